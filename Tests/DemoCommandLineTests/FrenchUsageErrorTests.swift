import Rendering
import Testing

@testable import DemoCommandLine

/// Every usage error has its French: options and export options that fail, each message found
/// in the catalogue (a message added in English only fails here), and `--lang` read first so
/// an error before it is French too.
@Suite struct FrenchUsageErrorTests {
  static let badOptions: [[String]] = [
    ["stray"], ["--width"], ["--line=yes"], ["--lang", "de"], ["--renderer", "pdf"],
    ["--color", "sometimes"], ["--width", "5"], ["--rows", "x"], ["--bogus"], ["--open", "nope"],
    ["--open", "player/id/x"], ["--help=1"],
  ]

  @Test(arguments: badOptions)
  func optionErrorsAreTranslated(arguments: [String]) {
    let error = #expect(throws: UsageError.self) { try DemoOptions(parsing: arguments) }
    guard let error else { return }
    let french = error.description(in: .french)
    #expect(
      error.routeError != nil || UsageError.frenchMessages.translates(error.message), "\(error)")
    #expect(french.hasSuffix("(voir psg-demo --help)"), "\(french)")
    #expect(french != error.description)
  }

  static let badExports: [[String]] = [
    [], ["a", "b"], ["a", "--renderer", "pdf"], ["a", "--lang", "es"], ["a", "--bogus"],
    ["a", "--renderer"],
  ]

  @Test(arguments: badExports)
  func exportErrorsAreTranslated(arguments: [String]) {
    let error = #expect(throws: UsageError.self) { try ExportOptions(parsing: arguments) }
    guard let error else { return }
    #expect(UsageError.frenchMessages.translates(error.message), "\(error)")
  }

  @Test func theFullScreenConflictIsTranslated() throws {
    let options = try DemoOptions(parsing: ["--trace"])
    let error = try #require(DisplayMode.fullScreen.conflict(with: options))
    #expect(UsageError.frenchMessages.translates(error.message))
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
}
