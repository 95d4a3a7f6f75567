import MVVMC
import MVVMCTesting
import Rendering
import Testing

@testable import TerminalUI

@MainActor
@Suite struct NavigatorTerminalAppTests {
  /// The adapter on a virtual terminal, running.
  @MainActor final class Run {
    let navigator: Navigator
    let list: NameListScene
    let app: NavigatorTerminalApp
    let terminal: VirtualTerminal
    let scheduler = ManualScheduler()
    let host: FullScreenHost
    var exits: [FullScreenExit] = []
    var contexts: [TerminalSize] = []

    init(
      size: TerminalSize = TerminalSize(columns: 40, rows: 8),
      footer: String? = nil, words: FullScreenWords = .english
    ) {
      (navigator, list) = makeNamesNavigator()
      terminal = VirtualTerminal(size: size, screenLines: ["$ names"])
      var sizes: [TerminalSize] = []
      app = NavigatorTerminalApp(
        navigator: navigator, renderer: OutlineRenderer(),
        context: { size in
          sizes.append(size)
          return RenderContext(width: size.columns)
        },
        footer: { footer }, words: words)
      host = FullScreenHost(app: app, terminal: terminal, scheduler: scheduler)
      host.start { [unowned self] exit in self.exits.append(exit) }
      contexts = sizes
    }

    func escape() {
      terminal.send([0x1B])
      scheduler.advance(by: FullScreenHost.defaultEscapeDelay)
    }
  }

