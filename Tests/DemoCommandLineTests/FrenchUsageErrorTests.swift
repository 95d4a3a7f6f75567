import Foundation
import MVVMC
import PSGDemo
import Rendering
import TerminalUI
import TestSupport
import Testing

@testable import DemoCommandLine

/// The command line speaks French under `--lang fr`, wherever the flag stands: its help, every
/// usage error (each case of ``UsageProblem``, walked from a sample of each: a problem added
/// without its French fails to compile in `CommandLineWords+French.swift`, and without its
/// sample fails here) and its own failures (a script, the trace file, the output, the
/// terminal).
@Suite struct FrenchUsageErrorTests {
  static let french = DemoStrings(.french)

  @Test func everyUsageProblemIsWalked() {
    #expect(unsampledKinds(of: UsageProblem.samples, kind: \.kind).isEmpty)
    #expect(unsampledKinds(of: ScriptFile.Failure.samples, kind: \.kind).isEmpty)
  }

  @Test(arguments: UsageProblem.samples)
  func everyUsageErrorIsFrench(problem: UsageProblem) {
    let error = UsageError(problem)
    let french = error.description(in: .french)
    #expect(french.hasSuffix(" (voir psg-demo --help)"), "\(french)")
    #expect(EnglishWords.in(french).isEmpty, "\(french)")
    #expect(error.description.hasSuffix(" (see psg-demo --help)"))
    #expect(!EnglishWords.in(error.description).isEmpty, "\(error)")
  }

  /// Each sample is an error the parsers do make, with the message they made before.
  @Test(arguments: [
    (["stray"], "unexpected argument “stray”"), (["--width"], "--width needs a value"),
    (["--line=yes"], "--line takes no value"),
    (["--lang", "de"], "--lang must be en or fr, not “de”"),
    (
      ["--renderer", "pdf"],
      "--renderer must be one of plain, ansi, markdown, html, json, not “pdf”"
    ),
    (["--color", "sometimes"], "--color must be one of auto, always, never, not “sometimes”"),
    (["--width", "5"], "--width must be a whole number from 20 to 10000, not “5”"),
    (["--bogus"], "unknown option “--bogus”"), (["--help=1"], "--help takes no value"),
  ])
  func optionErrorsAreTheSameInEnglish(arguments: [String], message: String) {
    let error = #expect(throws: UsageError.self) { try DemoOptions(parsing: arguments) }
    #expect(error?.message == message)
    #expect(error.map { EnglishWords.in($0.description(in: .french)) } == [])
  }

  @Test(arguments: [["--open", "nope"], ["--open", "player/id/x"], ["--open", ""]])
  func aRouteThatCannotBeReadIsFrench(arguments: [String]) {
    let error = #expect(throws: UsageError.self) { try DemoOptions(parsing: arguments) }
    let french = error?.description(in: .french) ?? ""
    #expect(french.hasPrefix("route invalide « "), "\(french)")
    #expect(EnglishWords.in(french).isEmpty, "\(french)")
  }

  @Test func theFullScreenConflictIsFrench() throws {
    let options = try DemoOptions(parsing: ["--trace"])
    let error = try #require(DisplayMode.fullScreen.conflict(with: options))
    #expect(error.problem == .traceOverFullScreen)
    #expect(EnglishWords.in(error.description(in: .french)).isEmpty)
  }

  @Test func theLanguageIsReadBeforeTheRest() {
    func language(_ arguments: [String]) -> Language {
      UsageError.language(in: arguments.map(CommandLineArgument.init))
    }
    #expect(language(["--bogus", "--lang", "fr"]) == .french)
    #expect(language(["--lang=FR", "--rows", "0"]) == .french)
    #expect(language(["--lang", "fr", "--lang", "en"]) == .english)
    #expect(language(["--open", "--lang"]) == .english)
  }

  @Test(arguments: ScriptFile.Failure.samples)
  func everyScriptFailureIsFrench(failure: ScriptFile.Failure) {
    let french = CommandLineWords.french.describe(failure, script: "tour.txt")
    #expect(french.hasPrefix("tour.txt : "), "\(french)")
    #expect(EnglishWords.in(french).isEmpty, "\(french)")
    #expect(!EnglishWords.in(CommandLineWords.english.describe(failure, script: "t")).isEmpty)
  }

