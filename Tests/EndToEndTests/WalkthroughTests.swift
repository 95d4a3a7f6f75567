import Foundation
import TestSupport
import Testing

/// `Docs/WatchMVVMCRun.md` played in a real terminal of 120 × 40 (a private tmux server): each
/// step's keys are pressed, and the inspector's panel must begin with the step's frame, line
/// for line, so the walkthrough never drifts from the app.
@Suite(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
struct WalkthroughTests {
  /// One step of the walkthrough: the keys to press, by their tmux names, and the frame.
  struct Step: Equatable {
    var keys: [String]
    var frame: [String]
  }

  static let guide = "Docs/WatchMVVMCRun.md"

  /// The steps of `markdown`: each `<!-- walkthrough keys: … -->` marker and the text block
  /// under it.
  static func steps(in markdown: String) -> [Step] {
    let lines = markdown.components(separatedBy: "\n")
    var steps: [Step] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      let marker = "<!-- walkthrough keys: "
      guard line.hasPrefix(marker), line.hasSuffix(" -->") else { continue }
      let keys = line.dropFirst(marker.count).dropLast(4).split(separator: " ").map(String.init)
      guard index < lines.count, lines[index] == "```text" else { continue }
      let frame = lines[(index + 1)...].prefix { $0 != "```" }
      steps.append(Step(keys: keys, frame: Array(frame)))
      index += frame.count + 2
    }
    return steps
  }

  /// The panel's lines, right of the rule, without the spaces that pad them.
  static func panel(of screen: String) -> [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      line.firstIndex(of: "│").map {
        var text = String(line[line.index(after: $0)...])
        while text.last == " " { text.removeLast() }
        return text
      }
    }
  }

  /// Plays `steps` in a fresh demo; returns the first step whose frame did not show, with
  /// the panel shown instead, or `nil` when every frame showed. A frame has `patience(step)`
  /// seconds to show, from 1 (a guard against a hang, wide enough for a busy machine).
  ///
  /// With `recording`, the demo records the run into that file (`--record`), and a frame's
  /// events are not compared: a recorded run loads the feed before it starts, to name it by
  /// its digest, so its panel lists and numbers the events of that load too.
  static func firstMismatch(
    of steps: [Step], recording: String? = nil, patience: (Int) -> Double = { _ in 300 }
  ) async throws -> (step: Int, panel: [String])? {
    try await ProcessSlots.shared.withSlot {
      let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
      let demo = try DemoExecutable.path.get()
      var mismatch: (step: Int, panel: [String])?
      do {
        try await tmux.start(
          command: [demo, "--color", "never"] + (recording.map { ["--record", $0] } ?? []),
          columns: 120, rows: 40, lifetime: 300)
        let started = try await tmux.waitForScreen { $0.contains("Keylor NAVAS") }
        try #require(started.matched, "the list did not show:\n\(started.screen)")
        for (number, step) in steps.enumerated() {
          for key in step.keys { try await tmux.press(key) }
          // A frame may take a moment (Esc waits to be sure it is not a sequence): poll.
          let frame = recording == nil ? step.frame : step.frame.prefix { $0 != "  Events" }
          let shown = try await tmux.waitForScreen(seconds: patience(number + 1)) { screen in
            panel(of: screen).prefix(frame.count).elementsEqual(frame)
          }
          if !shown.matched {
            mismatch = (number + 1, panel(of: shown.screen))
            break
          }
        }
      } catch {
        await tmux.stop()
        throw error
      }
      await tmux.stop()
      return mismatch
    }
  }

  @Test func everyFrameOfTheWalkthroughShows() async throws {
    let markdown = try String(
      contentsOf: FixtureFiles.packageRoot.appendingPathComponent(Self.guide), encoding: .utf8)
    let steps = Self.steps(in: markdown)
    #expect(steps.count >= 8, "the walkthrough's steps were not read")
    #expect(steps.allSatisfy { !$0.keys.isEmpty && $0.frame.count > 5 })
    if let mismatch = try await Self.firstMismatch(of: steps) {
      let expected = steps[mismatch.step - 1].frame
      Issue.record(
        """
        step \(mismatch.step) of \(Self.guide) did not show its frame; expected:
        \(expected.joined(separator: "\n"))
        shown:
        \(mismatch.panel.joined(separator: "\n"))
        """)
    }
  }

  /// The lines of the section `heading` of a frame, without their indent: from the line after
  /// the heading to the next heading.
  static func section(_ heading: String, of frame: [String]) -> [String] {
    guard let start = frame.firstIndex(where: { $0 == "  " + heading }) else { return [] }
    return frame[(start + 1)...].prefix { $0.hasPrefix("    ") }.map { String($0.dropFirst(4)) }
  }

  /// The newest group's cause in a frame's events, with its number: `(8, "key ↓")`; `nil`
  /// before the first key.
  static func newestCause(in frame: [String]) -> (number: Int, cause: String)? {
    for line in section("Events", of: frame) where line.hasPrefix("#") && !line.hasPrefix(" ") {
      let parts = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
      guard parts.count == 2, let number = Int(parts[0]) else { continue }
      // A group's cause is a key or a command; an event before any key is not one.
      guard parts[1].hasPrefix("key ") else { return nil }
      return (number, parts[1])
    }
    return nil
  }

  /// Whether the frame's `line` shows `full`: the same, or cut with `…` by the panel's width.
  static func shows(_ line: String, _ full: String) -> Bool {
    line == full || (line.hasSuffix("…") && full.hasPrefix(line.dropLast()))
  }

  /// The guide's run is a recording: played with `--record`, every key pressed is a step, the
  /// groups the frames show are headed by the recorded commands, each frame's coordinators and
  /// stack are its step's, and `replay --at N` of that step prints the screen whose title
  /// heads the frame. So the guide, its frames and the replay cannot drift apart.
  @Test func theWalkthroughIsARecordingReplayShows() async throws {
    let markdown = try String(
      contentsOf: FixtureFiles.packageRoot.appendingPathComponent(Self.guide), encoding: .utf8)
    let steps = Self.steps(in: markdown)
    try #require(steps.count >= 8)
    let recording = RecordingTests.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: recording) }
    let mismatch = try await Self.firstMismatch(of: steps, recording: recording)
    try #require(mismatch == nil, "step \(mismatch?.step ?? 0) did not show its frame")
    let recorded = try String(contentsOfFile: recording, encoding: .utf8)
      .split(separator: "\n").map { line in
        try #require(
          JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      }

    // Every key pressed is a step, so a frame shows the step of the keys pressed up to it.
    var stepOfFrame: [Int] = []
    for step in steps { stepOfFrame.append((stepOfFrame.last ?? 0) + step.keys.count) }
    let commands = recorded.map { $0["command"] as? String }
    #expect(commands.count == (stepOfFrame.last ?? 0) + 1)
    #expect(commands.first == .some(nil))
    // The groups the frames show are headed by recorded commands, in the same order.
    var causes: [(number: Int, cause: String)] = []
    for step in steps {
      if let newest = Self.newestCause(in: step.frame), newest.number != causes.last?.number {
        causes.append(newest)
      }
    }
    #expect(causes.count >= 4, "\(causes)")
    var unmatched = causes.map(\.cause)[...]
    for command in commands where command == unmatched.first { unmatched.removeFirst() }
    #expect(unmatched.isEmpty, "\(causes) are not in \(commands) in order")

    // The legend's frame shows no inspection: it is left out.
    let inspections = steps.indices.filter { steps[$0].frame.first == "Inspector" }
    #expect(inspections.count >= steps.count - 1)
    for index in inspections {
      let step = steps[index]
      let seq = stepOfFrame[index]
      try #require(seq < recorded.count)
      let line = recorded[seq]
      let coordinators = try #require(line["coordinators"] as? [[String: Any]]).map { entry in
        let depth = entry["depth"] as? Int ?? 0
        let branch = depth == 0 ? "" : String(repeating: "· ", count: depth - 1) + "└ "
        let scenes = entry["scenes"] as? [String] ?? []
        return branch + (entry["name"] as? String ?? "")
          + (scenes.isEmpty ? "" : ": " + scenes.joined(separator: ", "))
      }
      let stack = try #require(line["stack"] as? [[String: Any]]).enumerated().map {
        position, entry in
        let modal = entry["isModal"] as? Bool ?? false
        return (modal ? "modal" : String(position + 1)) + "  " + (entry["title"] as? String ?? "")
          + ((entry["route"] as? String).map { " · " + $0 } ?? "")
      }
      for (heading, lines) in [("Coordinators", coordinators), ("Stack", stack)] {
        let shown = Self.section(heading, of: step.frame)
        #expect(
          shown.count == lines.count && zip(shown, lines).allSatisfy(Self.shows),
          "frame \(index + 1), step \(seq), \(heading): \(shown) is not \(lines)")
      }
      let replayed = try await DemoExecutable.run(
        ["replay", recording, "--at", String(seq), "--renderer", "plain"])
      #expect(replayed.exitCode == 0)
      let title = replayed.standardOutput.prefix { $0 != "\n" }
      #expect(
        step.frame.count > 2 && step.frame[2] == "  " + title,
        "frame \(index + 1): replay --at \(seq) shows “\(title)”")
    }
  }

  @Test func aChangedFrameIsCaught() async throws {
    let markdown = try String(
      contentsOf: FixtureFiles.packageRoot.appendingPathComponent(Self.guide), encoding: .utf8)
    var steps = Array(Self.steps(in: markdown).prefix(4))
    try #require(steps.count == 4)
    // The back step names the wrong coordinator as freed: the walk must stop there.
    steps[3].frame = steps[3].frame.map {
      $0.replacingOccurrences(of: "freed PlayerDetailCoordinator", with: "freed AppCoordinator")
    }
    #expect(steps[3].frame.contains { $0.contains("freed AppCoordinator") })
    // The steps before it have all the time a busy machine needs; the changed one can never
    // show, so it waits less.
    let mismatch = try await Self.firstMismatch(of: steps) { $0 == 4 ? 15 : 300 }
    #expect(mismatch?.step == 4)
  }
}
