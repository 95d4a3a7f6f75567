import MVVMC
import PSGDemo
import Rendering

/// A command line that cannot be run: exit status 64 (`EX_USAGE`).
///
/// Options are read before the language is known, so the error carries its problem as a
/// value (``UsageProblem``) and is written in the language asked for where it is shown
/// (``description(in:)``).
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, such as `.unknownOption("--colour-depth")`.
  var problem: UsageProblem

  /// Creates a usage error.
  init(_ problem: UsageProblem) {
    self.problem = problem
  }

  /// A usage error for a route that cannot be read or opened.
  init(_ routeError: RouteError) {
    self.problem = .route(routeError)
  }

  /// What is wrong, in English: `unknown option “--colour-depth”`.
  var message: String {
    CommandLineWords.english.describe(problem)
  }

  /// The exit status for a usage error.
  static let exitCode: Int32 = 64

  /// The message in English, with control characters made visible, and where to find help.
  var description: String {
    description(in: .english)
  }

  /// The message in `language`, with control characters made visible, and where to find help.
  ///
  /// ```swift
  /// UsageError(.unknownOption("--colour-depth")).description(in: .french)
  /// // "option inconnue « --colour-depth » (voir psg-demo --help)"
  /// ```
  func description(in language: Language) -> String {
    let words = CommandLineWords(language)
    return "\(words.describe(problem)) (\(words.seeHelp(CommandName.current)))"
      .sanitizedForTerminal
  }

  /// The error as the JSON stream's refusal of the start: `invalidRoute` for an address, with
  /// its reason, `usage` for any other option.
  func refusal(in language: Language) -> CommandError {
    let message = description(in: language)
    guard case .route(let error) = problem else {
      return CommandError(message, hint: "", code: "usage")
    }
    return CommandError(message, hint: "", code: "invalidRoute", details: error.details)
  }

  /// The language `arguments` ask for with `--lang`, read before the rest so that an error in
  /// them is reported in it: the last `--lang fr` or `--lang=fr` wins, anything else is English.
  static func language(in arguments: [CommandLineArgument]) -> Language {
    lastValue(of: "--lang", in: arguments)?.lowercased() == "fr" ? .french : .english
  }

  /// The renderer the last `--renderer` of `arguments` names, read before the options are
  /// (`--renderer json`, `--renderer=json`): a refused option is written in its stream too.
  static func renderer(
    in arguments: [CommandLineArgument], among registry: RendererRegistry
  ) -> RendererRegistry.Entry? {
    lastValue(of: "--renderer", in: arguments).flatMap { registry.entry(named: $0.lowercased()) }
  }

  /// The value the last `option` of `arguments` gives, as `--lang fr` or `--lang=fr`.
  private static func lastValue(of option: String, in arguments: [CommandLineArgument]) -> String? {
    var value: String?
    var previous: String?
    for argument in arguments.map(\.text) {
      if previous == option {
        value = argument
      } else if argument.hasPrefix(option + "=") {
        value = String(argument.dropFirst(option.count + 1))
      }
      previous = argument
    }
    return value
  }
}
