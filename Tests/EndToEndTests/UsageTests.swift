import Foundation
import Testing

/// The command line itself: help, version and mistakes.
@Suite struct UsageTests {
  @Test func unknownFlagIsAUsageError() async throws {
    let result = try await DemoExecutable.run(["--dance"])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(result.errorLines == ["psg-demo: unknown option “--dance” (see psg-demo --help)"])
  }

  @Test func helpMentionsEveryFlag() async throws {
    let result = try await DemoExecutable.run(["--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let flags = [
      "--renderer", "--data", "--script", "--open", "--color", "--width", "--rows", "--lang",
      "--trace", "--help", "--version",
    ]
    for flag in flags {
      #expect(result.standardOutput.contains(flag), "--help does not mention \(flag)")
    }
  }

  /// The other way round: every flag the help mentions is one the program accepts.
  @Test func everyFlagInTheHelpIsAccepted() async throws {
    let help = try await DemoExecutable.run(["--help"]).standardOutput
    let mentioned = Set(
      help.split(whereSeparator: { !($0.isLetter || $0 == "-") })
        .filter { $0.hasPrefix("--") && $0.count > 2 }
        .map(String.init))
    #expect(mentioned.count >= 11)
    for flag in mentioned.sorted() {
      let result = try await DemoExecutable.run([flag])
      #expect(!result.standardError.contains("unknown option"), "\(flag): \(result.standardError)")
    }
  }

  @Test func versionPrintsOneLine() async throws {
    let result = try await DemoExecutable.run(["--version"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.wholeMatch(of: /psg-demo \d+\.\d+\.\d+\n/) != nil)
  }
}
