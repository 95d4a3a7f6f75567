import Foundation
import Rendering
import TestSupport
import Testing

/// The shared test support: escapes, diffs, tools, commands, XML and golden files.
@Suite struct TestSupportTests {
  /// Twelve holders contend for two slots: never more than two hold one at once, a holder's
  /// own launches take none (no wait on itself), and every holder gets its turn.
  @Test func processSlotsLetTwoHoldersInAtOnce() async {
    let slots = ProcessSlots(count: 2)
    let counter = HolderCount()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<12 {
        group.addTask {
          await slots.withSlot {
            await counter.enter()
            // A launch inside a holder: runs at once, with no second slot.
            await slots.withSlot { await Task.yield() }
            for _ in 0..<5 { await Task.yield() }
            await counter.leave()
          }
        }
      }
    }
    #expect(await counter.most <= 2)
    #expect(await counter.entered == 12)
  }

  @Test func visibleEscapesSpellOutControls() {
    #expect(
      "\u{1B}[1mA\u{1B}[0m\t\u{9B}\u{202E}\\".visibleEscapes == #"\e[1mA\e[0m\t\u{9B}\u{202E}\\"#)
  }

  @Test func removingSGRKeepsOtherEscapes() {
    #expect("\u{1B}[1;38;5;196mMESSI\u{1B}[0m\u{1B}[2J".removingSGR == "MESSI\u{1B}[2J")
  }

  @Test func controlSequencesListsEscapesAndControls() {
    let text = "\u{1B}[1mA\u{1B}]52;c;eA==\u{7}B\u{9B}\tC\u{202E}\n"
    #expect(
      text.controlSequences == [#"\e[1m"#, #"\e]52;c;eA==\u{7}"#, #"\u{9B}"#, #"\t"#, #"\u{202E}"#])
  }

  @Test func lineDiffShowsChangesWithEscapesVisible() {
    let diff = LineDiff(expected: "a\nb\nc\n", actual: "a\n\u{1B}[1mb\nc\n")
    #expect(!diff.isEmpty)
    #expect(
      diff.description == #"""
          a
        - b
        + \e[1mb
          c
          
        """#)
    #expect(LineDiff(expected: "same\n", actual: "same\n").isEmpty)
  }

  @Test func lineDiffListsRemovedAddedAndCommonLinesInOrder() {
    let diff = LineDiff(expected: "7\n10\n30\n", actual: "7\n30\n44\n")
    #expect(
      diff.lines == [.common("7"), .removed("10"), .common("30"), .added("44"), .common("")])
  }

  @Test func lineDiffElidesCommonLinesFarFromAChange() {
    let expected = (1...12).map(String.init).joined(separator: "\n")
    let actual = expected.replacingOccurrences(of: "\n6\n", with: "\nsix\n")
    #expect(
      LineDiff(expected: expected, actual: actual).description == """
          …
          4
          5
        - 6
        + six
          7
          8
          …
        """)
  }

  @Test func ciIsTrueOrOne() {
    #expect(TestEnvironment.isCI(environment: ["CI": "true"]))
    #expect(TestEnvironment.isCI(environment: ["CI": "1"]))
    #expect(!TestEnvironment.isCI(environment: ["CI": "false"]))
    #expect(!TestEnvironment.isCI(environment: [:]))
  }

  @Test func theFastLoopIsAskedForOutsideCIOnly() {
    #expect(TestEnvironment.isFastLoop(environment: ["PSG_FAST": "1"]))
    #expect(!TestEnvironment.isFastLoop(environment: ["PSG_FAST": "0"]))
    #expect(!TestEnvironment.isFastLoop(environment: [:]))
    #expect(!TestEnvironment.isFastLoop(environment: ["PSG_FAST": "1", "CI": "true"]))
  }

  @Test func executablesAreFoundOnThePath() {
    #expect(TestEnvironment.executable(named: "sh", searchPath: "/nonexistent:/bin") == "/bin/sh")
    #expect(TestEnvironment.executable(named: "no-such-tool-here", searchPath: "/bin") == nil)
  }

  @Test func childProcessFeedsInputAndCollectsOutput() async throws {
    let shell = try #require(TestEnvironment.executable(named: "sh"))
    let arguments = ["-c", "tr a-z A-Z; echo oops >&2; exit 3"]
    let expected = ProcessOutput(
      standardOutput: "PSG", standardError: "oops\n", exitCode: 3, timedOut: false)
    #expect(
      try ChildProcess.runBlocking(shell, arguments: arguments, input: .pipe("psg")) == expected)
    #expect(
      try await ChildProcess.run(shell, arguments: arguments, input: .pipe("psg")) == expected)
  }

  @Test func childProcessStopsAtTheTimeout() async throws {
    // Killed by SIGKILL and marked timed out proves the timeout fired: a child left to run
    // would end on its own with status 0. No elapsed time is checked, which load could break.
    let shell = try #require(TestEnvironment.executable(named: "sh"))
    let blocking = try ChildProcess.runBlocking(
      shell, arguments: ["-c", "exec sleep 60"], timeout: 0.2)
    let waited = try await ChildProcess.run(
      shell, arguments: ["-c", "exec sleep 60"], timeout: 0.2)
    #expect(blocking.timedOut && waited.timedOut)
    #expect(blocking.exitCode == SIGKILL && waited.exitCode == SIGKILL)
  }

  @Test func markupNodesAnswerQueries() throws {
    let root = try MarkupNode.parse(
      xml: #"<t><r a="1"><c>x</c><c>y</c></r>\#n  <r><c>z</c></r></t>"#)
    #expect(root.all(named: "r").count == 2)
    #expect(root.all(named: "c").map(\.allText) == ["x", "y", "z"])
    #expect(root.children(named: "r").first?.attributes == ["a": "1"])
    #expect(root.allText == "xyz")
    #expect(throws: MarkupNode.ParseError.self) { try MarkupNode.parse(xml: "<open>") }
  }

  @Test func goldenFilesMatchRecordAndReportDifferences() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = GoldenFile.path(
      "screen.txt", besides: folder.appendingPathComponent("Test.swift").path)
    #expect(golden.path.hasSuffix("/Goldens/screen.txt"))
    #expect(golden.mismatch("one\n", recording: false)?.hasPrefix("missing golden file") == true)
    #expect(golden.mismatch("one\n", recording: true) == nil)
    #expect(golden.mismatch("one\n", recording: false) == nil)
    let message = try #require(golden.mismatch("\u{1B}[1mone\n", recording: false))
    #expect(message.contains(#"+ \e[1mone"#))
    #expect(message.contains("- one"))
  }
}

/// How many holders are in at once, and the most there ever were.
private actor HolderCount {
  var current = 0
  var most = 0
  var entered = 0

  func enter() {
    current += 1
    entered += 1
    most = max(most, current)
  }

  func leave() { current -= 1 }
}
