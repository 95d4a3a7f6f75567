import MVVMC
import PSGDemo
import Rendering

/// A command line that cannot be run: exit status 64 (`EX_USAGE`).
///
/// Built in English, as options are read before the language is known; shown in the
/// language asked for (``description(in:)``).
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, such as `unknown option “--colour-depth”`.
  var message: String
  /// The route `--open` named, when it is what is wrong.
  var routeError: RouteError?

  /// Creates a usage error.
  init(_ message: String) {
    self.message = message
  }

  /// A usage error for a route that cannot be read or opened.
  init(_ routeError: RouteError) {
    self.message = routeError.description
    self.routeError = routeError
  }

  /// The exit status for a usage error.
  static let exitCode: Int32 = 64

  /// The message, with control characters made visible, and where to find help.
  var description: String {
    description(in: .english)
  }

  /// The message in `language`, with control characters made visible, and where to find help.
  ///
  /// ```swift
  /// UsageError("unknown option “--colour-depth”").description(in: .french)
  /// // "option inconnue « --colour-depth » (voir psg-demo --help)"
  /// ```
  func description(in language: Language) -> String {
    let strings = DemoStrings(language)
    guard strings.language == .french else {
      return "\(message) (see \(CommandName.current) --help)".sanitizedForTerminal
    }
    let text = routeError.map(strings.describe) ?? Self.frenchMessages.translate(message)
    return "\(text) (voir \(CommandName.current) --help)".sanitizedForTerminal
  }

  /// Every usage message, English format first (``PSGDemo/MessageCatalogue``).
  static let frenchMessages = MessageCatalogue([
    ("unexpected argument “{}”", "argument inattendu « {1} »"),
    ("{} needs a value", "{1} attend une valeur"),
    ("{} takes no value", "{1} ne prend pas de valeur"),
    ("--lang must be en or fr, not “{}”", "--lang doit être en ou fr, pas « {1} »"),
    ("{} must be one of {}, not “{}”", "{1} doit être l’un de {2}, pas « {3} »"),
    (
      "{} must be a whole number from {} to {}, not “{}”",
      "{1} doit être un nombre entier de {2} à {3}, pas « {4} »"
    ),
    ("unknown option “{}” for export", "option inconnue « {1} » pour export"),
    ("unknown option “{}”", "option inconnue « {1} »"),
    ("export takes one folder, not “{}”", "export prend un seul dossier, pas « {1} »"),
    (
      "export writes html, markdown or json, not “{}”",
      "export écrit du html, du markdown ou du json, pas « {1} »"
    ),
    ("export needs a folder: {} export DIR", "export attend un dossier : {1} export DOSSIER"),
    (
      "--trace would write over the full-screen app: use --trace-file FILE, or --line",
      "--trace écrirait par-dessus l’app plein écran : utilisez --trace-file FICHIER, ou --line"
    ),
  ])

  /// The language `arguments` ask for with `--lang`, read before the rest so that an error in
  /// them is reported in it: the last `--lang fr` or `--lang=fr` wins, anything else is English.
  static func language(in arguments: [CommandLineArgument]) -> Language {
    var language = Language.english
    var previous: String?
    for argument in arguments.map(\.text) {
      let code: String? =
        previous == "--lang"
        ? argument : argument.hasPrefix("--lang=") ? String(argument.dropFirst(7)) : nil
      if let code { language = code.lowercased() == "fr" ? .french : .english }
      previous = argument
    }
    return language
  }
}
