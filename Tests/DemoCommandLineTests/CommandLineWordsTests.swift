import PSGDemo
import Rendering
import Testing

@testable import DemoCommandLine

/// The command line's words are one value a language: `--lang` picks it, and the help writes
/// every word of it, so a help that wrote a word of its own instead would lose one of them.
@Suite struct CommandLineWordsTests {
  static let languages: [(Language, CommandLineWords)] = [
    (.english, .english), (.french, .french),
  ]

  @Test func aLanguagePicksItsValueAndAnyOtherEnglish() {
    #expect(CommandLineWords(.english).usageHeading == "USAGE")
    #expect(CommandLineWords(.french).usageHeading == "UTILISATION")
    #expect(CommandLineWords(Language(rawValue: "de")).usageHeading == "USAGE")
    #expect(
      CommandLineWords(.french).describe(.exportNeedsFolder)
        == "export attend un dossier : psg-demo export DOSSIER")
  }

  /// The words a value holds as text, one level down: its closures are not read.
  static func words(of value: Any) -> [String] {
    Mirror(reflecting: value).children.flatMap { child -> [String] in
      switch child.value {
      case let word as String: [word]
      case let words as [String]: words
      default: []
      }
    }
  }

  @Test(arguments: 0..<languages.count)
  func theHelpWritesEveryWordOfItsLanguage(index: Int) {
    let (language, value) = Self.languages[index]
    // Wide enough that no entry wraps.
    let help = DemoHelp.usage(rendererNames: ["plain", "ansi"], width: 100_000, language: language)
    let words =
      Self.words(of: value) + Self.words(of: value.placeholders)
      + Self.words(of: value.help)
    #expect(words.count > 30)
    for word in words { #expect(help.contains(word), "\(word)") }
    #expect(help.contains("plain \(value.help.or) ansi \(value.help.rendererDefault)"))
  }

  @MainActor @Test(arguments: 0..<languages.count)
  func theExportHelpWritesEveryWordOfItsLanguage(index: Int) {
    let (language, value) = Self.languages[index]
    let help = ExportCommand.usage(width: 100_000, language: language)
    let placeholders = value.placeholders
    let words =
      Self.words(of: value) + Self.words(of: value.exportHelp)
      + [placeholders.name, placeholders.path, placeholders.folder]
    for word in words { #expect(help.contains(word), "\(word)") }
    #expect(help.contains(value.exportHelp.site(SiteExporter.defaultPageSize)))
  }
}
