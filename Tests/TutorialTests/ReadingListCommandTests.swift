import Foundation
import TestSupport
import Testing

/// The finished app, run as `swift run reading-list-example` runs it. Piped, with no terminal
/// to take over, it prints its first screen once; like `psg-demo`, it answers `--help`, and a
/// wrong argument (64) or output it cannot write (74) ends it with one line saying why.
@Suite(.tags(.process), .skippedInFastLoop) struct ReadingListCommandTests {
  /// The `reading-list-example` the build put beside the tests (this target depends on it).
  static func executable() throws -> String {
    let folders = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    let found = folders.map { $0.appendingPathComponent("reading-list-example").path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    return try #require(found, "reading-list-example is not beside the tests in \(folders)")
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
        usage: reading-list-example [ROUTE]

        Opens ROUTE first, if given, one of:
          books        the reading list
          book/NUMBER  the book at NUMBER in the list

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
        "reading-list-example: cannot write to standard output: "
          + "The operation could not be completed. There isn’t enough space."
      ])
  }
}
