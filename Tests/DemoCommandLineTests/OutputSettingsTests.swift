import Rendering
import Testing

@testable import DemoCommandLine

@Suite struct OutputSettingsTests {
  @Test(arguments: [
    // (choice, environment, output is a terminal, expected)
    (DemoOptions.ColorChoice.auto, [String: String](), true, ColorSupport.ansi16),
    (.auto, [:], false, .none),
    (.auto, ["NO_COLOR": "1"], true, .none),
    (.auto, ["NO_COLOR": ""], true, .ansi16),
    (.auto, ["NO_COLOR": "1", "FORCE_COLOR": "1"], true, .none),
    (.auto, ["FORCE_COLOR": "1"], false, .ansi16),
    (.auto, ["FORCE_COLOR": "0"], false, .none),
    (.auto, ["CLICOLOR_FORCE": "1", "TERM": "xterm-256color"], false, .ansi256),
    (.auto, ["TERM": "dumb"], true, .none),
    (.auto, ["TERM": "xterm-256color"], true, .ansi256),
    (.auto, ["COLORTERM": "truecolor", "TERM": "xterm-256color"], true, .trueColor),
    (.auto, ["COLORTERM": "24bit"], true, .trueColor),
    (.always, ["NO_COLOR": "1"], false, .ansi16),
    (.always, ["COLORTERM": "truecolor"], false, .trueColor),
    (.never, ["FORCE_COLOR": "1"], true, .none),
  ])
  func colourFollowsFlagThenEnvironmentThenTerminal(
    choice: DemoOptions.ColorChoice, environment: [String: String], terminal: Bool,
    expected: ColorSupport
  ) {
    #expect(
      OutputSettings.colors(choice: choice, environment: environment, outputIsTerminal: terminal)
        == expected)
  }

  @Test func widthFollowsFlagThenColumnsThenTerminal() {
    #expect(
      OutputSettings.width(flag: 60, environment: ["COLUMNS": "100"], terminalColumns: 120) == 60)
    #expect(
      OutputSettings.width(flag: nil, environment: ["COLUMNS": "100"], terminalColumns: 120) == 100)
    #expect(
      OutputSettings.width(flag: nil, environment: ["COLUMNS": "wide"], terminalColumns: 120) == 120
    )
    #expect(OutputSettings.width(flag: nil, environment: [:], terminalColumns: nil) == 80)
  }

  @Test func widthIgnoresColumnsOutOfRange() {
    for columns in ["0", "-5", "10001", "9223372036854775807"] {
      #expect(
        OutputSettings.width(flag: nil, environment: ["COLUMNS": columns], terminalColumns: 120)
          == 120, "COLUMNS=\(columns)")
    }
    #expect(
      OutputSettings.width(flag: nil, environment: ["COLUMNS": "10000"], terminalColumns: 120)
        == 10_000)
  }
}
