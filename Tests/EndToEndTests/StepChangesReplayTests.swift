import Foundation
import TestSupport
import Testing

/// What a step changed, as a recording keeps it and a replay shows it: the recording's lines
/// carry it and match the schema, `inspect` in a line-mode replay lists each box old → new,
/// and a walkthrough's page shows it, in the recording's language.
@Suite(.tags(.process), .skippedInFastLoop) struct StepChangesReplayTests {
  static let run = "search mba\nopen 1\nback\nfilter goalkeepers\n"

  @Test func theRecordingCarriesTheChangesAndMatchesTheSchema() async throws {
    let file = RecordingTests.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let recorded = try await DemoExecutable.run(
      ["--renderer", "plain", "--record", file], input: .pipe(Self.run))
    try #require(recorded.exitCode == 0, "\(recorded.standardError)")
    let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
      .map(String.init)
    try #require(lines.count == 5)
    let step = try #require(
      JSONSerialization.jsonObject(with: Data(lines[4].utf8)) as? [String: Any])
    let changes = try #require(step["changes"] as? [String: Any])
    let boxes = try #require(changes["boxes"] as? [[String: Any]])
    let filter = try #require(boxes.first { $0["box"] as? String == "PlayerListViewModel.filter" })
    #expect(filter["old"] as? String == "none")
    #expect(filter["new"] as? String == "goalkeepers")
    #expect(filter["listeners"] as? [String] == ["PlayerListScene"])
    let ended = try #require(changes["ended"] as? [[String: String]])
    #expect(
      ended == [
        ["coordinator": "PickerCoordinator<PlayerFilter>", "outcome": "finished(goalkeepers)"]
      ])
    if ScreenSchema.shouldRun {
      #expect(try ScreenSchema.problems(in: lines, as: "stepLine") == [])
      // A change the schema does not know is caught.
      let broken = lines[4].replacingOccurrences(of: #""old":"none""#, with: #""old":1"#)
      #expect(broken != lines[4])
      #expect(try ScreenSchema.problems(in: [broken], as: "stepLine").count == 1)
    }
  }

  @Test(arguments: [
    (
      "en", "step 4\ninspect\n",
      [
        "  Changed at this step · #4 filter goalkeepers",
        "    PlayerListViewModel.filter → PlayerListScene", "      - none", "      + goalkeepers",
        "    PickerCoordinator<PlayerFilter> finished(goalkeepers)",
        "    freed PickerViewModel<PlayerFilter>",
      ]
    ),
    (
      "fr", "étape 4\ninspecter\n",
      [
        "  Changements de cette étape · #4 filtrer gardiens",
        "    PlayerListViewModel.filter → PlayerListScene", "      - aucun", "      + gardiens",
        "    PickerCoordinator<PlayerFilter> terminé(gardiens)",
        "    libéré PickerViewModel<PlayerFilter>",
      ]
    ),
  ])
  func inspectInALineReplayShowsEachBoxOldAndNew(
    language: String, commands: String, shown: [String]
  ) async throws {
    let file = RecordingTests.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let commandsRun =
      language == "fr" ? "chercher mba\nouvrir 1\nretour\nfiltrer gardiens\n" : Self.run
    let recorded = try await DemoExecutable.run(
      ["--renderer", "plain", "--lang", language, "--record", file], input: .pipe(commandsRun))
    try #require(recorded.exitCode == 0, "\(recorded.standardError)")
    let replayed = try await DemoExecutable.run(
      ["replay", file, "--renderer", "plain"], input: .pipe(commands))
    #expect(replayed.exitCode == 0, "\(replayed.standardError)")
    let lines = replayed.standardOutput.split(separator: "\n").map(String.init)
    for line in shown {
      #expect(lines.contains(line), "\(line) in \(replayed.standardOutput)")
    }
  }

  @Test func aWalkthroughPageShowsWhatItsStepChanged() async throws {
    let (site, recording) = try await WalkthroughExportTests.export(input: Self.run)
    defer {
      site.remove()
      try? FileManager.default.removeItem(atPath: recording)
    }
    #expect(site.result.exitCode == 0, "\(site.result.standardError)")
    let page = try String(contentsOf: site.file("step-4.html"), encoding: .utf8)
    for text in [
      "Changed at this step · #4 filter goalkeepers",
      "PlayerListViewModel.filter → PlayerListScene",
      "- none", "+ goalkeepers", "PickerCoordinator&lt;PlayerFilter&gt; finished(goalkeepers)",
    ] {
      #expect(page.contains(text), "\(text) in step-4.html")
    }
  }

  /// RecordingFormat.md's "What a step changed" shows the real output of its commands: the
  /// replay's section, line for line, and the step's `changes`.
  @Test func theRecordingFormatShowsTheRealChanges() async throws {
    let markdown = try String(
      contentsOf: FixtureFiles.packageRoot.appendingPathComponent("Docs/RecordingFormat.md"),
      encoding: .utf8)
    let after = try #require(
      markdown.components(separatedBy: "<!-- changes: filter goalkeepers, step 1").dropFirst()
        .first)
    let blocks = after.components(separatedBy: "```").enumerated()
      .filter { $0.offset % 2 == 1 }.map { $0.element.split(separator: "\n").dropFirst() }
    try #require(blocks.count >= 3)
    let (shownText, shownJSON) = (blocks[1].map(String.init), blocks[2].joined())

    let file = RecordingTests.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: file) }
    let recorded = try await DemoExecutable.run(
      ["--renderer", "plain", "--record", file], input: .pipe("filter goalkeepers\n"))
    try #require(recorded.exitCode == 0, "\(recorded.standardError)")
    let replayed = try await DemoExecutable.run(
      ["replay", file, "--renderer", "plain"], input: .pipe("step 1\ninspect\n"))
    let lines = replayed.standardOutput.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex(of: shownText.first ?? ""), "\(lines)")
    let section = lines[start...].prefix { $0 != "  Events" }
    #expect(Array(section) == shownText, "\(section.joined(separator: "\n"))")

    let step = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")[1]
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(step.utf8)) as? [String: Any])
    let changes = try #require(object["changes"] as? NSDictionary)
    let documented = try JSONSerialization.jsonObject(with: Data(shownJSON.utf8))
    #expect(changes.isEqual(documented), "\(changes)")
  }
}
