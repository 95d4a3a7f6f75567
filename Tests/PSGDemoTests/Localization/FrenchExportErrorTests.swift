import MVVMC
import TestSupport
import Testing

@testable import PSGDemo

/// An export speaks French under `--lang fr`: each case of ``ExportProblem`` is walked from a
/// sample of each (`ErrorSamples.swift`), so a problem added without its French fails to
/// compile in `DemoStrings+Export.swift`, and without its sample fails here. English keeps
/// the lines an export wrote before its problems were values.
@Suite struct FrenchExportErrorTests {
  static let french = DemoStrings(.french)
  static let english = DemoStrings(.english)

  @Test func everyExportProblemIsWalked() {
    #expect(unsampledKinds(of: ExportProblem.samples.map(\.problem), kind: \.kind).isEmpty)
  }

  @Test(arguments: ExportProblem.samples)
  func everyExportProblemIsFrench(problem: ExportProblem, english: String, status: Int32) {
    let error = ExportError(problem)
    let french = Self.french.describe(error)
    #expect(EnglishWords.in(french).isEmpty, "\(french)")
    #expect(error.description == english)
    #expect(Self.english.describe(error) == english)
    #expect(!EnglishWords.in(english).isEmpty, "\(english)")
    #expect(error.exitCode == status)
  }

  @Test func aFolderNamedWithControlCharactersIsShownVisibly() {
    let error = ExportError.notEmpty(folder: "site\u{1B}[2J")
    for line in [error.description, Self.french.describe(error)] {
      #expect(!line.unicodeScalars.contains("\u{1B}"), "\(line)")
    }
  }

  /// The line an export ends with: English as it was, French counting 0 and 1 in the
  /// singular.
  @Test func theClosingLineIsFrench() {
    var site = SiteExportSummary(
      pages: ["index.html", "players.html"], sharedFiles: ["style.css", "search.js"])
    site.written = 4
    #expect(
      Self.english.exportReport(site, folder: "site")
        == "exported 2 pages and 2 shared files to site (start at index.html): 4 written, "
        + "0 unchanged, 0 removed")
    #expect(
      Self.french.exportReport(site, folder: "site")
        == "2 pages et 2 fichiers partagés exportés dans site (début : index.html) : 4 écrits, "
        + "0 inchangé, 0 supprimé")
    var notes = SiteExportSummary(pages: ["index.md"], sharedFiles: [])
    (notes.written, notes.unchanged, notes.removed) = (1, 2, 1)
    #expect(
      Self.english.exportReport(notes, folder: "notes")
        == "exported 1 pages to notes (start at index.md): 1 written, 2 unchanged, 1 removed")
    #expect(
      Self.french.exportReport(notes, folder: "notes")
        == "1 page exportée dans notes (début : index.md) : 1 écrit, 2 inchangés, 1 supprimé")
    var one = SiteExportSummary(pages: ["index.html", "players.html"], sharedFiles: ["style.css"])
    one.unchanged = 3
    let french = Self.french.exportReport(one, folder: "site")
    #expect(french.hasPrefix("2 pages et 1 fichier partagé exportés dans site "), "\(french)")
    for summary in [site, notes, one] {
      let line = Self.french.exportReport(summary, folder: "site")
      #expect(EnglishWords.in(line).isEmpty, "\(line)")
      #expect(!EnglishWords.in(Self.english.exportReport(summary, folder: "site")).isEmpty)
    }
  }
}
