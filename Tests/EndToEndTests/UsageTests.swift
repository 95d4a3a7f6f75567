import Foundation
import TestSupport
import Testing

/// The command line itself: help, version and mistakes.
@Suite(.tags(.process), .skippedInFastLoop) struct UsageTests {
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

  /// `--help` follows `--width`, else `COLUMNS`, else 80 (the output is a pipe here).
  @Test(arguments: [
    (["--help", "--width", "40"], [:], 40), (["--help"], ["COLUMNS": "50"], 50),
    (["--help"], [:], 80), (["export", "--help"], ["COLUMNS": "45"], 45),
  ])
  func helpFitsTheWidth(arguments: [String], environment: [String: String], width: Int)
    async throws
  {
    let result = try await DemoExecutable.run(arguments, environment: environment)
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count > 10)
    let wide = lines.filter { $0.count > width }
    #expect(wide.isEmpty, "over \(width) columns: \(wide)")
  }

  @Test func versionPrintsOneLine() async throws {
    let result = try await DemoExecutable.run(["--version"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.wholeMatch(of: /psg-demo \d+\.\d+\.\d+\n/) != nil)
  }
}
