import ANSIRendering
import MVVMC
import MVVMCTesting
import PSGDemo
import Rendering
import TerminalUI

/// The full-screen app's keystroke-to-frame case at `size` players, and its yardstick: the
/// search alone that the same keys cause.
///
/// The search field holds `mbappe` and has the focus; the keys alternate Backspace and `e`, so
/// one key in two is a full search (`mbapp`) and the other narrows the previous matches
/// (`mbappe`), as typing does. One operation is one key, as the host runs it: the list scene
/// handles it (through ``NavigatorTerminalApp``, as a real key would go), the debounce is
/// flushed on a ``ManualScheduler`` so the search applies, the frame is built as the host
/// builds it (screen, ANSI render for a 100 by 40 terminal with true colour, the footer's key
/// hints, the lines made safe by ``FrameLineGuard``) and diffed against the previous one with
/// ``FrameDiff``. The yardstick calls `search("mbapp")` and
/// `search("mbappe")` in turn on a list view model of the same players, flushing its debounce
/// after each as the keys do (the flushed search finds its text applied and does nothing).
///
/// ```swift
/// cases += await keystrokeCases(size: 100_000, sink: sink, workDivisor: 1)
/// ```
@MainActor
func keystrokeCases(size: Int, sink: Sink, workDivisor: Int) async -> [BenchCase] {
  let players = SearchWorkload.players(count: size)
  let scheduler = ManualScheduler()
  let typed = PlayerListViewModel(pageSize: 20, scheduler: scheduler) { players }
  await typed.load()
  let scene = PlayerListScene(
    viewModel: typed, strings: DemoStrings(.english), marksSelectedRow: true)
  let navigator = Navigator()
  navigator.push(scene)
  let app = NavigatorTerminalApp(
    navigator: navigator, renderer: ANSIRenderer(),
    context: { RenderContext(width: $0.columns, colors: .trueColor) })
  let terminal = TerminalSize(columns: 100, rows: 40)
  typed.search("mbappe")
  _ = app.handle(.character("/"))
  var lineGuard = FrameLineGuard()
  var shown = Frame(
    lines: lineGuard.safeLines(app.frame(in: terminal).prefix(terminal.rows)), size: terminal)
  // Its own manual scheduler, flushed as the keys' is: the yardstick re-arms and settles the
  // same debounce, so the ratio isolates the key and the frame.
  let searchScheduler = ManualScheduler()
  let searched = PlayerListViewModel(pageSize: 20, scheduler: searchScheduler) { players }
  await searched.load()
  searched.search("mbappe")

  let keyPairs = max(1, 10 / workDivisor)
  let searchPairs = max(1, 10_000 / size / workDivisor)
  return [
    BenchCase(
      key: "keystroke_search_\(size)",
      label: "search alone, Backspace and e, \(grouped(size)) players"
    ) {
      timePerOperation(2 * searchPairs) {
        for _ in 0..<searchPairs {
          for text in ["mbapp", "mbappe"] {
            searched.search(text)
            searchScheduler.advance(by: searched.searchDelay)
          }
        }
      }
    },
    BenchCase(key: "keystroke_frame_\(size)", label: "keystroke to frame, \(grouped(size)) players")
    {
      timePerOperation(2 * keyPairs) {
        for _ in 0..<keyPairs {
          for key in [Key.backspace, Key.character("e")] {
            _ = app.handle(key)
            scheduler.advance(by: typed.searchDelay)
            let frame = Frame(
              lines: lineGuard.safeLines(app.frame(in: terminal).prefix(terminal.rows)),
              size: terminal)
            sink.total &+= FrameDiff.bytes(from: shown, to: frame).count
            shown = frame
          }
        }
      }
    },
  ]
}

/// The ratios the keystroke cases at `size` are read by: what a key costs, frame included,
/// over what its search alone costs, and over the key's budget (1.2 ms up to 100,000 players,
/// 2 ms beyond).
func keystrokeRatios(size: Int) -> [Ratio] {
  let budget = size <= 100_000 ? 1.2e6 : 2e6
  return [
    Ratio(
      key: "keystroke_\(size)_ratio",
      label: "keystroke to frame / search alone, \(grouped(size))",
      numerator: "keystroke_frame_\(size)", denominator: "keystroke_search_\(size)", goal: nil),
    Ratio(
      key: "keystroke_budget_\(size)_ratio",
      label: "keystroke to frame / \(duration(budget)) budget, \(grouped(size))",
      numerator: "keystroke_frame_\(size)", denominator: "", goal: 1, budget: budget),
  ]
}
