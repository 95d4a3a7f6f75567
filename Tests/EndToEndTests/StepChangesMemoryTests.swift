import Foundation
import TestSupport
import Testing

/// The panel's "changed at this step" on the largest feed the loader reads (16 MiB), for
/// 1,000 seeded random keys in a real terminal of 120 × 40, recorded with `--record`: it costs
/// no more memory than the same keys with the panel showing the boxes now, give or take 2 MiB. A step's
/// changes are read off its events, so they cost what the events do, whatever the feed holds.
///
/// This debug build holds more than the release build for the same run (some 73 MiB for the
/// feed's load alone, against 60 MiB), so the 64 MiB bound itself is measured on the release
/// build by `Docs/Scripts/memory-corpus.py` (`--only "changes shown"`, LimitsAndFailure.md).
@Suite(
  .tags(.process), .skippedInFastLoop, .enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
struct StepChangesMemoryTests {
  /// The keys the walk presses, by their tmux names: moves, pages, searches, flows and their
  /// ends, but not `q`, Ctrl-C or Ctrl-Z (which would end it), nor `i` and `Tab` (which would
  /// close the panel or take its focus).
  static let keys = [
    "Up", "Down", "Down", "PageUp", "PageDown", "Home", "End", "Enter", "Escape", "Left",
    "Right", "/", "m", "b", "a", "BSpace", "f", "s", "c", "t", "p", "y", "n", "r", "1",
  ]

  /// A feed of players up to the loader's 16 MiB, in a temporary file.
  static func largestFeed() throws -> URL {
    let limit = 16 << 20
    var players: [String] = []
    var bytes = 20
    var id = 1
    while true {
      let player = FeedText.player(["id": String(id), "name": "\"Player \(id) MBAPPÉ\""])
      guard bytes + player.utf8.count + 1 < limit else { break }
      players.append(player)
      bytes += player.utf8.count + 1
      id += 1
    }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("largest-\(UUID().uuidString).json")
    try Data(#"{"players":["#.utf8).write(to: file)
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data((players.joined(separator: ",") + "]}").utf8))
    try handle.close()
    return file
  }

  @Test func aThousandRandomKeysWithTheChangesShownCostNoMoreMemory() async throws {
    let feed = try Self.largestFeed()
    defer { try? FileManager.default.removeItem(at: feed) }
    let size = try FileManager.default.attributesOfItem(atPath: feed.path)[.size] as? Int ?? 0
    #expect(size > 15 << 20, "the feed is \(size) bytes")
    let boxes = try await Self.peak(feed: feed, showingChanges: false)
    let shown = try await Self.peak(feed: feed, showingChanges: true)
    #expect(
      shown.bytes <= boxes.bytes + 2 << 20,
      "\(shown.bytes >> 20) MiB with the changes shown, \(boxes.bytes >> 20) MiB with the boxes")
    #expect(shown.steps.count > 100, "\(shown.steps.count) steps recorded")
    #expect(shown.steps.dropFirst().contains { $0.contains(#""changes":{"boxes":[{"#) })
  }

  /// The peak resident memory of the demo on `feed` for the walk's keys, recorded, with the
  /// panel showing what each step changed or the boxes now, and the steps recorded.
  static func peak(feed: URL, showingChanges: Bool) async throws -> (
    bytes: Int, steps: [Substring]
  ) {
    let recording = RecordingTests.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: recording) }
    var peak = 0
    try await TmuxServer.withTerminal(
      [
        try DemoExecutable.path.get(), "--color", "never", "--data", feed.path, "--record",
        recording,
      ],
      columns: 120, rows: 40, showing: "Player 1 MBAPPÉ"
    ) { tmux in
      // The panel, its focus, "changed at this step" or not, and the keys back to the scene.
      for key in ["i", "Tab"] + (showingChanges ? ["d"] : []) + ["Tab"] {
        try await tmux.press(key)
      }
      let heading = showingChanges ? "Changed at this step" : "Boxes of Players"
      let shown = try await tmux.waitForScreen { $0.contains(heading) }
      try #require(shown.matched, "\(heading) did not show:\n\(shown.screen)")
      var random = SeededGenerator(seed: 1_000)
      for _ in 0..<20 {
        let batch = (0..<50).map { _ in random.pick(Self.keys) }
        try await tmux.tmux(["send-keys"] + batch)
      }
      let pid = try await Self.demoProcess(in: tmux)
      // The keys are handled once the recording stops growing; each step is one write.
      var lastSize = -1
      while let size = Self.fileSize(recording), size != lastSize {
        lastSize = size
        try await Task.sleep(for: .seconds(2))
      }
      peak = try #require(Self.residentPeak(of: pid), "no peak memory in /proc")
    }
    let steps = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
    return (peak, steps)
  }

  /// The demo's process: the child of the `timeout` the pane runs.
  static func demoProcess(in tmux: TmuxServer) async throws -> Int {
    let panes = try await tmux.tmux(["list-panes", "-a", "-F", "#{pane_pid}"])
    let pane = try #require(
      Int(panes.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
    let children = try? String(
      contentsOfFile: "/proc/\(pane)/task/\(pane)/children", encoding: .utf8)
    return children.flatMap { Int($0.split(separator: " ").first ?? "") } ?? pane
  }

  /// The most memory `pid` has held resident (`VmHWM`), in bytes.
  static func residentPeak(of pid: Int) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kibibytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kibibytes << 10
  }

  static func fileSize(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
  }
}
