import MVVMC
import MVVMCTesting
import Rendering
import TerminalRendering
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

    /// The panel's column of a frame with the panel beside the scene, without the spaces that
    /// pad each line to the panel's width.
    var panel: [String] {
      terminal.screenLines.dropLast().compactMap { line in
        line.firstIndex(of: "│").map {
          String(line[line.index(after: $0)...]).droppingTrailingSpaces()
        }
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
        "Boxes of Notes",
        "  notes = 3 elements · 0 listeners",
        "  selected = 0 → NotesScene",
        "Events",
        "  #1 navigation push Notes",
        "",
        "",
      ], "\(run.screen)")

    // A key changes a box: its value follows at once, and the event sits under the key.
    run.terminal.type("j")
    #expect(run.panel[7] == "  selected = 1 → NotesScene")
    #expect(run.panel[9] == "  #2 key j")
    #expect(run.panel[10] == "    #3 binding selected = 1 → NotesScene")

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
        "Boxes of ideas",
        "  none",
        "Events",
        "  #4 key Enter",
        "    #5 coordinator NotesCoordinator sta…",
        "    #6 navigation push ideas",
        "  #2 key j",
        "    #3 binding selected = 1 → NotesScene",
      ], "\(run.screen)")

    run.terminal.send([0x1B])  // Esc: the note's coordinator cancels and leaves the tree
    run.scheduler.advance(by: FullScreenHost.defaultEscapeDelay)
    // Once the key is handled, what it let go of is freed, under the key too.
    #expect(
      Array(run.panel[1...14]) == [
        "Coordinators",
        "  NotesCoordinator: Notes",
        "Stack",
        "  1  Notes · notes",
        "Boxes of Notes",
        "  notes = 3 elements · 0 listeners",
        "  selected = 1 → NotesScene",
        "Events",
        "  #7 key Esc",
        "    #8 navigation pop ideas",
        "    #9 coordinator NoteCoordinator canc…",
        "    #10 coordinator NotesCoordinator re…",
        "    #11 freed NoteCoordinator",
        "    #12 freed NoteScene: ideas",
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
    #expect(lines[13] == "j Down  i Inspect  Tab Panel  ? Help  q Quit")
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
    #expect(InspectorPanelLayout.visibleWidth(of: first) == 60)
    #expect(
      lines[1] == String(repeating: " ", count: 31) + "│Stack" + String(repeating: " ", count: 23))
  }

  @Test func cutsOrPadsEveryLineToItsPartWhateverItHolds() {
    let layout = InspectorPanelLayout(content: TerminalSize(columns: 60, rows: 4))
    let link = "\u{1B}]8;;https://example.com/photo.jpg\u{1B}\\Open the picture\u{1B}]8;;\u{1B}\\"
    let lines = layout.lines(
      scene: [link, String(repeating: "x", count: 50), "short"],
      panel: [String(repeating: "y", count: 40), "\u{1B}[1mBoxes\u{1B}[0m"], title: "Inspector")
    for line in lines {
      // The rule sits at column 31 on every line, and every line is 60 columns wide.
      #expect(InspectorPanelLayout.visibleWidth(of: line) == 60, "\(line.debugDescription)")
      let visible = line.removingSGR
      #expect(visible.firstIndex(of: "│").map { String(visible[..<$0]).displayWidth } == 31)
    }
    #expect(lines[0].removingSGR.hasPrefix("Open the picture" + String(repeating: " ", count: 15)))
    #expect(lines[1].hasPrefix(String(repeating: "x", count: 30) + "…│"))
    #expect(lines[0].hasSuffix("│" + String(repeating: "y", count: 27) + "…"))
  }

  @Test func tabGivesThePanelTheKeysToScrollChooseASceneAndShowTheLegend() {
    let run = Run(size: TerminalSize(columns: 100, rows: 8))
    run.terminal.type("i\r")
    #expect(run.panel[5] == "  1  Notes · notes", "\(run.screen)")
    run.terminal.type("\t")
    #expect(run.app.isInspectorFocused)
    #expect(
      run.terminal.screenLines.last?.hasPrefix("↑/↓ Scroll  ←/→ Scene  d Changes  ? Legend") == true
    )
    // The arrows scroll the panel; the scene does not move.
    run.terminal.send([0x1B, 0x5B, 0x42])  // ↓
    #expect(run.panel[0] == "Coordinators", "\(run.screen)")
    #expect(run.terminal.screenLines[0].hasPrefix("groceries"))
    // ← shows the boxes of the scene below the top.
    run.terminal.send([0x1B, 0x5B, 0x44])
    #expect(run.notes.inspector.inspection().boxesScene == "Notes")
    #expect(run.notes.inspector.inspection().boxes.map(\.name) == ["notes", "selected"])
    run.terminal.send([0x1B, 0x5B, 0x43])  // → back to the top
    #expect(run.notes.inspector.inspection().boxesScene == "groceries")
    // ? shows the legend instead of the inspection, and again hides it.
    run.terminal.type("?")
    #expect(run.panel.first == "Legend [40]", "\(run.screen)")
    #expect(run.app.isShowingInspectorLegend)
    run.terminal.type("?")
    #expect(run.panel.first != "Legend [40]")
    // Tab gives the keys back to the scene.
    run.terminal.type("\t")
    #expect(!run.app.isInspectorFocused)
    #expect(run.terminal.screenLines.last?.contains("i Inspect  Tab Panel") == true)
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
