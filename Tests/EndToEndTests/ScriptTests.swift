import Foundation
import TestSupport
import Testing

/// Scripts: a file, `--script -`, or commands piped in; one frame per successful command.
@Suite(.tags(.process), .skippedInFastLoop) struct ScriptTests {
  /// How the commands of `Scripts/tour.txt` reach the program.
  enum Delivery: String, CaseIterable, Sendable {
    case scriptFile = "--script FILE"
    case scriptStandardInput = "--script -"
    case pipedStandardInput = "piped stdin"
  }

  static let tour = Fixtures.scripts.appendingPathComponent("tour.txt")

  @Test(arguments: Delivery.allCases)
  func tourPrintsOneFramePerCommand(_ delivery: Delivery) async throws {
    let commands = try String(contentsOf: Self.tour, encoding: .utf8)
    let options = ["--rows", "10"]
    let result =
      switch delivery {
      case .scriptFile:
        try await DemoExecutable.run(options + ["--script", Self.tour.path])
      case .scriptStandardInput:
        try await DemoExecutable.run(options + ["--script", "-"], input: .pipe(commands))
      case .pipedStandardInput:
        try await DemoExecutable.run(options, input: .pipe(commands))
      }
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")

    let transcript = Transcript(result.standardOutput)
    #expect(
      transcript.breadcrumbs == [
        "Players",  // the first screen
        "Players",  // search mba
        "Players",  // clear
        "Players",  // next
        "Players",  // prev
        "Players",  // filter goalkeepers
        "Players > Keylor NAVAS",  // open 1
        "Players",  // back
        "Players > Filters",  // filter
        "Players",  // back
      ])
    try #require(transcript.frames.count == 10)
    #expect(transcript.tableRows(inFrame: 0).count == 10)
    #expect(transcript.tableRows(inFrame: 1) == ["  1    7  Kylian MBAPPÉ  Forward"])
    #expect(transcript.tableRows(inFrame: 3).first?.hasPrefix("  11   17  Colin DAGBA") == true)
    #expect(transcript.tableRows(inFrame: 4).first?.hasPrefix("   1    1  Keylor NAVAS") == true)
    #expect(transcript.tableRows(inFrame: 5).count == 5)
    #expect(transcript.frames[8].contains("> 2. Goalkeepers *"))
    GoldenFile.path("tour.transcript.txt", besides: #filePath, folder: "Scripts")
      .verify(result.standardOutput)
  }

  @Test func scriptFileWithWindowsLineEndingsRunsEveryCommand() async throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("crlf-script-\(UUID().uuidString).txt")
    try Data("search mba\r\nopen 1\r\n".utf8).write(to: script)
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try await DemoExecutable.run(["--script", script.path])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(
      Transcript(result.standardOutput).breadcrumbs == [
        "Players", "Players", "Players > Kylian MBAPPÉ",
      ])
  }

  @Test func missingScriptFileFailsBeforeShowingAnything() async throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-such-script-\(UUID().uuidString).txt").path
    let result = try await DemoExecutable.run(["--script", missing])
    #expect(result.exitCode == 66)
    #expect(result.standardOutput == "")
    #expect(result.errorLines == ["psg-demo: \(missing): no such file"])
  }

  @Test func scriptFileThatIsNotUTF8IsADataError() async throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("latin1-script-\(UUID().uuidString).txt")
    // "recherche Mbapp\u{E9}" in ISO 8859-1: the é is one byte, 0xE9, not UTF-8.
    try Data([0x73, 0x65, 0x61, 0x72, 0x63, 0x68, 0x20, 0x4D, 0x62, 0x61, 0x70, 0x70, 0xE9, 0x0A])
      .write(to: script)
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try await DemoExecutable.run(["--script", script.path])
    #expect(result.exitCode == 65)
    #expect(result.standardOutput == "")
    #expect(result.errorLines == ["psg-demo: \(script.path): cannot be read as UTF-8 text"])
  }

  /// A script the user may not read. The superuser reads every file, so as root the program
  /// runs as `nobody` (through `setpriv`) to meet the permission check a user meets.
  @Test func unreadableScriptFileSaysSo() async throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("private-script-\(UUID().uuidString).txt")
    try Data("quit\n".utf8).write(to: script)
    defer { try? FileManager.default.removeItem(at: script) }
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: script.path)
    let demo = try DemoExecutable.path.get()
    let result: ProcessOutput
    if geteuid() == 0 {
      let setpriv = try #require(
        TestEnvironment.executable(named: "setpriv"), "setpriv (util-linux) runs it as nobody")
      result = try await ChildProcess.run(
        setpriv,
        arguments: [
          "--reuid=65534", "--regid=65534", "--clear-groups", demo, "--script", script.path,
        ])
    } else {
      result = try await DemoExecutable.run(["--script", script.path])
    }
    #expect(result.exitCode == 66)
    #expect(result.standardOutput == "")
    #expect(result.errorLines == ["psg-demo: \(script.path): permission denied"])
  }
}
