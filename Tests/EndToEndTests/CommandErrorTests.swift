import TestSupport
import Testing

/// A command that cannot run: one line on stderr, no new frame, the run goes on, exit 1.
@Suite(.tags(.process), .skippedInFastLoop) struct CommandErrorTests {
  @Test func wrongCommandsAreReportedAndSkipped() async throws {
    let options = ["--rows", "3"]
    let result = try await DemoExecutable.run(
      options, input: .pipe("dance\nopen 99\nback\nsearch mba\n"))
    #expect(result.exitCode == 1)
    #expect(
      result.errorLines == [
        "psg-demo: unknown command “dance” (type help for the commands)",
        "psg-demo: no row 99 in the list (choose one of rows 1 to 35)",
        "psg-demo: already on the first screen: there is nothing to go back to "
          + "(type quit to leave)",
      ])
    // The same frames as the good command alone: the first screen, then the search.
    let good = try await DemoExecutable.run(options, input: .pipe("search mba\n"))
    #expect(good.exitCode == 0)
    #expect(result.standardOutput == good.standardOutput)
    #expect(Transcript(result.standardOutput).frames.count == 2)
    #expect(Transcript(result.standardOutput).tableRows(inFrame: 1).count == 1)
  }

  @Test func blankLinesAreNotCommands() async throws {
    let result = try await DemoExecutable.run([], input: .pipe("\n   \n\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(Transcript(result.standardOutput).frames.count == 1)
  }
}
