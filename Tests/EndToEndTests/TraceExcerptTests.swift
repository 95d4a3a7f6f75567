import Foundation
import TestSupport
import Testing

/// The README's trace excerpt is lines of a real `psg-demo --trace` run, in the run's order
/// (`PSG_RECORD_TRACES=1` rewrites it when it drifts).
@Suite(.tags(.process), .skippedInFastLoop) struct TraceExcerptTests {
  static let command = #"echo "filter goalkeepers" | psg-demo --trace"#

  static func filterTrace() async throws -> [String] {
    let result = try await DemoExecutable.run(["--trace"], input: .pipe("filter goalkeepers\n"))
    #expect(result.exitCode == 0)
    return result.errorLines
  }

  @Test func readmeShowsTheRealTraceOfTheFilterFlow() async throws {
    let problems = try TraceExcerpt.check(
      guide: "README.md", command: Self.command, trace: try await Self.filterTrace())
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func aWrongOrMisplacedLineFails() async throws {
    let readme = try String(
      contentsOf: FixtureFiles.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let excerpt = try #require(TraceExcerpt.all(in: readme).first { $0.command == Self.command })
    let trace = try await Self.filterTrace()
    #expect(excerpt.problems(comparedWith: trace).isEmpty)
    // The excerpt has lines left out: without the `…` its parts are not consecutive.
    #expect(excerpt.lines.contains(TraceExcerpt.elision))

    var wrong = excerpt
    let index = try #require(wrong.lines.firstIndex { $0.contains("finished(goalkeepers)") })
    wrong.lines[index] = "trace: coordinator PickerCoordinator<PlayerFilter> finished(defenders)"
    #expect(wrong.problems(comparedWith: trace).count == 1)

    var unelided = excerpt
    unelided.lines.removeAll { $0 == TraceExcerpt.elision }
    #expect(unelided.problems(comparedWith: trace).count == 1)

    var reordered = excerpt
    reordered.lines.swapAt(index, index + 1)
    #expect(reordered.problems(comparedWith: trace).count == 1)
  }

  @Test func aRecordedExcerptIsTheWholeTraceUnderItsCommandLine() async throws {
    let markdown = """
      Text.

      <!-- trace: \(Self.command) -->
      ```console
      $ echo "filter goalkeepers" | swift run psg-demo --trace > /dev/null
      trace: navigation push Nowhere
      ```
      <!-- /trace -->
      """
    let trace = try await Self.filterTrace()
    let excerpt = try #require(TraceExcerpt.all(in: markdown).first)
    #expect(excerpt.lines == ["trace: navigation push Nowhere"])
    #expect(excerpt.problems(comparedWith: trace).count == 1)

    let recorded = excerpt.recorded(trace, in: markdown)
    let rerecorded = try #require(TraceExcerpt.all(in: recorded).first)
    #expect(rerecorded.lines == trace)
    #expect(rerecorded.problems(comparedWith: trace).isEmpty)
    #expect(recorded.contains("\n$ echo \"filter goalkeepers\" | swift run psg-demo --trace"))
    #expect(recorded.hasSuffix("```\n<!-- /trace -->"))
  }
}
