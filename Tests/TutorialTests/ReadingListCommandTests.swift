import Foundation
import TestSupport
import Testing

/// The finished app, run as `swift run reading-list` runs it. Piped, with no terminal to take
/// over, it prints its first screen once; a route it cannot open is an error.
@Suite struct ReadingListCommandTests {
  /// The `reading-list` the build put beside the tests (this target depends on it).
  static func executable() throws -> String {
    let folders = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    let found = folders.map { $0.appendingPathComponent("reading-list").path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    return try #require(found, "reading-list is not beside the tests in \(folders)")
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
    #expect(wrong.exitCode == 2)
    #expect(
      wrong.standardError
        == "reading-list: invalid route “book/7”: the list has 2 books (accepted: books, book/NUMBER)\n"
    )
  }
}
