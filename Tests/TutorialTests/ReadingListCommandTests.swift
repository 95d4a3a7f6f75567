import Foundation
import MVVMCTesting
import PlainTextRendering
import ReadingList
import TerminalUI
import TestSupport
import Testing

/// The finished app, run as `swift run reading-list-example` runs it. Piped, with no terminal
/// to take over, it prints its first screen once; like `psg-demo`, it answers `--help`, records
/// with `--record FILE` and prints a recorded step with `replay FILE --at N`, and a wrong
/// argument (64) or output it cannot write (74) ends it with one line saying why.
@Suite(.tags(.process), .skippedInFastLoop) struct ReadingListCommandTests {
  /// The `reading-list-example` the build put beside the tests (this target depends on it).
  static func executable() throws -> String {
    try DemoExecutable.product(named: "reading-list-example").get()
  }

  @Test func pipedItPrintsTheListOnce() async throws {
    let output = try await ChildProcess.run(try Self.executable(), input: .pipe(""))
    #expect(output.exitCode == 0)
    #expect(
      output.standardOutput == """
        Reading list

        > 1. Dune, Frank Herbert *
          2. Emma, Jane Austen

        """)
  }

  @Test func aRouteOpensItsPageFirst() async throws {
    let output = try await ChildProcess.run(
      try Self.executable(), arguments: ["book/2"], input: .pipe(""))
    #expect(output.exitCode == 0)
    #expect(output.standardOutput.hasPrefix("Emma\nReading list > Emma\n"))

    let wrong = try await ChildProcess.run(
      try Self.executable(), arguments: ["book/7"], input: .pipe(""))
    #expect(wrong.exitCode == 64)
    #expect(
      wrong.errorLines == [
        "reading-list-example: invalid route “book/7”: the list has 2 books "
          + "(accepted: books, book/NUMBER) (see reading-list-example --help)"
      ])
  }

  @Test func helpPrintsTheUsage() async throws {
    let output = try await ChildProcess.run(try Self.executable(), arguments: ["--help"])
    #expect(output.exitCode == 0)
    #expect(output.standardError == "")
    #expect(
      output.standardOutput == """
        usage: reading-list-example [--record FILE] [ROUTE]
               reading-list-example replay FILE [--at N]

        Opens ROUTE first, if given, one of:
          books        the reading list
          book/NUMBER  the book at NUMBER in the list

        --record FILE keeps the run in FILE, a step a key. replay shows its steps again,
        full screen, or prints step N's screen with --at N.

        """)
  }

  @Test(arguments: [["--halp"], ["book/1", "book/2"], ["-h", "books"]])
  func aWrongArgumentIsAUsageError(arguments: [String]) async throws {
    let output = try await ChildProcess.run(
      try Self.executable(), arguments: arguments, input: .pipe(""))
    #expect(output.exitCode == 64)
    #expect(output.standardOutput == "")
    #expect(output.errorLines.count == 1)
    #expect(
      output.errorLines.first?.hasPrefix("reading-list-example: unexpected argument “") == true)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here"))
  func aFullDiskIsAnOutputError() async throws {
    // `sh` arranges the streams as a user's shell would: `reading-list-example > /dev/full`.
    let output = try await ChildProcess.run(
      "/bin/sh", arguments: ["-c", #"exec "$0" > /dev/full"#, try Self.executable()],
      input: .pipe(""))
    #expect(output.exitCode == 74)
    #expect(
      output.errorLines == [
        "reading-list-example: cannot write to standard output: No space left on device"
      ])
  }

  /// Worded as `psg-demo` words it, with the system's words, never a Foundation code.
  @Test func aClosedStandardOutputIsAnOutputErrorInWords() async throws {
    let output = try await ChildProcess.run(
      "/bin/sh", arguments: ["-c", #"exec "$0" >&-"#, try Self.executable()],
      input: .pipe(""))
    #expect(output.exitCode == 74)
    #expect(
      output.errorLines == [
        "reading-list-example: cannot write to standard output: Bad file descriptor"
      ])
  }

  static func temporaryPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("reading-list-\(UUID().uuidString).jsonl").path
  }

  /// The demo's commands: `--record FILE` keeps the run (piped, its one screen) and
  /// `replay FILE --at N` prints step N's screen as it was recorded.
  @Test func pipedRecordKeepsTheScreenThatReplayPrints() async throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorded = try await ChildProcess.run(
      try Self.executable(), arguments: ["--record", path, "book/2"], input: .pipe(""))
    #expect(recorded.exitCode == 0)
    #expect(recorded.standardOutput.hasPrefix("Emma\n"))
    let replayed = try await ChildProcess.run(
      try Self.executable(), arguments: ["replay", path, "--at", "0"])
    #expect(replayed.exitCode == 0)
    #expect(replayed.standardError == "")
    #expect(replayed.standardOutput == recorded.standardOutput)

    let missing = try await ChildProcess.run(
      try Self.executable(), arguments: ["replay", path, "--at", "1"])
    #expect(missing.exitCode == 64)
    #expect(
      missing.errorLines == [
        "reading-list-example: no step “1”: the recording has steps 0 to 0"
      ])
  }

  /// A run of keys, recorded by the call `main.swift` makes (in a terminal in memory here),
  /// replayed step by step by the command.
  @MainActor @Test func aRunOfKeysReplaysEachStepsScreen() async throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let app = ReadingListApp()
    let size = TerminalSize(columns: 60, rows: 10)
    let terminalApp = app.terminalApp(renderer: PlainTextRenderer())
    app.record(terminalApp, size: size, into: try RecordingFile(path: path))
    let terminal = VirtualTerminal(size: size)
    let host = FullScreenHost(app: terminalApp, terminal: terminal, scheduler: ManualScheduler())
    host.start { _ in }
    terminal.type("j\r")  // ↓, then Enter: Emma's page

    let page = try await ChildProcess.run(
      try Self.executable(), arguments: ["replay", path, "--at", "2"])
    #expect(page.exitCode == 0)
    #expect(
      page.standardOutput == "Emma\nReading list > Emma\n\nAuthor  Jane Austen\nYear    1815\n")
    let list = try await ChildProcess.run(
      try Self.executable(), arguments: ["replay", path, "--at", "1"])
    #expect(list.standardOutput.contains("> 2. Emma, Jane Austen *"))
  }

  @Test func aFileThatIsNotARecordingIsRefused() async throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data("not a step\n".utf8).write(to: URL(fileURLWithPath: path))
    let output = try await ChildProcess.run(
      try Self.executable(), arguments: ["replay", path, "--at", "0"])
    #expect(output.exitCode == 65)
    #expect(output.standardOutput == "")
    #expect(
      output.errorLines.first?.hasPrefix("reading-list-example: \(path): line 1 is not a step: ")
        == true)
    let piped = try await ChildProcess.run(
      try Self.executable(), arguments: ["replay", path], input: .pipe(""))
    #expect(piped.exitCode == 65)
  }
}
