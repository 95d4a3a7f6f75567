import PSGDemo
import Testing

@testable import DemoCommandLine

/// `--help` lists the commands and routes the registered scenes declare, in their order.
@Suite struct DemoHelpTests {
  /// The lines of `section`, from its heading to the blank line after it, laid out wide
  /// enough that no entry wraps (`UsageTextTests` checks the wrapping).
  static func lines(of section: String) throws -> [Substring] {
    let help = DemoHelp.usage(rendererNames: ["plain"], width: 200)
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: Substring(section)))
    return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
  }

  @Test func routesAreTheRegisteredFormsWithTheirSummariesInAColumn() throws {
    let lines = try Self.lines(of: "ROUTES")
    let forms = DemoScenes.routeForms
    #expect(lines.count == forms.count)
    for (line, form) in zip(lines, forms) {
      #expect(line.hasPrefix("  " + form.pattern + "  "), "\(line)")
      #expect(line.hasSuffix(form.summary(.english)), "\(line)")
    }
    // One column, two spaces after the longest form.
    let column = 2 + (forms.map(\.pattern.count).max() ?? 0) + 2
    let columns = zip(lines, forms).map { line, form in line.count - form.summary(.english).count }
    #expect(Set(columns) == [column])
    #expect(
      lines.first.map(String.init)
        == "  players" + String(repeating: " ", count: column - 9) + "the list")
  }

  @Test func commandsAreTheRegisteredOnesWithAUsage() throws {
    let lines = try Self.lines(of: "COMMANDS")
    let commands = DemoScenes.actions.filter { $0.helpUsage != nil }
    #expect(lines.count == commands.count)
    for (line, command) in zip(lines, commands) {
      #expect(line.hasPrefix("  " + (command.helpUsage ?? "")), "\(line)")
      #expect(line.hasSuffix(" " + command.summary(.english)), "\(line)")
    }
    #expect(lines.contains("  search TEXT, /TEXT  search names (case and accents ignored)"))
    #expect(lines.contains("  1-8 or NAME         in the filter picker: choose a filter"))
    #expect(lines.last == "  quit                leave")
  }
}
