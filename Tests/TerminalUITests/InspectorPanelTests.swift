import MVVMC
import MVVMCTesting
import Rendering
import Testing

@testable import TerminalUI

/// The inspector in the full-screen adapter, on an app that is not the demo: its own tree,
/// stack, boxes and events, beside or below the scene.
@MainActor
@Suite struct InspectorPanelTests {
  @MainActor final class Run {
    let notes = NotesApp()
    let app: NavigatorTerminalApp
    let terminal: VirtualTerminal
    let scheduler = ManualScheduler()
    let host: FullScreenHost

    init(size: TerminalSize) {
      terminal = VirtualTerminal(size: size, screenLines: ["$ notes"])
      app = NavigatorTerminalApp(
        navigator: notes.navigator, renderer: OutlineRenderer(), inspector: notes.inspector)
      host = FullScreenHost(app: app, terminal: terminal, scheduler: scheduler)
      host.start { _ in }
    }

    var screen: String { terminal.screenLines.joined(separator: "\n") }

    /// The panel's column of a frame with the panel beside the scene.
    var panel: [String] {
      terminal.screenLines.dropLast().compactMap { line in
        line.firstIndex(of: "│").map { String(line[line.index(after: $0)...]) }
      }
    }
  }

  @Test func showsTheKeyInTheFooterAndTheHelp() {
    let run = Run(size: TerminalSize(columns: 100, rows: 12))
    #expect(run.terminal.screenLines.last == "j Down  i Inspect  ? Help  q Quit")
    run.terminal.type("?")
    #expect(run.terminal.screenLines.contains("  i       Inspect"), "\(run.screen)")
  }

  @Test func followsTheTwoSceneAppBesideTheScene() {
    let run = Run(size: TerminalSize(columns: 100, rows: 24))
    #expect(!run.screen.contains("Inspector"))
    run.terminal.type("i")
    #expect(run.app.isShowingInspector)
    // 100 columns: the scene keeps 59, the panel 40 after the rule.
    #expect(run.terminal.screenLines[0].hasPrefix("Notes [59]"))
    #expect(
      Array(run.panel.prefix(12)) == [
        "Inspector [40]",
        "Coordinators",
        "  NotesCoordinator: Notes",
        "Stack",
        "  1  Notes · notes",
        "Boxes",
        "  notes = 3 elements · 0 listeners",
        "  selected = 0 · 1 listener",
        "Events",
        "  #1 navigation push Notes",
        "",
        "",
      ], "\(run.screen)")

    run.terminal.type("j")  // a key changes a box: its value and an event follow at once
    #expect(run.panel[7] == "  selected = 1 · 1 listener")
    #expect(run.panel[9] == "  #2 binding selected = 1")

