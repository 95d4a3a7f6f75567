import Foundation
import Rendering
import TerminalUI
import Testing

@testable import DemoCommandLine

/// `--help` and `export --help` are laid out to the output's width, as every other output.
@MainActor
@Suite struct UsageTextTests {
  /// Flags, commands and routes are laid out as the in-app help is (`TermListTests` has the
  /// details): wide beside their terms, narrow below them.
  @Test func termsAreLaidOutAsATermList() {
    let text = UsageText([
      .heading("OPTIONS"),
      .terms(TermList([("--width N", "output width in columns (default: 80)")])),
    ])
    #expect(
      text.lines(width: 40) == [
        "OPTIONS", "  --width N  output width in columns", "             (default: 80)",
      ])
    #expect(
      text.lines(width: 28) == [
        "OPTIONS", "  --width N", "    output width in columns", "    (default: 80)",
      ])
  }

  @Test func gluedWordsAreNeverCutAtTheirSpaces() {
    let words = ["psg-demo", "[--open ROUTE]", "[--width N]"].map(UsageText.glued)
    let text = UsageText([.paragraph(words.joined(separator: " "), indent: 2, hanging: 11)])
    #expect(text.lines(width: 26) == ["  psg-demo [--open ROUTE]", "           [--width N]"])
  }

  @Test(arguments: [20, 21, 33, 40, 57, 79, 80, 120])
  func helpFitsTheWidth(width: Int) {
    let texts = [
      DemoHelp.usage(rendererNames: RendererRegistry().names, width: width),
      ExportCommand.usage(width: width),
      DemoHelp.usage(rendererNames: RendererRegistry().names, width: width, language: .french),
      ExportCommand.usage(width: width, language: .french),
    ]
    for text in texts {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let wide = lines.filter { String($0).displayWidth > width }
      #expect(wide.isEmpty, "over \(width) columns: \(wide)")
    }
  }

  /// Laid out narrow, the help still names every flag it names when wide.
  @Test func narrowHelpKeepsEveryFlag() {
    func flags(_ width: Int) -> Set<Substring> {
      Set(
        DemoHelp.usage(rendererNames: RendererRegistry().names, width: width)
          .split(whereSeparator: { !($0.isLetter || $0 == "-") })
          .filter { $0.hasPrefix("--") && $0.count > 2 })
    }
    #expect(flags(200).count >= 13)
    #expect(flags(40) == flags(200))
  }

  /// At 80 columns the synopsis wraps the app's options under its name, never inside an
  /// option, and gives each other command a line.
  @Test func synopsisAtEightyColumns() {
    let lines = DemoHelp.usage(rendererNames: RendererRegistry().names).split(separator: "\n")
    let start = lines.firstIndex(of: "USAGE").map { $0 + 1 } ?? 0
    #expect(
      Array(lines[start..<start + 6]) == [
        "  psg-demo [--renderer NAME] [--data PATH|URL] [--script FILE|-]",
        "           [--line | --rpc] [--open ROUTE] [--color auto|always|never]",
        "           [--width N] [--rows N] [--lang en|fr] [--trace | --trace-file FILE]",
        "           [--record FILE] [--help] [--version]",
        "  psg-demo export DIR [EXPORT OPTIONS]",
        "  psg-demo replay FILE [REPLAY OPTIONS]",
      ])
  }

  /// A key the modes of `replay --help` name, a word of one character (not `a`, `à` or the
  /// `N` of `step N`), is one the full-screen replay answers: `h` or `?` does nothing there.
  @Test(arguments: [Language.english, .french])
  func replayHelpNamesOnlyKeysTheReplayAnswers(language: Language) {
    final class OneStep: RecordedSteps {
      let firstStep = 0
      let lastStep: Int? = 0
      func step(_ seq: Int) -> SessionStep? {
        SessionStep(
          seq: 0, route: "players", stack: [], coordinators: [], boxes: [],
          screen: Screen(title: "Players"))
      }
    }
    let renderer = RendererRegistry().defaultEntry(outputIsTerminal: false).renderer
    let browser = StepBrowser(steps: OneStep(), renderer: renderer) {
      RenderContext(width: $0.columns)
    }
    let words = CommandLineWords(language).replay.modes.split(whereSeparator: \.isWhitespace)
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:()…")) }
    let keys = Set(words.filter { $0.count == 1 && !["a", "à", "N"].contains($0) })
    #expect(!keys.isEmpty)
    for key in keys {
      #expect(browser.handle(.character(Character(key))) != .ignored, "\(key)")
    }
  }
}