  @Test func drawsTheTopSceneAboveItsKeyHints() {
    let run = Run()
    #expect(
      run.terminal.screenLines == [
        "Names [40]",
        "> MESSI",
        "  NEYMAR",
        "  MBAPPÉ",
        "",
        "",
        "",
        "↑/↓ Move  Enter Open  ? Help  q Quit",
      ])
    #expect(run.app.contentSize == TerminalSize(columns: 40, rows: 7))
    #expect(run.contexts == [TerminalSize(columns: 40, rows: 7)])
  }

  @Test func leavesOutTypedCommandsWhereTheSceneAnswersKeys() {
    let run = Run()
    #expect(!run.terminal.screenLines.contains { $0.contains("open N") })
    #expect(run.navigator.push(ClockScene()))
    #expect(run.terminal.screenLines.prefix(3) == ["Clock [40]", "Names > Clock", "10:00"])
    #expect(run.navigator.pop())
    #expect(run.terminal.screenLines.first == "Names [40]")
  }

  @Test func givesKeysToTheTopSceneAndFollowsTheNavigator() {
    let run = Run()
    run.terminal.send(bytes("\u{1B}[B\u{1B}OB"))
    #expect(run.terminal.screenLines[3] == "> MBAPPÉ")
    run.terminal.type("\r")
    #expect(run.navigator.scenes.count == 2)
    #expect(
      run.terminal.screenLines[0...2] == ["MBAPPÉ [40]", "Names > MBAPPÉ", "Details of MBAPPÉ"])
    #expect(run.terminal.screenLines[7] == "Esc Back  ? Help  q Quit")
    run.escape()
    #expect(run.navigator.scenes.count == 1)
    #expect(run.terminal.screenLines[0] == "Names [40]")
  }

  @Test func redrawsWhenNavigationHappensOutsideAKey() {
    let run = Run()
    run.list.open("NEYMAR")
    #expect(run.terminal.screenLines[0] == "NEYMAR [40]")
  }

  @Test func redrawsWhenAskedAfterAModelChange() {
    let run = Run()
    run.list.names = ["DONNARUMMA"]
    #expect(run.terminal.screenLines[1] == "> MESSI", "no redraw yet")
    run.app.setNeedsRedraw()
    #expect(run.terminal.screenLines[1] == "> DONNARUMMA")
    #expect(run.terminal.screenLines[2] == "")
  }

  @Test func redrawsWhenASceneAsks() {
    let run = Run()
    let clock = ClockScene()
    run.navigator.push(clock)
    #expect(run.terminal.screenLines[2] == "10:00")
    #expect(clock.requestRedraw != nil)
    clock.time = "10:01"
    #expect(run.terminal.screenLines[2] == "10:01")
  }

  @Test func togglesAHelpOverlayWithTheScenesAndTheGlobalKeys() {
    let run = Run(size: TerminalSize(columns: 40, rows: 12))
    run.terminal.type("?")
    #expect(run.app.isShowingHelp)
    #expect(
      run.terminal.screenLines == [
        "Keys",
        "",
        "  ↑/↓     Move",
        "  Enter   Open",
        "",
        "Everywhere",
        "  ?       Help",
        "  q       Quit",
        "  Ctrl-C  Quit",
        "  Ctrl-Z  Suspend",
        "",
        "?/Esc Close help",
      ])
    run.terminal.send(bytes("\u{1B}[B"))  // no key reaches the scene under the overlay
    #expect(run.list.selected == 0)
    run.terminal.type("?")
    #expect(!run.app.isShowingHelp)
    #expect(run.terminal.screenLines[0] == "Names [40]")
    #expect(run.exits.isEmpty)
  }

  /// The overlay is laid out as every other list of terms (`TermList`): too narrow for a
  /// column, each key's action goes below it instead of being cut.
  @Test func narrowHelpOverlayPutsEachActionBelowItsKeys() {
    let run = Run(size: TerminalSize(columns: 20, rows: 18))
    run.terminal.type("?")
    #expect(
      run.terminal.screenLines == [
        "Keys",
        "",
        "  ↑/↓",
        "    Move",
        "  Enter",
        "    Open",
        "",
        "Everywhere",
        "  ?",
        "    Help",
        "  q",
        "    Quit",
        "  Ctrl-C",
        "    Quit",
        "  Ctrl-Z",
        "    Suspend",
        "",
        "?/Esc Close help",
      ])
  }

  @Test func quitsWithQOrCtrlCUnlessTheSceneUsesThem() {
    let run = Run()
    run.terminal.type("/q?")  // searching: q and ? are text
    #expect(run.exits.isEmpty)
    #expect(!run.app.isShowingHelp)
    run.escape()
    run.terminal.type("q")
    #expect(run.exits == [.quit])
    #expect(run.terminal.modes == .restored)
    #expect(run.terminal.screenLines[0] == "$ names")

    let interrupted = Run()
    interrupted.terminal.send([0x03])
    #expect(interrupted.exits == [.quit])
  }

  @Test func showsOneLineWhenTheTerminalIsTooSmall() {
    let run = Run()
    run.terminal.resize(to: TerminalSize(columns: 10, rows: 3))
    #expect(run.terminal.screenLines == ["Terminal …", "", ""])
    #expect(run.app.contentSize == nil)
    run.terminal.type("j")  // keys still work
    run.terminal.resize(to: TerminalSize(columns: 30, rows: 6))
    #expect(
      run.terminal.screenLines == [
        // The global keys stay; the scene's last hint makes room for them.
        "Names [30]", "  MESSI", "> NEYMAR", "  MBAPPÉ", "", "↑/↓ Move  ? Help  q Quit",
      ])
  }

  @Test func givesTheShellItsScreenBackAfterAResize() {
    let run = Run()
    run.terminal.send(bytes("\u{1B}[B\r"))
    #expect(run.terminal.screenLines[0] == "NEYMAR [40]")
    run.escape()
    run.terminal.resize(to: TerminalSize(columns: 10, rows: 3))
    run.terminal.type("q")
    #expect(run.exits == [.quit])
    #expect(run.terminal.modes == .restored)
    #expect(run.terminal.screenLines == ["$ names", "", ""])
  }

  @Test func cutsTheScreenToKeepTheFooterVisible() {
    let run = Run(size: TerminalSize(columns: 24, rows: 5), footer: "players?search=\u{1B}x")
    #expect(
      run.terminal.screenLines == [
        "Names [24]", "> MESSI", "  NEYMAR", "players?search=^[x", "↑/↓ Move  ? Help  q Quit",
      ])
    #expect(run.app.contentSize == TerminalSize(columns: 24, rows: 3))
  }

  @Test func speaksTheWordsItIsGiven() {
    var words = FullScreenWords.english
    words.terminalTooSmall = "Trop petit"
    words.help = KeyHint(keys: "?", action: "Aide")
    words.quit = KeyHint(keys: "q", action: "Quitter")
    let run = Run(size: TerminalSize(columns: 40, rows: 8), words: words)
    #expect(run.terminal.screenLines[7] == "↑/↓ Move  Enter Open  ? Aide  q Quitter")
    run.terminal.resize(to: TerminalSize(columns: 12, rows: 2))
    #expect(run.terminal.screenLines == ["Trop petit", ""])
  }
}
