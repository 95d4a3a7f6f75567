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
  static func firstMismatch(
    of steps: [Step], patience: (Int) -> Double = { _ in 300 }
  ) async throws -> (step: Int, panel: [String])? {
    try await ProcessSlots.shared.withSlot {
      let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
      let demo = try DemoExecutable.path.get()
      var mismatch: (step: Int, panel: [String])?
      do {
        try await tmux.start(
          command: [demo, "--color", "never"], columns: 120, rows: 40, lifetime: 300)
        let started = try await tmux.waitForScreen { $0.contains("Keylor NAVAS") }
        try #require(started.matched, "the list did not show:\n\(started.screen)")
        for (number, step) in steps.enumerated() {
          for key in step.keys { try await tmux.press(key) }
          // A frame may take a moment (Esc waits to be sure it is not a sequence): poll.
          let shown = try await tmux.waitForScreen(seconds: patience(number + 1)) { screen in
            Array(panel(of: screen).prefix(step.frame.count)) == step.frame
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
