import Foundation
import TestSupport
import Testing

/// `psg-bench --quick`: the benchmark runs, and its JSON and chart have the promised shape.
/// Nothing here reads a time: figures come from release runs, never from tests.
@Suite(.tags(.process, .bench), .skippedInFastLoop) struct BenchSmokeTests {
  /// `psg-bench`, built beside `psg-demo` since the test target depends on both.
  static func benchPath() throws -> String {
    URL(fileURLWithPath: try DemoExecutable.path.get()).deletingLastPathComponent()
      .appendingPathComponent("psg-bench").path
  }

  @Test func quickRunWritesTheTableTheJSONAndTheChart() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("bench.json")
    let svg = folder.appendingPathComponent("search.svg")
    // A hang guard only: a debug build on a busy machine takes a few seconds.
    let result = try await ChildProcess.run(
      try Self.benchPath(), arguments: ["--quick", "--json", json.path, "--svg", svg.path],
      timeout: 300)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("| Dynamic update, 1 listener |"))
    #expect(result.standardOutput.contains("| search, byte scan, 10,000 players |"))
    #expect(result.standardOutput.contains("| keystroke to frame, 35 players |"))
    #expect(result.standardOutput.contains("| html, a name of 16,000 controls |"))
    // psg-demo is built beside psg-bench: the requests are timed against line mode.
    #expect(result.standardOutput.contains("| a request over --rpc / a command in line mode |"))

    let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: json))
    let report = try #require(object as? [String: Any])
    let ratios = try #require(report["ratios"] as? [String: Any])
    #expect(
      Set(ratios.keys).isSuperset(of: [
        "dynamic_1_listener_ratio", "dynamic_10_listeners_ratio", "dynamic_vs_tutorial_box_ratio",
        "search_35_ratio", "search_10000_ratio", "extend_10000_ratio", "render_10000_ratio",
        "keystroke_35_ratio", "keystroke_10000_ratio", "control_name_plain_ratio",
        "control_name_ansi_ratio", "control_name_markdown_ratio", "control_name_html_ratio",
        "control_name_json_ratio", "rpc_request_ratio",
      ]))
    #expect(ratios.keys.allSatisfy { $0.hasSuffix("ratio") })
    let cases = try #require(report["cases"] as? [String: [String: Any]])
    #expect(
      Set(cases.keys).isSuperset(of: [
        "keystroke_search_35", "keystroke_frame_35", "keystroke_search_10000",
        "keystroke_frame_10000",
      ]))
    for (key, values) in cases {
      let minimum = try #require(values["min_ns"] as? Double, "\(key)")
      let median = try #require(values["median_ns"] as? Double, "\(key)")
      let maximum = try #require(values["max_ns"] as? Double, "\(key)")
      #expect(0 < minimum && minimum <= median && median <= maximum, "\(key)")
    }
    #expect(report["quick"] as? Bool == true)

    let chart = try String(contentsOf: svg, encoding: .utf8)
    #expect(chart.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(chart.components(separatedBy: "<polyline").count == 3)  // view model, byte scan
  }

  @Test func anUnknownArgumentIsAUsageError() async throws {
    let result = try await ChildProcess.run(
      try Self.benchPath(), arguments: ["--fast"], timeout: 60)
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("usage: psg-bench"))
  }
}
