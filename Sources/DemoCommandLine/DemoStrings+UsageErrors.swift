import MVVMC
import PSGDemo
import Rendering

/// Usage errors in the session's language, written where they are shown.
///
/// ```swift
/// DemoStrings(.french).describe(UsageProblem.unknownOption("--bogus"))
/// // "option inconnue « --bogus »"
/// ```
extension DemoStrings {
  /// What is wrong with the command line, in the session's language; the name of the command
  /// is ``CommandName/current``.
  func describe(_ problem: UsageProblem) -> String {
    let problem = problem.cutForMessage
    return language == .french ? french(problem) : english(problem)
  }

  private func english(_ problem: UsageProblem) -> String {
    switch problem {
    case .unexpectedArgument(let argument): "unexpected argument “\(argument)”"
    case .needsValue(let flag): "\(flag) needs a value"
    case .takesNoValue(let flag): "\(flag) takes no value"
    case .unknownLanguage(let code): "--lang must be en or fr, not “\(code)”"
    case .notOneOf(let flag, let accepted, let value):
      "\(flag) must be one of \(accepted.joined(separator: ", ")), not “\(value)”"
    case .notAWholeNumber(let flag, let minimum, let maximum, let value):
      "\(flag) must be a whole number from \(minimum) to \(maximum), not “\(value)”"
    case .unknownOption(let flag): "unknown option “\(flag)”"
    case .route(let error): describe(error)
    case .traceOverFullScreen:
      "--trace would write over the full-screen app: use --trace-file FILE, or --line"
    case .unknownExportOption(let flag): "unknown option “\(flag)” for export"
    case .exportTakesOneFolder(let argument): "export takes one folder, not “\(argument)”"
    case .exportNeedsFolder: "export needs a folder: \(CommandName.current) export DIR"
    case .traceWithTraceFile:
      "--trace and --trace-file go to one place each: give --trace (standard error) or "
        + "--trace-file FILE, not both"
    }
  }

  private func french(_ problem: UsageProblem) -> String {
    switch problem {
    case .unexpectedArgument(let argument): "argument inattendu « \(argument) »"
    case .needsValue(let flag): "\(flag) attend une valeur"
    case .takesNoValue(let flag): "\(flag) ne prend pas de valeur"
    case .unknownLanguage(let code): "--lang doit être en ou fr, pas « \(code) »"
    case .notOneOf(let flag, let accepted, let value):
      "\(flag) doit être l’un de \(accepted.joined(separator: ", ")), pas « \(value) »"
    case .notAWholeNumber(let flag, let minimum, let maximum, let value):
      "\(flag) doit être un nombre entier de \(minimum) à \(maximum), pas « \(value) »"
    case .unknownOption(let flag): "option inconnue « \(flag) »"
    case .route(let error): describe(error)
    case .traceOverFullScreen:
      "--trace écrirait par-dessus l’app plein écran : utilisez --trace-file FICHIER, ou --line"
    case .unknownExportOption(let flag): "option inconnue « \(flag) » pour export"
    case .exportTakesOneFolder(let argument): "export prend un seul dossier, pas « \(argument) »"
    case .exportNeedsFolder: "export attend un dossier : \(CommandName.current) export DOSSIER"
    case .traceWithTraceFile:
      "--trace et --trace-file écrivent chacun ailleurs : donnez --trace (sortie d’erreur) ou "
        + "--trace-file FICHIER, pas les deux"
    }
  }
}
