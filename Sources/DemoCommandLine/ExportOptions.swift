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
  /// The renderers a site can be written with, and the extension of their files.
  static let fileExtensions = ["html": "html", "markdown": "md", "json": "json"]

  /// `DIR`: where the site goes.
  var folder = ""
  /// `--renderer html|markdown|json`.
  var renderer = "html"
  /// `--force`: write into a folder that holds files.
  var force = false
  /// `--data PATH|URL`; `nil` means the embedded squad.
  var data: String?
  /// `--lang en|fr`.
  var language: Language = .english
  /// `--help`.
  var help = false

  /// The extension of the site's files, following ``renderer``.
  var fileExtension: String { Self.fileExtensions[renderer] ?? "html" }

  /// Parses the arguments after `export`.
  ///
  /// - Throws: ``UsageError`` for an unknown flag, a renderer other than `html`, `markdown`
  ///   or `json`, or a folder missing or given twice.
  init(parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    var folder: String?
    while let argument = remaining.popFirst() {
      guard argument.starts(with: "-"), argument != "-" else {
        guard folder == nil else { throw UsageError(.exportTakesOneFolder(argument)) }
        folder = argument
        continue
      }
      var flag = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw UsageError(.needsValue(flag: flag)) }
        return next
      }
      switch flag {
      case "--renderer":
        let name = try value().lowercased()
        guard Self.fileExtensions[name] != nil else {
          throw UsageError(.unknownExportRenderer(name))
        }
        renderer = name
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
