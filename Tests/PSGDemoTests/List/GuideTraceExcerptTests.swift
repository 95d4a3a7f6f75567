import TestSupport
import Testing

/// The live search excerpt of Docs/FullScreenApp.md is the real trace of a live search, with the
/// `trace: ` prefix `psg-demo --trace` writes (`PSG_RECORD_TRACES=1` rewrites it when it drifts).
///
/// A terminal cannot type keys into a line-mode run, and a full-screen run's timing is the
/// machine's; the session run in process, with the scheduler moved by hand, gives the same lines
/// every time.
@MainActor
@Suite struct GuideTraceExcerptTests {
  static let command = "keys / m b a, the search delay, Enter, Enter (LiveSearchTraceTests)"

  @Test func fullScreenGuideShowsTheRealTraceOfALiveSearch() async throws {
    let trace = try await LiveSearchTraceTests.liveSearchTrace().map { line in
      line.hasPrefix("(") ? line : "trace: \(line)"
    }
    let problems = try TraceExcerpt.check(
      guide: "Docs/FullScreenApp.md", command: Self.command, trace: trace)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}
