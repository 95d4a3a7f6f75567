import MVVMC
import MVVMCTesting
import PlainTextRendering
import ReadingList
import TerminalUI
import Testing

/// Step 8: the inspector, on `i`, shows the coordinators, the stack, the boxes of the scene on
/// top and the latest events, beside the app. The test reads what the panel shows from the
/// inspector: `inspection()` is the panel's content, as data.
@MainActor @Suite struct Step8InspectorTests {
  /// The boxes as the panel lists them: name, value, and how many listeners each has.
  func boxes(_ inspection: Inspection) -> [String] {
    inspection.boxes.map { box in "\(box.name) = \(box.value), listeners: \(box.listeners)" }
  }

  /// Whether `lines` holds `expected` in this order; other lines may come between them.
  func holds(_ lines: [String], inOrder expected: [String]) -> Bool {
    var rest = lines[...]
    for line in expected {
      guard let index = rest.firstIndex(of: line) else { return false }
      rest = rest[(index + 1)...]
    }
    return true
  }

  @Test func theInspectorFollowsTheAddFlow() {
    let app = ReadingListApp()
    let terminal = VirtualTerminal(size: TerminalSize(columns: 100, rows: 20), screenLines: ["$"])
    let host = FullScreenHost(
      app: app.terminalApp(renderer: PlainTextRenderer()), terminal: terminal,
      scheduler: ManualScheduler())
    host.start { _ in }

    terminal.type("i")  // the panel opens beside the list
    #expect(terminal.screenLines[0].hasSuffix("│Inspector"))
    var seen = app.inspector.inspection()
    #expect(seen.coordinators.map(\.name) == ["ReadingListCoordinator"])
    #expect(seen.stack.map(\.route) == ["books"])
    #expect(boxes(seen) == ["books = 2 elements, listeners: 1", "selected = 0, listeners: 1"])

    terminal.type("a")  // a child flow joins the tree, its scene the stack, its boxes the panel
    seen = app.inspector.inspection()
    #expect(
      seen.coordinators.map { "\($0.depth) \($0.name)" } == [
        "0 ReadingListCoordinator", "1 PickerCoordinator<Book>",
      ])
    #expect(seen.stack.map(\.title) == ["Reading list", "Add a book"])
    #expect(seen.stack.map(\.isModal) == [false, true])
    #expect(
      boxes(seen).map { $0.hasPrefix("viewport") ? "viewport" : $0 } == [
        "matches = 5 elements, listeners: 1", "viewport", "outcome = nil, listeners: 1",
      ])
    #expect(
      holds(
        seen.events.reversed().map(\.summary),
        inOrder: [
          "coordinator ReadingListCoordinator started PickerCoordinator<Book>",
          "navigation present Add a book",
        ]))

    terminal.type("jj\r")  // Middlemarch: the child ends with it, and the list's boxes fire
    seen = app.inspector.inspection()
    #expect(seen.coordinators.map(\.name) == ["ReadingListCoordinator"])
    #expect(boxes(seen) == ["books = 3 elements, listeners: 1", "selected = 2, listeners: 1"])
    let oldestFirst = seen.events.reversed().map(\.summary)
    #expect(
      holds(
        oldestFirst,
        inOrder: [
          "binding outcome = finished(Middlemarch, George Eliot)",
          "navigation dismiss Add a book",
          "coordinator PickerCoordinator<Book> finished(Middlemarch, George Eliot)",
          "coordinator ReadingListCoordinator removed PickerCoordinator<Book>",
          "binding books = 3 elements",
          "binding selected = 2",
          "freed PickerCoordinator<Book>",
        ]), "\(oldestFirst)")
  }

  @Test func holdsFailsOnALineOutOfOrderOrMissing() {
    #expect(holds(["a", "x", "b", "c"], inOrder: ["a", "b", "c"]))
    #expect(!holds(["a", "c", "b"], inOrder: ["a", "b", "c"]))
    #expect(!holds(["a", "b"], inOrder: ["a", "b", "c"]))
  }
}
