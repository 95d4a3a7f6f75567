import Foundation
import TestSupport
import Testing

/// `--record FILE` and `psg-demo replay FILE`, run as a user runs them: a recording's lines
/// match the published schema, a step replays as its screen, every step's route reopens that
/// screen in a fresh app, and a file that is not a recording is refused in one line.
@Suite(.tags(.process), .skippedInFastLoop) struct RecordingTests {
  /// A fresh file name in the temporary folder; the test removes it.
  static func temporaryFile(_ name: String = "run.jsonl") -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-recording-\(UUID().uuidString)-\(name)").path
  }

  /// The recording the issue asks for: a search, a player, back, the scorers.
  static func record(_ extra: [String] = []) async throws -> (file: String, lines: [String]) {
    let file = temporaryFile()
    let result = try await DemoExecutable.run(
      ["--renderer", "plain", "--record", file] + extra,
      input: .pipe("search mba\nopen 1\nback\nscorers\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    return (file, text.split(separator: "\n").map(String.init))
  }

  @Test func aRecordedRunHasAStepALineThatMatchesTheSchemaAndReplaysAPlayersPage() async throws {
    let (file, lines) = try await Self.record()
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(lines.count == 5)
    let steps = try lines.map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(steps.map { $0["seq"] as? Int } == [0, 1, 2, 3, 4])
    #expect(
      steps.map { $0["command"] as? String } == [nil, "search mba", "open 1", "back", "scorers"])
    #expect(steps[2]["route"] as? String == "players?search=mba/player/id/32")
    let start = try #require(steps[0]["start"] as? [String: Any])
    #expect(start["width"] as? Int == 80)
    #expect(start["language"] as? String == "en")
    // The player's page follows its push, grouped under the command that caused it.
    let events = try #require(steps[2]["events"] as? [[String: Any]])
    #expect(events.contains { $0["text"] as? String == "navigation push Kylian MBAPPÉ" })
    if ScreenSchema.shouldRun {
      #expect(try ScreenSchema.problems(in: lines) == [])
    }

    let replayed = try await DemoExecutable.run(
      ["replay", file, "--at", "2", "--renderer", "plain"])
    #expect(replayed.exitCode == 0)
    #expect(replayed.standardOutput.hasPrefix("Kylian MBAPPÉ\nPlayers > Kylian MBAPPÉ\n"))
  }

  /// A replayed step in a document links to no page of the app: no export wrote one beside it.
  /// The player's photo, outside the app, stays linked; the names stay as text.
  @Test(arguments: [("html", #"href=""#, "Kylian MBAPPÉ"), ("markdown", "](", "Kylian MBAPPÉ")])
  func aReplayedStepInADocumentLinksToNoPageOfTheApp(
    renderer: String, link: String, name: String
  ) async throws {
    let (file, _) = try await Self.record()
    defer { try? FileManager.default.removeItem(atPath: file) }
    for seq in ["1", "2", "4"] {
      let page = try await DemoExecutable.run(["replay", file, "--at", seq, "--renderer", renderer])
      #expect(page.exitCode == 0)
      let links = page.standardOutput.components(separatedBy: link).dropFirst()
      #expect(
        links.allSatisfy { $0.hasPrefix("https://") }, "step \(seq): \(links.map { $0.prefix(40) })"
      )
      #expect(page.standardOutput.contains(name))
    }
    // A live page, by contrast, links its rows to the files an export writes.
    let live = try await DemoExecutable.run(
      ["--renderer", renderer], input: .pipe("search mba\n"))
    #expect(live.standardOutput.contains("player-id-32."))
  }

  /// The rule replay stands on: a step's route, opened at the recording's width, rows and
  /// language, prints the screen `replay --at N` prints.
  @Test(arguments: ["en", "fr"])
  func everyStepsRouteReopensTheScreenReplayPrints(language: String) async throws {
    let (file, lines) = try await Self.record(["--lang", language, "--rows", "7"])
    defer { try? FileManager.default.removeItem(atPath: file) }
    try #require(lines.count == 5)
    for (seq, line) in lines.enumerated() {
      let step = try #require(
        JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let route = try #require(step["route"] as? String)
      let replayed = try await DemoExecutable.run(
        ["replay", file, "--at", String(seq), "--renderer", "plain"])
      let reopened = try await DemoExecutable.run(
        [
          "--open", route, "--renderer", "plain", "--width", "80", "--rows", "7", "--lang",
          language,
        ])
      #expect(replayed.exitCode == 0)
      #expect(reopened.exitCode == 0)
      #expect(
        replayed.standardOutput == reopened.standardOutput, "step \(seq): \(route)")
    }
  }

  /// The same rule over a random walk of 200 commands typed into a script: every step's
  /// route, opened in a fresh process, prints what `replay --at` prints for that step.
  @Test(.tags(.soak)) func everyStepOfARecordedRandomWalkReopens() async throws {
    let words = [
      "next", "prev", "open 1", "open 2", "open 5", "back", "back", "search a", "search mba",
      "clear", "filter", "filter 2", "filter forwards", "1", "3", "scorers", "compare",
      "compare 2", "help", "inspect", "refresh", "goto players?filter=defenders", "",
    ]
    var random = SeededGenerator(seed: 39)
    let walk = (0..<200).map { _ in words.randomElement(using: &random)! }
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let recorded = try await DemoExecutable.run(
      ["--renderer", "plain", "--rows", "6", "--record", file, "--script", "-"],
      input: .pipe(walk.joined(separator: "\n") + "\n"))
    #expect(recorded.exitCode <= 1)
    let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 201)
    var failures: [String] = []
    for (seq, line) in lines.enumerated() {
      let step = try #require(
        JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      guard let route = step["route"] as? String else {
        failures.append("step \(seq) names no route")
        continue
      }
      let replayed = try await DemoExecutable.run(
        ["replay", file, "--at", String(seq), "--renderer", "plain"])
      let reopened = try await DemoExecutable.run(
        ["--open", route, "--renderer", "plain", "--width", "80", "--rows", "6"])
      if replayed.exitCode != 0 || reopened.standardOutput != replayed.standardOutput {
        failures.append("step \(seq) (\(step["command"] as? String ?? "")): \(route)")
      }
    }
    #expect(
      failures.isEmpty, "\(failures.count) steps:\n\(failures.prefix(10).joined(separator: "\n"))")
  }

  @Test func replayStepsThroughARecordingWithWordsNoScreenLists() async throws {
    let (file, _) = try await Self.record()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = try await DemoExecutable.run(
      ["replay", file, "--renderer", "plain"],
      input: .pipe("later\nlater\nnext\nstep 4\nearlier\nfirst\nlast\nstep 9\n"))
    let stepLines = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("step ") }
    #expect(
      stepLines == [
        "step 0 of 4 · start", "step 1 of 4 · search mba", "step 2 of 4 · open 1",
        "step 4 of 4 · scorers", "step 3 of 4 · back", "step 0 of 4 · start",
        "step 4 of 4 · scorers",
      ])
    // `next` pages a list: a replay reads it as no command of its own, and says so.
    #expect(
      result.standardError
        == "psg-demo: unknown replay command “next”: type step N, later, earlier, first, last, "
        + "inspect, resume, quit or help\n"
        + "psg-demo: no step 9: the recording has steps 0 to 4\n")
    #expect(result.exitCode == 1)
  }

  @Test func resumeGoesOnLiveFromTheStepShown() async throws {
    let (file, _) = try await Self.record()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = try await DemoExecutable.run(
      ["replay", file, "--renderer", "plain"], input: .pipe("step 3\nresume\nopen 1\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    // Live from step 3: the list searched for “mba”, where `open 1` opens its one row.
    let live = try #require(
      result.standardOutput.components(separatedBy: "step 3 of 4 · back").last)
    #expect(live.components(separatedBy: "Search: mba").count == 3)
    // A rule sets the live screens apart, the first from the replayed one too.
    let rule = "\n" + String(repeating: "=", count: 80) + "\n\n"
    let screens = live.components(separatedBy: rule)
    #expect(screens.map { $0.contains("Players") } == [true, true, true])
    #expect(Transcript(result.standardOutput).breadcrumbs.last == "Players > Kylian MBAPPÉ")
  }

  @Test func resumeRefusesAnotherFeedInOneLine() async throws {
    let (file, _) = try await Self.record()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = try await DemoExecutable.run(
      ["replay", file, "--renderer", "plain", "--data", Fixtures.hostileFeed],
      input: .pipe("resume\n"))
    #expect(result.exitCode == 1)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix("psg-demo: cannot resume: the feed's digest is fnv1a64:") == true)
  }

  /// A command the replay refused counts at the end, after a resume as without one.
  @Test func aRefusedCommandThenResumeEndsWithOne() async throws {
    let (file, _) = try await Self.record()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = try await DemoExecutable.run(
      ["replay", file, "--renderer", "plain"], input: .pipe("frobnicate\nresume\n"))
    #expect(result.exitCode == 1)
    #expect(result.standardError.hasPrefix("psg-demo: unknown replay command “frobnicate”"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  /// A step edited to name a player the feed does not have: its resume is refused in one
  /// line, and the replay goes on.
  @Test func aResumeWhoseRouteNoLongerOpensIsRefusedAndTheReplayGoesOn() async throws {
    let (file, lines) = try await Self.record()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let edited = lines[2].replacingOccurrences(
      of: "\"route\":\"players?search=mba/player/id/32\"",
      with: "\"route\":\"players?search=mba/player/id/999\"")
    #expect(edited != lines[2])
    try (lines[0..<2] + [edited] + lines[3...]).joined(separator: "\n")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let result = try await DemoExecutable.run(
      ["replay", file, "--renderer", "plain"], input: .pipe("step 2\nresume\nstep 1\n"))
    #expect(result.exitCode == 1)
    let errors = result.standardError.split(separator: "\n")
    #expect(errors.count == 1, "\(result.standardError)")
    #expect(
      errors.first?.hasPrefix("psg-demo: cannot resume: the route of step 2 does not open: ")
        == true, "\(result.standardError)")
    #expect(result.standardOutput.contains("step 1 of 4 · search mba"))
  }

  /// A folder, a FIFO or a device is refused by what it is, before anything is read from
  /// it (a FIFO with no writer would not hold the replay either).
  @Test(arguments: [
    ("/dev/null", "a device"), ("/dev/zero", "a device"), ("folder", "a folder"),
    ("fifo", "a FIFO"),
  ])
  func replayRefusesWhatIsNotAFileByWhatItIs(name: String, kind: String) async throws {
    var path = name
    if !name.hasPrefix("/") {
      path = Self.temporaryFile(name)
      if name == "fifo" {
        try #require(mkfifo(path, 0o600) == 0)
      } else {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      }
    }
    defer { if !name.hasPrefix("/") { try? FileManager.default.removeItem(atPath: path) } }
    let result = try await DemoExecutable.run(["replay", path, "--at", "0"])
    #expect(result.exitCode == 66)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "psg-demo: \(path): \(kind) is not a recording: replay reads its steps from a "
        + "regular file\n")
  }

  @Test(arguments: [
    ("", "holds no step", 65),
    ("{\"kind\":\"screen\"}\n", "line 1 is not a step", 65),
    ("not json\n", "line 1 is not a step", 65),
  ])
  func replayRefusesAFileThatIsNotARecording(content: String, words: String, status: Int32)
    async throws
  {
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    try content.write(toFile: file, atomically: true, encoding: .utf8)
    let result = try await DemoExecutable.run(["replay", file, "--at", "0"])
    #expect(result.exitCode == status)
    #expect(result.standardOutput == "")
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.standardError.contains(words))
  }

  /// A file is checked whole before anything is written: a line cut short in the middle
  /// refuses `--at 0` and an export alike, which then leaves its folder empty; the reason is
  /// in the recording's language.
  @Test func aBadLineAnywhereRefusesTheFileBeforeAnythingIsWritten() async throws {
    let (file, lines) = try await Self.record(["--lang", "fr"])
    defer { try? FileManager.default.removeItem(atPath: file) }
    try (lines[0..<3] + [String(lines[3].prefix(30)), lines[4]]).joined(separator: "\n")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let at = try await DemoExecutable.run(["replay", file, "--at", "0"])
    #expect(at.exitCode == 65)
    #expect(at.standardOutput == "")
    #expect(at.standardError.hasSuffix(": la ligne 4 n’est pas une étape : ce n’est pas du JSON\n"))
    let folder = Self.temporaryFile("site")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let export = try await DemoExecutable.run(["replay", file, "--export", folder])
    #expect(export.exitCode == 65)
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] == [])
  }

  /// What a crash, a kill or a full disk leaves while a step is written: a last line cut
  /// short, without its newline. Every whole step before it opens as it did, after one line
  /// that says so, with status 1; the cut step is no step.
  @Test func aRecordingCutInItsLastLineReplaysEveryWholeStep() async throws {
    let (file, lines) = try await Self.record()
    defer { try? FileManager.default.removeItem(atPath: file) }
    try #require(lines.count == 5)
    let cut = Self.temporaryFile("cut.jsonl")
    defer { try? FileManager.default.removeItem(atPath: cut) }
    let whole = lines.dropLast().map { $0 + "\n" }.joined()
    try (whole + lines[4].prefix(lines[4].count / 2)).write(
      toFile: cut, atomically: true, encoding: .utf8)
    let said =
      "psg-demo: \(cut): line 5, the last, was cut short while it was written; "
      + "steps 0 to 3 are whole and replay\n"
    for seq in 0..<4 {
      let replayed = try await DemoExecutable.run(
        ["replay", cut, "--at", String(seq), "--renderer", "plain"])
      let original = try await DemoExecutable.run(
        ["replay", file, "--at", String(seq), "--renderer", "plain"])
      #expect(replayed.exitCode == 1, "step \(seq)")
      #expect(replayed.standardError == said, "step \(seq)")
      #expect(original.exitCode == 0)
      #expect(replayed.standardOutput == original.standardOutput, "step \(seq)")
    }
    let lost = try await DemoExecutable.run(["replay", cut, "--at", "4"])
    #expect(lost.exitCode == 64)
    #expect(lost.standardError == said + "psg-demo: no step 4: the recording has steps 0 to 3\n")
    // With its newline, the same cut line is a line that is not a step: refused whole.
    try (whole + lines[4].prefix(lines[4].count / 2) + "\n").write(
      toFile: cut, atomically: true, encoding: .utf8)
    let refused = try await DemoExecutable.run(["replay", cut, "--at", "0"])
    #expect(refused.exitCode == 65)
    #expect(refused.standardError == "psg-demo: \(cut): line 5 is not a step: not JSON\n")
  }

  /// A file that cannot grow (a full disk; here the file size limit of `ulimit -f`, which
  /// makes write(2) fail with `EFBIG`): recording stops with one line, the app goes on, and
  /// the file ends with whole lines, every one of which replays.
  @Test func aRecordingThatCannotGrowEndsWithWholeLines() async throws {
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let executable = try DemoExecutable.product(named: "psg-demo").get()
    // 40 blocks: 20 KiB in a shell that counts 512 bytes, 40 KiB in one that counts 1,024;
    // a step of the squad is about 9 KiB, and the run records 7.
    let result = try await ChildProcess.run(
      "/bin/sh",
      arguments: [
        "-c", #"ulimit -f 40 && exec "$0" --renderer plain --record "$1""#, executable, file,
      ],
      input: .pipe("search mba\nopen 1\nback\nscorers\nopen 1\nback\n"))
    #expect(result.exitCode == 0)
    #expect(
      result.standardError
        == "psg-demo: recording into \(file) stopped: cannot write to it: File too large; "
        + "the app goes on\n")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
    #expect(bytes.count <= 40 * 1024)
    #expect(bytes.last == UInt8(ascii: "\n"))
    let lines = bytes.split(separator: UInt8(ascii: "\n"))
    #expect((1..<7).contains(lines.count))
    let last = try await DemoExecutable.run(
      ["replay", file, "--at", String(lines.count - 1), "--renderer", "plain"])
    #expect(last.exitCode == 0)
    #expect(last.standardError == "")
  }

  @Test(arguments: [("abc", 64), ("-1", 64), ("9", 64)])
  func aStepThatIsNotANumberIsAUsageError(at: String, status: Int32) async throws {
    let (file, _) = try await Self.record()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = try await DemoExecutable.run(["replay", file, "--at", at])
    #expect(result.exitCode == status)
    #expect(result.standardOutput == "")
    let expected =
      at == "9"
      ? "psg-demo: no step 9: the recording has steps 0 to 4\n"
      : "psg-demo: --at must be a whole number from 0 to 9999, not “\(at)”"
    #expect(result.standardError.hasPrefix(expected), "\(result.standardError)")
  }

  /// Step 0 says how the screens were drawn; a width, rows or language the app does not draw
  /// at is a file another program made, refused as such.
  @Test func aStartTheAppDoesNotDrawIsRefused() async throws {
    let (file, lines) = try await Self.record()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let edited = lines[0].replacingOccurrences(of: "\"width\":80", with: "\"width\":5")
    #expect(edited != lines[0])
    try ([edited] + lines.dropFirst()).joined(separator: "\n")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let result = try await DemoExecutable.run(["replay", file, "--at", "1"])
    #expect(result.exitCode == 65)
    #expect(
      result.standardError.contains(
        "step 0 asks for 5 columns, 50 rows and the language “en”, which psg-demo does not draw"),
      "\(result.standardError)")
  }

  /// A refused command is a step whose screen did not change: its step line says why.
  @Test func aRefusedStepSaysWhyInTheReplay() async throws {
    let file = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let run = try await DemoExecutable.run(
      ["--renderer", "plain", "--record", file], input: .pipe("frobnicate\n"))
    #expect(run.exitCode == 1)
    let replay = try await DemoExecutable.run(
      ["replay", file, "--renderer", "plain"], input: .pipe("later\n"))
    #expect(replay.standardOutput.contains("step 1 of 1 · frobnicate\nrefused: "))
  }

  @Test func aRecordingThatCannotBeCreatedIsRefusedBeforeTheAppStarts() async throws {
    let result = try await DemoExecutable.run(
      ["--renderer", "plain", "--record", "/nonexistent-folder/run.jsonl"], input: .pipe("quit\n"))
    #expect(result.exitCode == 73)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "psg-demo: /nonexistent-folder/run.jsonl: cannot open the recording: "
        + "No such file or directory\n")
  }
}
