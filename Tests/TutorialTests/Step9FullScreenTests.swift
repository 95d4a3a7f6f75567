import MVVMC
import MVVMCTesting
import PlainTextRendering
import ReadingList
import TerminalUI
import Testing

/// Step 9: the full-screen host runs the app; here in a terminal in memory, keys in and lines
/// out, as `swift run reading-list` does in a real one. Each frame is what you should see.
@MainActor @Suite struct Step9FullScreenTests {
  @Test func keysMoveOpenAddAndQuit() {
    let app = ReadingListApp()
    let terminal = VirtualTerminal(size: TerminalSize(columns: 72, rows: 10), screenLines: ["$"])
    let scheduler = ManualScheduler()
    let host = FullScreenHost(
      app: app.terminalApp(renderer: PlainTextRenderer()), terminal: terminal, scheduler: scheduler)
    var endings: [FullScreenExit] = []
    host.start { ending in endings.append(ending) }
    #expect(
      terminal.screenLines == [
        "Reading list",
        "",
        "> 1. Dune, Frank Herbert *",
        "  2. Emma, Jane Austen",
        "", "", "", "",
        "books",
        "↑/↓ Move  Enter Open  a Add  d Remove  i Inspect  ? Help  q Quit",
      ])

    terminal.type("j\r")  // ↓ (or j), then Enter
    #expect(
      terminal.screenLines == [
        "Emma",
        "Reading list > Emma",
        "",
        "Author  Jane Austen",
        "Year    1815",
        "", "", "",
        "book/2",
        "Esc Back  i Inspect  ? Help  q Quit",
      ])

    terminal.send([0x1B])  // Esc, alone: the host waits to tell it from an arrow…
    scheduler.advance(by: FullScreenHost.defaultEscapeDelay)  // …then it is Esc
    terminal.type("a")
    #expect(
      terminal.screenLines == [
        "Add a book",
        "Reading list > Add a book",
        "",
        "> 1. Dune (1965) *",
        "  2. Emma (1815)",
        "  3. Middlemarch (1871)",
        "  4. Solaris (1961)",
        "  5. The Hobbit (1937)",
        "",
        "↑/↓ Move  Enter Add  Esc Cancel  i Inspect  ? Help  q Quit",
      ])

    terminal.type("jj\r")  // Middlemarch joins the list, selected
    #expect(
      terminal.screenLines == [
        "Reading list",
        "",
        "  1. Dune, Frank Herbert",
        "  2. Emma, Jane Austen",
        "> 3. Middlemarch, George Eliot *",
        "", "", "",
        "books",
        "↑/↓ Move  Enter Open  a Add  d Remove  i Inspect  ? Help  q Quit",
      ])

    terminal.type("q")
    #expect(endings == [.quit])
    #expect(terminal.screenLines == ["$"] + Array(repeating: "", count: 9))  // the shell's screen
  }
}
