import TestSupport
import Testing

/// `--open ROUTE`: start deep in the app, with the screens that lead there underneath.
@Suite(.tags(.process), .skippedInFastLoop) struct DeepLinkTests {
  /// The accepted forms an error lists begin with these; scenes registered later add theirs
  /// after them, so the check survives a new scene.
  static let acceptedForms =
    "(accepted: players, players?filter=NAME&search=TEXT, filters, player/id/ID, player/NUMBER, scorers"

  /// Whether `lines` is the one usage error `message`, then the accepted forms, then the pointer
  /// to `--help`.
  static func isUsageError(_ lines: [String], _ message: String) -> Bool {
    guard lines.count == 1, let line = lines.first else { return false }
    return line.starts(with: "psg-demo: \(message) \(acceptedForms)")
      && line.hasSuffix(") (see psg-demo --help)")
  }

  @Test func playerRouteOpensTheDetailOverTheList() async throws {
    let result = try await DemoExecutable.run(["--open", "player/7"], input: .pipe("back\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let transcript = Transcript(result.standardOutput)
    #expect(transcript.breadcrumbs == ["Players > Kylian MBAPPÉ", "Players"])
    try #require(transcript.frames.count == 2)
    #expect(transcript.frames[0].contains("Number      7"))
    // Back on the list, the player just seen is selected.
    #expect(transcript.tableRows(inFrame: 1).count == 35)
    #expect(
      transcript.tableRows(inFrame: 1).contains("> 32    7  Kylian MBAPPÉ            Forward"))
  }

  @Test func playersRouteAppliesFilterAndSearch() async throws {
    let result = try await DemoExecutable.run(["--open", "players?filter=goalkeepers&search=mba"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    // The route's subject, the list filtered and searched, down to its actions: the actions
    // are the list's goldens' to pin, so a flow added below the list changes only those.
    #expect(
      result.standardOutput.linesAboveActions == """
        Players

        Search: mba

        Filter: Goalkeepers

        Nothing to show: No player matches “mba” (filter: Goalkeepers).
        """)
    #expect(result.standardOutput.contains("search TEXT  Search by name"))
  }

  @Test func filtersRouteOpensThePickerOverTheList() async throws {
    let result = try await DemoExecutable.run(["--open", "filters"], input: .pipe("back\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let transcript = Transcript(result.standardOutput)
    #expect(transcript.breadcrumbs == ["Players > Filters", "Players"])
    try #require(transcript.frames.count == 2)
    #expect(
      transcript.frames[0].joined(separator: "\n") == """
        Filters
        Players > Filters

        Choose a filter by number or name.

        > 1. None *
          2. Goalkeepers
          3. Defenders
          4. Midfielders
          5. Forwards
          6. Academy graduates
          7. By number
          8. Alphabetical

        1–8 | NAME  Choose that filter · back  Cancel · help  Help · quit  Quit
        """)
  }

  @Test func unknownRouteIsAUsageErrorListingTheAcceptedForms() async throws {
    let result = try await DemoExecutable.run(["--open", "stadium"])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(
      Self.isUsageError(result.errorLines, "invalid route “stadium”: unknown route"),
      "\(result.errorLines)")
  }

  @Test func playerRouteToAnUnknownNumberIsAUsageError() async throws {
    let result = try await DemoExecutable.run(["--open", "player/99"])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(
      Self.isUsageError(result.errorLines, "invalid route “player/99”: no player wears number 99"),
      "\(result.errorLines)")
  }

  /// The top scorers over the list, whose rows open the detail over them.
  @Test func scorersRouteOpensTheScorersOverTheList() async throws {
    let result = try await DemoExecutable.run(
      ["--open", "scorers"], input: .pipe("open 1\nback\nback\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let transcript = Transcript(result.standardOutput)
    #expect(
      transcript.breadcrumbs == [
        "Players > Top scorers", "Players > Top scorers > Kylian MBAPPÉ", "Players > Top scorers",
        "Players",
      ])
    try #require(transcript.frames.count == 4)
    #expect(transcript.frames[0].first == "Top scorers")
    #expect(transcript.tableRows(inFrame: 0).count == 35)
    #expect(transcript.tableRows(inFrame: 0).first == "   1    7  Kylian MBAPPÉ              139")
    #expect(transcript.frames[1].contains("Goals       139"))
  }
}

extension String {
  /// The screen's lines before the blank line that opens its list of actions (the first line
  /// that starts with a command), without trailing blank lines.
  var linesAboveActions: String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false)
    if let actions = lines.firstIndex(where: { $0.contains("  ") && $0.contains(" · ") }) {
      lines = Array(lines[..<actions])
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
