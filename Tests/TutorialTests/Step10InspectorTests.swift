import Foundation
import MVVMC
import MVVMCTesting
import PlainTextRendering
import ReadingList
import Rendering
import TerminalUI
import Testing

/// Step 10: the inspector, on `i`, shows the coordinators, the stack, the boxes of the scene on
/// top and the latest events, beside the app. Each expected panel is what your terminal shows
/// right of the app's screen. A recording keeps what the inspector saw after each key.
@MainActor @Suite struct Step10InspectorTests {
  /// The panel's lines: what each line of the terminal holds right of the `│`.
  func panel(_ terminal: VirtualTerminal) -> [String] {
    terminal.screenLines.map { line in line.split(separator: "│", maxSplits: 1).dropFirst().joined()
    }
  }

  @Test func theInspectorFollowsTheAddFlow() {
    let app = ReadingListApp()
    let terminal = VirtualTerminal(size: TerminalSize(columns: 100, rows: 24), screenLines: ["$"])
    let host = FullScreenHost(
      app: app.terminalApp(renderer: PlainTextRenderer()), terminal: terminal,
      scheduler: ManualScheduler())
    host.start { _ in }

    terminal.type("i")  // the panel opens beside the list
    #expect(
      panel(terminal).prefix(13) == [
        "Inspector",
        "",
        "  Reading list",
        "  --------------------------------------",
        "  Coordinators",
        "    ReadingListCoordinator: Reading list",
        "  Stack",
        "    1  Reading list · books",
        "  Boxes of Reading list",
        "    books = 2 elements → ReadingListSce…",
        "    selected = 0 → ReadingListScene",
        "  Events",
        "    #1 navigation push Reading list",
      ])

    terminal.type("a")  // a child flow joins the tree, its scene the stack, its boxes the panel
    #expect(
      panel(terminal).prefix(20).dropFirst(4) == [
        "  Coordinators",
        "    ReadingListCoordinator: Reading list",
        "    └ PickerCoordinator<Book>: Add a bo…",
        "  Stack",
        "    1  Reading list · books",
        "    modal  Add a book",
        "  Boxes of Add a book",
        "    query =  → PickerViewModel",
        "    matches = 5 elements → CatalogueSce…",
        "    viewport = row 1 of 5 · 1–5 shown →…",
        "    outcome = nil → PickerCoordinator<B…",
        "  Events",
        "    #2 key a",  // the newest key first, its events below it, oldest first
        "      #3 coordinator ReadingListCoordin…",
        "      #4 navigation present Add a book",
        "    #1 navigation push Reading list",
      ])

    terminal.type("jj\r")  // Middlemarch: the child ends with it, and the list's boxes fire
    #expect(
      panel(terminal).dropFirst(4) == [
        "  Coordinators",
        "    ReadingListCoordinator: Reading list",
        "  Stack",
        "    1  Reading list · books",
        "  Boxes of Reading list",
        "    books = 3 elements → ReadingListSce…",
        "    selected = 2 → ReadingListScene",
        "  Events",
        "    #9 key Enter",
        "      #10 binding outcome = finished(Mi…",
        "      #11 navigation dismiss Add a book",
        "      #12 coordinator PickerCoordinator…",
        "      #13 coordinator ReadingListCoordi…",
        "      #14 binding books = 3 elements → …",
        "      #15 binding selected = 2 → Readin…",
        "      #16 freed PickerCoordinator<Book>",
        "      #17 freed CatalogueScene: Add a b…",
        "      #18 freed PickerViewModel<Book>",
        "",
        "",
      ])
    // The panel cuts long lines; the inspector holds them whole.
    let events = app.inspector.inspection().events.map(\.summary)
    #expect(events.contains("binding outcome = finished(Middlemarch, George Eliot)"))
    #expect(
      events.contains("coordinator PickerCoordinator<Book> finished(Middlemarch, George Eliot)"))
  }

  /// What `--record` keeps: a step a key, each with its screen, which `replay --at` prints.
  @Test func aRecordedRunKeepsEachKeysScreen() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("reading-list-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let app = ReadingListApp()
    let size = TerminalSize(columns: 72, rows: 10)
    let terminalApp = app.terminalApp(renderer: PlainTextRenderer())
    app.record(terminalApp, size: size, into: try RecordingFile(path: path))
    let terminal = VirtualTerminal(size: size)
    let host = FullScreenHost(app: terminalApp, terminal: terminal, scheduler: ManualScheduler())
    host.start { _ in }

    terminal.type("j\r")  // step 1: ↓, step 2: Enter opens Emma's page
    let recording = try RecordingReader(path: path)
    #expect(recording.lastStep == 2)
    let step = try recording.step(2)
    #expect(step.command == "key Enter")
    #expect(step.route == "book/2")
    #expect(
      PlainTextRenderer().render(step.screen, in: RenderContext(width: recording.start.width))
        == "Emma\nReading list > Emma\n\nAuthor  Jane Austen\nYear    1815\n")
  }
}
