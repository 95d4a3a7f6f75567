import MVVMC

extension Action {
  /// The actions every scene takes: `goto`, `inspect`, `help` and `quit`, which
  /// ``DemoSession`` performs, and `back`, which each scene but the list declares and hands to
  /// the navigator through its router.
  package static let everywhere: [Action] = [.back, .goto, .inspect, .help, .quit]

  /// `back`: leave the current screen, through the navigator.
  package static let back = Action(
    .back, keys: [.escape, .backspace, .left], label: { DemoStrings($0).backAction },
    hint: { DemoStrings($0).backHint },
    summary: { DemoStrings($0).backSummary })
  /// `goto ADDRESS`: the screen at an address, a route as `--open` takes it, opened in the
  /// running session (`goto players?search=mba/player/id/32`).
  package static let goto = Action(
    .goto, argument: .text("ADDRESS"), label: { DemoStrings($0).gotoAction },
    summary: { DemoStrings($0).gotoSummary })
  /// `inspect`: the coordinators, the stack, the boxes and the latest events (`i` toggles the
  /// full-screen app's panel, a key of the host).
  package static let inspect = Action(
    .inspect, summary: { DemoStrings($0).inspectSummary })
  /// `help`: the commands of the current screen; `?` shows the keys in the full-screen app.
  package static let help = Action(
    .help, aliases: ["?"], label: { DemoStrings($0).helpAction },
    summary: { DemoStrings($0).helpSummary })
  /// `quit` or `exit`: leave.
  package static let quit = Action(
    .quit, aliases: ["exit"], label: { DemoStrings($0).quitAction },
    summary: { DemoStrings($0).quitSummary })
}
