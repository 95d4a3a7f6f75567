import Rendering
import TestSupport
import Testing

/// Colours and width follow the flags and the environment, as `--help` describes.
@Suite(.tags(.process), .skippedInFastLoop) struct ColorTests {
  /// One way of running the ANSI renderer, and whether it should colour.
  struct Case: Sendable, CustomTestStringConvertible {
    var environment: [String: String]
    var flags: [String]
    var colors: Bool
    var testDescription: String {
      let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      return (variables + flags).joined(separator: " ") + (colors ? " → colours" : " → none")
    }
  }

  @Test(arguments: [
    Case(environment: [:], flags: [], colors: false),  // auto, and stdout is a file
    Case(environment: ["FORCE_COLOR": "1"], flags: [], colors: true),
    Case(environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"], flags: [], colors: false),
    Case(environment: ["CLICOLOR_FORCE": "1"], flags: [], colors: true),
    Case(environment: ["FORCE_COLOR": "1", "TERM": "dumb"], flags: [], colors: true),
    Case(environment: [:], flags: ["--color", "always"], colors: true),
    Case(environment: ["NO_COLOR": "1"], flags: ["--color", "always"], colors: true),
    Case(environment: ["FORCE_COLOR": "1"], flags: ["--color", "never"], colors: false),
  ])
  func ansiRendererColoursOnlyWhenAsked(_ run: Case) async throws {
    let result = try await DemoExecutable.run(
      ["--renderer", "ansi"] + run.flags, environment: run.environment)
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.contains("\u{1B}[") == run.colors)
    // Colours or not, the words are the same.
    #expect(result.standardOutput.removingSGR.controlSequences == [])
    #expect(result.standardOutput.removingSGR.contains("  32    7  Kylian MBAPPÉ"))
  }

  @Test func colortermTruecolorGives24BitColours() async throws {
    let result = try await DemoExecutable.run(
      ["--renderer", "ansi", "--color", "always"], environment: ["COLORTERM": "truecolor"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains(";38;2;255;255;255;48;2;0;65;112m"))
    let sixteen = try await DemoExecutable.run(["--renderer", "ansi", "--color", "always"])
    #expect(!sixteen.standardOutput.contains("38;2;"))
    #expect(!sixteen.standardOutput.contains("48;2;"))
  }

  /// Markdown is left out: a document has no width, its table rows are as long as they need.
  /// `help` included: the session lays its help out to the width too. A photo's address is
  /// the one line allowed past the width, whole so that it can be copied (plain text only:
  /// ANSI links it under a short label).
  @Test(arguments: ["plain", "ansi"])
  func widthFlagBoundsEveryLine(_ renderer: String) async throws {
    let result = try await DemoExecutable.run(
      ["--renderer", renderer, "--color", "always", "--width", "40"],
      input: .pipe("open 1\nhelp\nback\nfilter\nhelp\nback\nsearch mba\nopen 1\nhelp\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let lines = result.standardOutput.removingSGR.split(separator: "\n").map(String.init)
    #expect(lines.count > 60)
    let addresses = lines.filter { $0.hasPrefix("https://images.psg.media/") && !$0.contains(" ") }
    #expect(addresses.isEmpty == (renderer == "ansi"))
    let tooWide = lines.filter { $0.displayWidth > 40 && !addresses.contains($0) }
    #expect(tooWide == [], "wider than 40 columns")
    // Narrow, but the same widths as the environment's COLUMNS would give.
    let fromEnvironment = try await DemoExecutable.run(
      ["--renderer", renderer, "--color", "always"],
      input: .pipe("open 1\nhelp\nback\nfilter\nhelp\nback\nsearch mba\nopen 1\nhelp\n"),
      environment: ["COLUMNS": "40"])
    #expect(fromEnvironment.standardOutput == result.standardOutput)
  }

  /// The narrowest width: `help` printed 31 to 41 columns here when it ignored the width.
  @Test func helpFitsTheNarrowestWidth() async throws {
    let result = try await DemoExecutable.run(
      ["--renderer", "plain", "--width", "20"], input: .pipe("help\nfilter\nhelp\n"))
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    // Help is a screen of fields: each command is a label, cut to half the width.
    #expect(lines.contains { $0.hasPrefix("search TE…") })
    #expect(lines.filter { $0.displayWidth > 20 } == [])
  }
}