    run.terminal.type("\r")  // the child coordinator and its scene
    #expect(run.terminal.screenLines[0].hasPrefix("ideas [59]"))
    #expect(
      Array(run.panel.prefix(15)) == [
        "Inspector [40]",
        "Coordinators",
        "  NotesCoordinator: Notes",
        "  └ NoteCoordinator: ideas",
        "Stack",
        "  1  Notes · notes",
        "  2  ideas · note/ideas",
        "Boxes",
        "  none",
        "Events",
        "  #4 navigation push ideas",
        "  #3 coordinator NotesCoordinator start…",
        "  #2 binding selected = 1",
        "  #1 navigation push Notes",
        "",
      ], "\(run.screen)")

    run.terminal.send([0x1B])  // Esc: the note's coordinator cancels and leaves the tree
    run.scheduler.advance(by: FullScreenHost.defaultEscapeDelay)
    #expect(
      Array(run.panel[1...12]) == [
        "Coordinators",
        "  NotesCoordinator: Notes",
        "Stack",
        "  1  Notes · notes",
        "Boxes",
        "  notes = 3 elements · 0 listeners",
        "  selected = 1 · 1 listener",
        "Events",
        "  #7 coordinator NotesCoordinator remov…",
        "  #6 coordinator NoteCoordinator cancel…",
        "  #5 navigation pop ideas",
        "  #4 navigation push ideas",
      ], "\(run.screen)")

    run.terminal.type("i")
    #expect(!run.screen.contains("Inspector"))
    #expect(run.terminal.screenLines[0] == "Notes [100]")
  }

  @Test func goesBelowTheSceneOnANarrowTerminal() {
    let run = Run(size: TerminalSize(columns: 50, rows: 14))
    run.terminal.type("i")
    let lines = run.terminal.screenLines
    // 13 rows of content: 7 for the scene, the rule, 5 for the panel, which has no title.
    #expect(lines[0] == "Notes [50]")
    #expect(lines[7].hasPrefix("── Inspector ──"))
    #expect(lines[7].displayWidth == 50)
    #expect(lines[8] == " [50]")
    #expect(lines[9] == "Coordinators")
    #expect(lines[10] == "  NotesCoordinator: Notes")
    #expect(lines[13] == "j Down  i Inspect  ? Help  q Quit")
  }

  @Test func splitsTheContentBesideOrBelow() {
    let wide = InspectorPanelLayout(content: TerminalSize(columns: 120, rows: 38))
    #expect(wide.isBeside)
    #expect(wide.sceneSize == TerminalSize(columns: 71, rows: 38))
    #expect(wide.panelSize == TerminalSize(columns: 48, rows: 38))
    let standard = InspectorPanelLayout(content: TerminalSize(columns: 80, rows: 22))
    #expect(standard.sceneSize == TerminalSize(columns: 47, rows: 22))
    #expect(standard.panelSize == TerminalSize(columns: 32, rows: 22))
    let narrow = InspectorPanelLayout(content: TerminalSize(columns: 40, rows: 9))
    #expect(!narrow.isBeside)
    #expect(narrow.sceneSize == TerminalSize(columns: 40, rows: 5))
    #expect(narrow.panelSize == TerminalSize(columns: 40, rows: 3))
  }

  @Test func padsColouredSceneLinesByWhatTheyShow() {
    let layout = InspectorPanelLayout(content: TerminalSize(columns: 60, rows: 2))
    let lines = layout.lines(
      scene: ["\u{1B}[1mMBAPPÉ\u{1B}[0m"], panel: ["Inspector", "Stack"], title: "Inspector")
    #expect(lines.count == 2)
    let first = lines[0]
    #expect(first.hasPrefix("\u{1B}[1mMBAPPÉ\u{1B}[0m\u{1B}[0m"))
    #expect(InspectorPanelLayout.visibleWidth(of: first) == 60 - 28 + 9)
    #expect(lines[1] == String(repeating: " ", count: 31) + "│Stack")
  }
}

/// The footer keeps the keys that work everywhere when the scene's hints are too many.
@Suite struct FooterLineTests {
  let help = KeyHint(keys: "?", action: "Help")
  let quit = KeyHint(keys: "q", action: "Quit")
  let scene = [KeyHint(keys: "↑/↓", action: "Move"), KeyHint(keys: "Enter", action: "Open")]

  @Test func showsEveryHintWhenTheyFit() {
    #expect(
      KeyHint.footerLine(scene: scene, global: [help, quit], width: 40)
        == "↑/↓ Move  Enter Open  ? Help  q Quit")
  }

  @Test func dropsTheScenesLastHintsBeforeTheGlobalOnes() {
    #expect(
      KeyHint.footerLine(scene: scene, global: [help, quit], width: 30)
        == "↑/↓ Move  ? Help  q Quit")
    #expect(KeyHint.footerLine(scene: scene, global: [help, quit], width: 16) == "? Help  q Quit")
  }

  @Test func cutsWhenEvenTheGlobalHintsDoNotFit() {
    #expect(KeyHint.footerLine(scene: scene, global: [help, quit], width: 10) == "↑/↓ Move …")
  }
}
