import PSGDemo
import Rendering

/// The command line of `psg-demo export`, parsed.
///
/// ```swift
/// let options = try ExportOptions(parsing: ["site", "--renderer", "markdown", "--force"])
/// options.folder     // "site"
/// options.renderer   // "markdown"
/// options.force      // true
/// ```
struct ExportOptions: Equatable, Sendable {
  /// `DIR`: where the site goes.
  var folder = ""
  /// `--renderer NAME`: any registered renderer, which says how its site is written
  /// (`Renderer.siteFormat`); the command checks the name against the registry.
  var renderer = "html"
  /// `--force`: write into a folder that holds files.
  var force = false
  /// `--data PATH|URL`; `nil` means the embedded squad.
  var data: String?
  /// `--lang en|fr`.
  var language: Language = .english
  /// `--help`.
  var help = false

  /// Parses the arguments after `export`.
  ///
  /// - Throws: ``UsageError`` for an unknown flag, or a folder missing or given twice.
  init(parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments.map(CommandLineArgument.init)[...]
    var folder: String?
    func take(_ argument: CommandLineArgument) throws(UsageError) {
      guard folder == nil else { throw UsageError(.exportTakesOneFolder(argument.text)) }
      folder = argument.text
    }
    while case (let flag, let inlineValue)? = try remaining.nextFlag(operand: take) {
      func value() throws(UsageError) -> String {
        try remaining.value(of: flag, inline: inlineValue).text
      }
      switch flag {
      case "--renderer":
        renderer = try value().lowercased()
      case "--force" where inlineValue == nil:
        force = true
      case "--data":
        data = try value()
      case "--lang":
        let code = try value().lowercased()
        guard code == "en" || code == "fr" else {
          throw UsageError(.unknownLanguage(code))
        }
        language = Language(rawValue: code)
      case "--help", "-h":
        help = true
      default:
        throw UsageError(.unknownExportOption(flag))
      }
    }
    guard let folder else {
      if help { return }
      throw UsageError(.exportNeedsFolder)
    }
    self.folder = folder
  }
}
