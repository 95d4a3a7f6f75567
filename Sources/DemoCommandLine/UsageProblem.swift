import MVVMC
import PSGDemo
import Rendering

/// What is wrong with a command line, as a value: options are read before the language is
/// known (`--lang` may come last), so the error carries its problem and is written in the
/// language asked for where it is shown, one `switch` a language (`DemoStrings.describe(_:)`).
///
/// ```swift
/// DemoStrings(.english).describe(UsageProblem.unknownOption("--colour-depth"))
/// // "unknown option “--colour-depth”"
/// DemoStrings(.french).describe(UsageProblem.unknownOption("--colour-depth"))
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
  /// `--trace` and `--trace-file` together: the trace goes to one place.
  case traceWithTraceFile
}
