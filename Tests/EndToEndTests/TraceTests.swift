import Foundation
import Rendering
import TestSupport
import Testing

/// `--trace`: navigation, coordinator and binding events on stderr, never on stdout.
@Suite(.tags(.process), .skippedInFastLoop) struct TraceTests {
  @Test func traceFollowsTheFilterFlowInOrder() async throws {
    let script = "filter goalkeepers\n"
    let result = try await DemoExecutable.run(["--trace"], input: .pipe(script))
    #expect(result.exitCode == 0)
    let lines = result.errorLines
    #expect(lines.allSatisfy { $0.hasPrefix("trace: ") }, "\(lines)")
    let expected = [
      "trace: navigation push Players",
      "trace: coordinator AppCoordinator started PickerCoordinator<PlayerFilter>",
      "trace: coordinator PickerCoordinator<PlayerFilter> finished(goalkeepers)",
      "trace: coordinator AppCoordinator removed PickerCoordinator<PlayerFilter>",
      "trace: binding PlayerListViewModel.filter ",
    ]
    // Each expected line starts some line of the trace, after the previous one.
    var position = lines.startIndex
    for prefix in expected {
      guard let found = lines[position...].firstIndex(where: { $0.hasPrefix(prefix) }) else {
        Issue.record("“\(prefix)” is missing after line \(position) of the trace:\n\(lines)")
        return
      }
      position = found + 1
    }
    #expect(lines.contains("trace: binding PlayerListViewModel.filter = goalkeepers (1 listener)"))
    // The transcript is the same as without tracing.
    let quiet = try await DemoExecutable.run([], input: .pipe(script))
    #expect(result.standardOutput == quiet.standardOutput)
  }

  @Test func traceOfAHostileFeedHasNoControlCharacters() async throws {
    let result = try await DemoExecutable.run(
      ["--trace", "--data", Fixtures.hostileFeed], input: .pipe("search e\nopen 1\nback\n"))
    #expect(result.exitCode == 0)
    #expect(result.errorLines.count > 5)
    #expect(result.errorLines.allSatisfy { $0.hasPrefix("trace: ") })
    #expect(result.standardError.controlSequences == [])
    #expect(result.standardOutput.controlSequences == [])
  }

  @Test func traceFileReceivesTheTraceAndIsAppendedTo() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("earlier run\n".utf8).write(to: file)
    let result = try await DemoExecutable.run(
      ["--trace-file", file.path], input: .pipe("filter goalkeepers\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let lines = try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "earlier run")
    #expect(lines.contains("trace: navigation push Players"))
    #expect(lines.contains("trace: binding PlayerListViewModel.filter = goalkeepers (1 listener)"))
    #expect(lines.last == "")
    // The transcript is the same as without tracing.
    let quiet = try await DemoExecutable.run([], input: .pipe("filter goalkeepers\n"))
    #expect(result.standardOutput == quiet.standardOutput)
  }
}
