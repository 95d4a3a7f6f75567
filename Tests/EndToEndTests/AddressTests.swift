import TestSupport
import Testing

/// One address space: an address read in one run opens in another, whatever its window size,
/// at start (`--open`) or in a running session (`goto`).
@Suite(.tags(.process), .skippedInFastLoop) struct AddressTests {
  /// The last route `--trace` names: the address of the screen shown at the end.
  static func lastRoute(in result: ProcessOutput) throws -> String {
    let line = try #require(result.errorLines.last { $0.hasPrefix("trace: route ") })
    return String(line.dropFirst("trace: route ".count))
  }

  /// A player opened from page 3 of a 5-row list is row 11 of the list, which opens at the
  /// default size too, where page 3 is past the last page.
  @Test func anAddressReadAtFiveRowsOpensAtTheDefaultSize() async throws {
    let small = try await DemoExecutable.run(
      ["--rows", "5", "--trace"], input: .pipe("next\nnext\nopen 11\n"))
    #expect(small.exitCode == 0)
    let address = try Self.lastRoute(in: small)
    #expect(address == "players?row=11/player/id/11")
    let shown = try #require(Transcript(small.standardOutput).breadcrumbs.last)

    let reopened = try await DemoExecutable.run(["--open", address])
    #expect(reopened.exitCode == 0)
    #expect(reopened.standardError == "")
    #expect(Transcript(reopened.standardOutput).breadcrumbs == [shown])
    // Back on the list at the default size: the row opened is on its one page, marked.
    let back = try await DemoExecutable.run(["--open", address], input: .pipe("back\n"))
    #expect(Transcript(back.standardOutput).tableRows(inFrame: 1).contains { $0.hasPrefix("> 11") })
  }

  /// In line mode the list and the top scorers mark the player last opened, and the route
  /// `--trace` names carries them, so `--open` of it shows the same screen, the mark included.
  @Test(arguments: [
    ("search mba", "players?search=mba&visited=32"), ("scorers", "scorers?visited=32"),
  ])
  func aTablesAddressNamesThePlayerLastOpened(shows command: String, address expected: String)
    async throws
  {
    let run = try await DemoExecutable.run(
      ["--renderer", "plain", "--trace"], input: .pipe("\(command)\nopen 1\nback\n"))
    #expect(run.exitCode == 0)
    let address = try Self.lastRoute(in: run)
    #expect(address == expected)
    let transcript = Transcript(run.standardOutput)
    let shown = try #require(transcript.frames.last)
    // The table after `back` marks its first row, Kylian MBAPPÉ's.
    #expect(
      transcript.tableRows(inFrame: transcript.frames.count - 1).first?.hasPrefix(">") == true)

    let reopened = try await DemoExecutable.run(["--renderer", "plain", "--open", address])
    #expect(reopened.exitCode == 0)
    #expect(reopened.standardError == "")
    #expect(Transcript(reopened.standardOutput).frames == [shown])
  }

  @Test func aPagePastTheLastOpensTheLast() async throws {
    let result = try await DemoExecutable.run(["--open", "players?page=3", "--trace"])
    #expect(result.exitCode == 0)
    #expect(try Self.lastRoute(in: result) == "players")
  }

  @Test func gotoOpensAnAddressInARunningSession() async throws {
    let result = try await DemoExecutable.run(
      ["--renderer", "plain"], input: .pipe("goto players?search=mba/player/id/32\nback\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(
      Transcript(result.standardOutput).breadcrumbs == [
        "Players", "Players > Kylian MBAPPÉ", "Players",
      ])
    #expect(result.standardOutput.contains("Search: mba"))
  }

  /// `goto` refuses what `--open` refuses, in the same words; the session goes on, and the
  /// run ends with the status of a failed command.
  @Test(arguments: [
    "players?row=99", "stadium", "player/id/999", "players?visited=999", "players?visited=x",
    "scorers?visited=999", "scorers?visited=x",
  ])
  func gotoRefusesWhatOpenRefusesInItsWords(address: String) async throws {
    let open = try await DemoExecutable.run(["--open", address])
    #expect(open.exitCode == 64)
    let goto = try await DemoExecutable.run(
      ["--script", "-"], input: .pipe("open 3\ngoto \(address)\nback\n"))
    #expect(goto.exitCode == 1)
    #expect(goto.standardError == open.standardError)
    // The screen shown before is shown again, and the commands after it run.
    #expect(
      Transcript(goto.standardOutput).breadcrumbs == [
        "Players", "Players > Denis FRANCHI", "Players",
      ])
  }

  @Test func allerIsGotoInFrench() async throws {
    let result = try await DemoExecutable.run(
      ["--lang", "fr"], input: .pipe("aller player/id/32\naide\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("aller ADRESSE"))
    #expect(Transcript(result.standardOutput).breadcrumbs.contains("Joueurs > Kylian MBAPPÉ"))
  }
}