  @Test func theTraceOutputAndTerminalFailuresAreFrench() {
    let failures = [
      CommandLineWords.french.describe(TraceOutput.OpenFailure(path: "trace.log", code: EACCES)),
      CommandLineWords.french.describe(TraceOutput.OpenFailure(path: "trace.fifo", code: ENXIO)),
      CommandLineWords.french.describe(WriteError(target: .standardOutput, code: ENOSPC)),
      CommandLineWords.french.describe(WriteError(target: .standardError, code: EIO)),
      CommandLineWords.french.describe(WriteError(target: .file("trace.log"), code: ENOSPC)),
      CommandLineWords.french.describe(TerminalError(operation: "write", code: EIO)),
      CommandLineWords.french.describe(TerminalError(operation: "tcsetattr", code: 0)),
    ]
    for french in failures { #expect(EnglishWords.in(french).isEmpty, "\(french)") }
    // English as it was.
    #expect(
      WriteError(target: .standardOutput, code: ENOSPC).description
        == "cannot write to standard output: No space left on device")
    #expect(
      TraceOutput.OpenFailure(path: "trace.fifo", code: ENXIO).description
        == "trace.fifo: cannot open the trace file: a FIFO with no reader")
  }

  /// `--help` in French, `--lang` before or after it: every word but the routes' addresses,
  /// the options' names and the variables of the environment (`NO_COLOR`).
  @Test(arguments: [["--lang", "fr", "--help"], ["--help", "--lang", "fr"], ["-h", "--lang=fr"]])
  func theHelpIsFrench(arguments: [String]) throws {
    let options = try DemoOptions(parsing: arguments)
    #expect(options.help && options.language == .french)
    let help = DemoHelp.usage(rendererNames: RendererRegistry().names, language: options.language)
    var text = help
    let forms = DemoScenes.routeForms.map(\.pattern).sorted { $0.count > $1.count }
    for form in forms {
      text = text.replacingOccurrences(of: Self.french.placeholders(in: form), with: " ")
    }
    // An example's route with its query, and the variables.
    text = text.replacingOccurrences(of: "[^ ]*\\?[^ ]*", with: " ", options: .regularExpression)
    text = text.replacingOccurrences(
      of: "\\b[A-Z][A-Z_]+\\b", with: " ", options: .regularExpression)
    #expect(EnglishWords.in(text).isEmpty, "\(EnglishWords.in(text))")
    for heading in ["UTILISATION", "OPTIONS", "COMMANDES", "FILTRES", "ROUTES", "EXEMPLES"] {
      #expect(help.contains("\n\(heading)\n"), "\(heading)")
    }
    #expect(help.contains("  ouvrir N "))
    #expect(help.contains("  player/NUMÉRO "))
    // English keeps its text.
    let english = DemoHelp.usage(rendererNames: RendererRegistry().names)
    #expect(english.hasPrefix("psg-demo: the Paris Saint-Germain 2021-22 squad"))
    #expect(!EnglishWords.in(english).isEmpty)
  }

  /// `psg-demo export --help` in French, `--lang` before or after it: every word but the
  /// options' names and the site's file names.
  @Test(arguments: [["--lang", "fr", "--help"], ["--help", "--lang", "fr"], ["-h", "--lang=fr"]])
  @MainActor func theExportHelpIsFrench(arguments: [String]) throws {
    let options = try ExportOptions(parsing: arguments)
    #expect(options.help && options.language == .french)
    let help = ExportCommand.usage(language: options.language)
    let text = help.replacingOccurrences(
      of: "[a-z]+\\.(html|css|js)", with: " ", options: .regularExpression)
    #expect(EnglishWords.in(text).isEmpty, "\(EnglishWords.in(text))")
    for heading in ["UTILISATION", "OPTIONS"] {
      #expect(help.contains("\n\(heading)\n"), "\(heading)")
    }
    #expect(help.hasPrefix("psg-demo export : écrire l’app en site statique"))
    // English keeps its text, which the check finds English.
    let english = ExportCommand.usage()
    #expect(english.hasPrefix("psg-demo export: write the app as a static site"))
    #expect(!EnglishWords.in(english).isEmpty)
  }
}

extension UsageProblem {
  enum Kind: CaseIterable {
    case unexpectedArgument, needsValue, takesNoValue, unknownLanguage, notOneOf
    case notAWholeNumber, unknownOption, route, traceOverFullScreen, unknownExportOption
    case exportTakesOneFolder, exportNeedsFolder, replayNeedsFile, traceWithTraceFile
    case notWithRPC
  }

  var kind: Kind {
    switch self {
    case .unexpectedArgument: .unexpectedArgument
    case .needsValue: .needsValue
    case .takesNoValue: .takesNoValue
    case .unknownLanguage: .unknownLanguage
    case .notOneOf: .notOneOf
    case .notAWholeNumber: .notAWholeNumber
    case .unknownOption: .unknownOption
    case .route: .route
    case .traceOverFullScreen: .traceOverFullScreen
    case .unknownExportOption: .unknownExportOption
    case .exportTakesOneFolder: .exportTakesOneFolder
    case .exportNeedsFolder: .exportNeedsFolder
    case .replayNeedsFile: .replayNeedsFile
    case .traceWithTraceFile: .traceWithTraceFile
    case .notWithRPC: .notWithRPC
    }
  }

  static let samples: [UsageProblem] = [
    .unexpectedArgument("stray"), .needsValue(flag: "--width"), .takesNoValue(flag: "--line"),
    .unknownLanguage("de"),
    .notOneOf(flag: "--renderer", accepted: ["plain", "ansi"], value: "pdf"),
    .notAWholeNumber(flag: "--width", minimum: 20, maximum: 10_000, value: "5"),
    .unknownOption("--bogus"),
    .route(RouteError(route: "player/id/999", .noPlayer(id: 999), listsAcceptedForms: false)),
    .route(RouteError(route: "nope", problem: .unknownRoute, acceptedForms: ["player/NUMBER"])),
    .traceOverFullScreen, .unknownExportOption("--rows"), .exportTakesOneFolder("b"),
    .exportNeedsFolder, .replayNeedsFile, .traceWithTraceFile, .notWithRPC(flag: "--line"),
  ]
}

extension ScriptFile.Failure {
  enum Kind: CaseIterable {
    case noSuchFile, permissionDenied, isAFolder, unreadable, fifoWithoutWriter, notUTF8
    case lineNotUTF8
  }

  var kind: Kind {
    switch self {
    case .noSuchFile: .noSuchFile
    case .permissionDenied: .permissionDenied
    case .isAFolder: .isAFolder
    case .unreadable: .unreadable
    case .fifoWithoutWriter: .fifoWithoutWriter
    case .notUTF8: .notUTF8
    case .lineNotUTF8: .lineNotUTF8
    }
  }

  static let samples: [ScriptFile.Failure] = [
    .noSuchFile, .permissionDenied, .isAFolder, .unreadable(errno: EIO), .fifoWithoutWriter,
    .notUTF8, .lineNotUTF8(3),
  ]
}
