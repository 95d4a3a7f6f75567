import MVVMC
import MVVMCTesting
import Rendering
import TerminalRendering
import Testing

@testable import TerminalUI

/// Names in a table, drawn by the terminal layout, with a selected row; Enter opens the name.
@MainActor
final class NameTableScene: Scene {
  var names: [String]
  var selected = 0
  var open: (String) -> Void = { _ in }

  init(names: [String]) {
    self.names = names
  }

  var title: String { "Names" }

  func makeScreen() -> Screen {
    Screen(
      title: title,
      blocks: [
        .table(
          Table(
            columns: [Table.Column("Name")], rows: names.map { Table.Row([Table.Cell($0)]) },
            selectedRow: selected))
      ])
  }

  func handle(_ key: Key) -> KeyResponse {
    switch key {
    case .down: selected = min(selected + 1, names.count - 1)
    case .up: selected = max(selected - 1, 0)
    case .enter: open(names[selected])
    default: return .ignored
    }
    return .handled
  }

  var keyHints: [KeyHint] {
    [KeyHint(keys: "↑/↓", action: "Move"), KeyHint(keys: "Enter", action: "Open", key: .enter)]
  }
}

/// The terminal layout's text, as the plain-text renderer writes it.
struct LayoutRenderer: Renderer {
  func render(_ screen: Screen, in context: RenderContext) -> String {
    TerminalLayout(context: context).lines(for: screen).map(\.text).joined(separator: "\n") + "\n"
  }
}

@MainActor
@Suite struct NavigatorTerminalAppMouseTests {
  @MainActor final class Run {
    let navigator = Navigator()
    let list = NameTableScene(names: ["MESSI", "NEYMAR", "MBAPPÉ", "NAVAS"])
    let app: NavigatorTerminalApp
    let terminal: VirtualTerminal
    let host: FullScreenHost
    var exits: [FullScreenExit] = []

    init(
      renderer: any Renderer = LayoutRenderer(),
      size: TerminalSize = TerminalSize(columns: 40, rows: 10), inspected: Bool = false
    ) {
      terminal = VirtualTerminal(size: size)
      list.open = { [unowned navigator] name in
        navigator.push(NameDetailScene(name: name) { navigator.back() })
      }
      navigator.push(list)
      app = NavigatorTerminalApp(
        navigator: navigator, renderer: renderer,
        inspector: inspected ? Inspector(navigator: navigator) : nil)
      host = FullScreenHost(app: app, terminal: terminal, scheduler: ManualScheduler())
      host.start { [unowned self] exit in self.exits.append(exit) }
    }

    /// Sends an SGR report: `button` at the 0-based `column` and `row`, pressed or released.
    func mouse(_ button: Int, column: Int, row: Int, released: Bool = false) {
      terminal.send(bytes("\u{1B}[<\(button);\(column + 1);\(row + 1)\(released ? "m" : "M")"))
    }

    /// A click of the main button: a press then a release.
    func click(column: Int = 3, row: Int) {
      mouse(0, column: column, row: row)
      mouse(0, column: column, row: row, released: true)
    }
  }

  @Test func theTableIsWhereTheClicksExpectIt() {
    let run = Run()
    #expect(
      Array(run.terminal.screenLines.prefix(8)) == [
        "Names", "", "  Name", "  ------", "> MESSI", "  NEYMAR", "  MBAPPÉ", "  NAVAS",
      ])
    #expect(run.terminal.modes == .fullScreen)
    #expect(run.terminal.modes.isMouseReportingEnabled)
  }

  @Test func theWheelMovesTheSelection() {
    let run = Run()
    run.mouse(65, column: 10, row: 2)  // down
    run.mouse(65, column: 10, row: 2)
    #expect(run.list.selected == 2)
    #expect(run.terminal.screenLines[6] == "> MBAPPÉ")
    run.mouse(64, column: 10, row: 2)  // up
    #expect(run.list.selected == 1)
  }

  @Test func aClickSelectsARowAndASecondOneOpensIt() {
    let run = Run()
    run.click(row: 6)
    #expect(run.list.selected == 2)
    #expect(run.terminal.screenLines[6] == "> MBAPPÉ")
    #expect(run.navigator.scenes.count == 1)
    run.click(row: 6)
    #expect(run.navigator.scenes.count == 2)
    #expect(run.terminal.screenLines[0] == "MBAPPÉ")
    // Back on the list, a click on a row above moves up.
    run.terminal.send([0x1B, 0x1B])  // Esc Esc: the first is alone
    run.click(row: 4)
    #expect(run.list.selected == 0)
  }

  @Test func aDoubleClickInOneReadOpensTheRowClicked() {
    let run = Run()
    run.terminal.send(bytes("\u{1B}[<0;4;8M\u{1B}[<0;4;8m\u{1B}[<0;4;8M\u{1B}[<0;4;8m"))
    #expect(run.navigator.scenes.count == 2)
    #expect(run.terminal.screenLines[0] == "NAVAS")
  }

  @Test func clicksOutsideRowsDoNothing() {
    let run = Run()
    run.terminal.clearWritten()
    for row in [0, 2, 3, 8] { run.click(row: row) }
    run.mouse(2, column: 3, row: 5)  // the right button
    #expect(run.list.selected == 0)
    #expect(run.terminal.written.isEmpty)
  }

  @Test func aClickOnAFooterHintRunsIt() {
    let run = Run()
    let hints = run.terminal.screenLines[9]
    #expect(hints == "↑/↓ Move  Enter Open  ? Help  q Quit")
    run.click(column: 11, row: 9)  // "Enter Open"
    #expect(run.navigator.scenes.count == 2)
    #expect(run.terminal.screenLines[9] == "Esc Back  ? Help  q Quit")
    run.click(column: 0, row: 9)  // "Esc Back": derived from no single character, given none
    #expect(run.navigator.scenes.count == 2)
    run.click(column: 11, row: 9)  // "? Help"
    #expect(run.app.isShowingHelp)
    run.click(column: 2, row: 9)  // "?/Esc Close help"
    #expect(!run.app.isShowingHelp)
    run.click(column: 19, row: 9)  // "q Quit"
    #expect(run.exits == [.quit])
    #expect(run.terminal.modes == .restored)
    #expect(!run.terminal.modes.isMouseReportingEnabled)
  }

  @Test func besideTheInspectorClicksReachTheSceneOnly() throws {
    let run = Run(size: TerminalSize(columns: 120, rows: 12), inspected: true)
    run.terminal.type("i")
    let row = try #require(run.terminal.screenLines.firstIndex { $0.hasPrefix("  MBAPPÉ") })
    #expect(run.terminal.screenLines[row].count > 60, "the panel is beside the scene")
    run.click(column: 110, row: row)  // in the panel
    #expect(run.list.selected == 0)
    run.click(column: 3, row: row)
    #expect(run.list.selected == 2)
    #expect(run.terminal.screenLines[row].hasPrefix("> MBAPPÉ"))
  }

  @Test func aRendererThatLaysOutOtherwiseGetsNoRowClicks() {
    let run = Run(renderer: OutlineRenderer())
    run.click(row: 4)
    run.click(row: 5)
    #expect(run.list.selected == 0)
    #expect(run.navigator.scenes.count == 1)
  }
}
