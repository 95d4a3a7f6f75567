import Foundation
import TestSupport

/// The tutorial's sections as a reader follows them: for each section, the files its steps
/// write, in order, each with the path the reader gives it (the `@Code`'s `name:`) and the
/// file of this package that holds its text (its `file:`, found in `codeFolders`).
struct TutorialListings {
  struct Listing: Equatable {
    /// Where the reader writes it, from the root of their package: `Sources/ReadingList/Book.swift`.
    var path: String
    /// The file of this package the listing shows, from the package root.
    var source: String
  }

  struct Section {
    var title: String
    var listings: [Listing]
  }

  static let catalog = "Docs/Tutorial/YourFirstMVVMCFlow.docc"
  static let tutorial = "\(catalog)/BuildAReadingList.tutorial"
  /// Where the files a `@Code` names are found; `.ci/docs` looks in the same folders.
  static let codeFolders = ["Sources/ReadingList", "Sources/reading-list", "Tests/TutorialTests"]
  /// The reader's package as it stands at the end of each section: `Section01`, `Section02`, …
  static let sectionFolders = "Docs/Tutorial/ReadingList"

  static func url(_ path: String) -> URL {
    FixtureFiles.packageRoot.appendingPathComponent(path)
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }

  /// The paths from the root of every file in `codeFolders`.
  static func codeFiles() throws -> [String] {
    var paths: [String] = []
    for folder in codeFolders {
      guard let files = FileManager.default.enumerator(atPath: url(folder).path) else { continue }
      for case let file as String in files where file.hasSuffix(".swift") {
        paths.append("\(folder)/\(file)")
      }
    }
    return paths
  }

  /// The folder of the reader's package at the end of section `number`, counting from 1.
  static func sectionFolder(_ number: Int) -> String {
    "\(sectionFolders)/Section\(number < 10 ? "0" : "")\(number)"
  }

  let sections: [Section]

  /// Reads the tutorial; a `file:` that is not exactly one file of `codeFolders` is an error.
  init() throws {
    let text = try Self.read(Self.tutorial)
    let files = try Self.codeFiles()
    var sections: [Section] = []
    for line in text.split(separator: "\n") {
      if let title = line.firstMatch(of: #/@Section\(title: "([^"]+)"\)/#)?.output.1 {
        sections.append(Section(title: String(title), listings: []))
      } else if let code = line.firstMatch(of: #/@Code\(name: "([^"]+)", file: "([^"]+)"\)/#) {
        let name = String(code.output.2)
        let found = files.filter { ($0 as NSString).lastPathComponent == name }
        guard found.count == 1, !sections.isEmpty else {
          throw ListingError(message: "\(name) is \(found) in \(Self.codeFolders)")
        }
        sections[sections.count - 1].listings.append(
          Listing(path: String(code.output.1), source: found[0]))
      }
    }
    self.sections = sections
  }

  /// The reader's package at the end of section `number` (from 1): each path with the text
  /// the last listing written there holds.
  func package(afterSection number: Int) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for section in sections.prefix(number) {
      for listing in section.listings {
        files[listing.path] = try Data(contentsOf: Self.url(listing.source))
      }
    }
    return files
  }

  struct ListingError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
