import MVVMC
import PSGDemo
import PlayerFeed
import Rendering

/// What is wrong with a command line, as a value: options are read before the language is
/// known (`--lang` may come last), so the error carries its problem and is written in the
/// language asked for where it is shown, one `switch` a language
/// (``CommandLineWords/usageProblem``).
///
/// ```swift
/// CommandLineWords.english.describe(UsageProblem.unknownOption("--colour-depth"))
/// // "unknown option “--colour-depth”"
/// CommandLineWords.french.describe(UsageProblem.unknownOption("--colour-depth"))
/// // "option inconnue « --colour-depth »"
/// ```
enum UsageProblem: Equatable, Sendable {
  /// An argument that is not an option.
  case unexpectedArgument(String)
  /// An option given without its value.
  case needsValue(flag: String)
  /// An option that takes no value given one (`--line=yes`).
  case takesNoValue(flag: String)
  /// A `--lang` other than `en` or `fr`.
  case unknownLanguage(String)
  /// A value not among those `flag` accepts.
  case notOneOf(flag: String, accepted: [String], value: String)
  /// A value that is not a whole number from `minimum` to `maximum`.
  case notAWholeNumber(flag: String, minimum: Int, maximum: Int, value: String)
  /// An option `psg-demo` does not have.
  case unknownOption(String)
  /// `--open` names a route that cannot be read or opened.
  case route(RouteError)
  /// `--trace` in the full-screen app, whose screen standard error is.
  case traceOverFullScreen
  /// An option `psg-demo export` does not have.
  case unknownExportOption(String)
  /// A second folder after `export`.
  case exportTakesOneFolder(String)
  /// `export` without a folder.
  case exportNeedsFolder
  /// `replay` without its recording.
  case replayNeedsFile
  /// `--trace` and `--trace-file` together: the trace goes to one place.
  case traceWithTraceFile
  /// An option that cannot go with `--rpc` (`--script`, `--line`, `--renderer`, `--record`).
  case notWithRPC(flag: String)

  /// The problem with every text the user typed cut for a one-line message
  /// (`String.cutForMessage`): an option value of megabytes is shown as 160 columns at most,
  /// as a route is.
  var cutForMessage: UsageProblem {
    switch self {
    case .unexpectedArgument(let argument): .unexpectedArgument(argument.cutForMessage)
    case .needsValue(let flag): .needsValue(flag: flag.cutForMessage)
    case .takesNoValue(let flag): .takesNoValue(flag: flag.cutForMessage)
    case .unknownLanguage(let code): .unknownLanguage(code.cutForMessage)
    case .notOneOf(let flag, let accepted, let value):
      .notOneOf(flag: flag.cutForMessage, accepted: accepted, value: value.cutForMessage)
    case .notAWholeNumber(let flag, let minimum, let maximum, let value):
      .notAWholeNumber(
        flag: flag.cutForMessage, minimum: minimum, maximum: maximum, value: value.cutForMessage)
    case .unknownOption(let flag): .unknownOption(flag.cutForMessage)
    case .unknownExportOption(let flag): .unknownExportOption(flag.cutForMessage)
    case .exportTakesOneFolder(let argument): .exportTakesOneFolder(argument.cutForMessage)
    // A route error cuts its own route; the others hold no text from the user.
    case .route, .traceOverFullScreen, .exportNeedsFolder, .replayNeedsFile, .traceWithTraceFile,
      .notWithRPC:
      self
    }
  }
}
