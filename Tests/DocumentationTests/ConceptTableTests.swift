import Foundation
import TestSupport
import Testing

/// The table of concepts that opens `Docs/AddingAScene.md` names every type and protocol of the
/// package that its least flow's files name, so a reader meets no type the table leaves out,
/// and it stays short.
@Suite struct ConceptTableTests {
  static let guidePath = "Docs/AddingAScene.md"
  /// The least flow, which the guide quotes: the demo's teammates.
  static let exampleFolders = ["Sources/PSGDemo/Teammates"]
  /// The most rows the table may have.
  static let mostRows = 12
  /// The most types and protocols the table may list: today's count, so that a type a later
  /// example brings in is a decision, taken by raising it.
  static let mostTypes = 20

  /// The rows between `<!-- concepts -->` and `<!-- /concepts -->`, without the header.
  static func rows(of guide: String) -> [String] {
    guard let start = guide.range(of: "<!-- concepts -->"),
      let end = guide.range(of: "<!-- /concepts -->", range: start.upperBound..<guide.endIndex)
    else { return [] }
    return guide[start.upperBound..<end.lowerBound]
      .split(separator: "\n")
      .filter { $0.hasPrefix("|") }
      .dropFirst(2)
      .map(String.init)
  }

  /// The names written in backticks in `rows`: `Table` and `Table.Row` both give `Table`.
  static func names(in rows: [String]) -> Set<String> {
    var names: Set<String> = []
    for row in rows {
      let parts = row.split(separator: "`", omittingEmptySubsequences: false)
      for (index, part) in parts.enumerated() where index % 2 == 1 {
        names.insert(String(part.prefix { $0 != "." && $0 != "<" && $0 != "(" }))
      }
    }
    return names
  }

  /// The package's types that `files` name, without those they declare themselves: a
  /// capitalised identifier not after a `.`, declared by the package's sources.
  static func packageTypes(namedIn files: [String], declared: Set<String>) -> Set<String> {
    var named: Set<String> = []
    var own: Set<String> = []
    for text in files {
      let tokens = SwiftToken.tokens(in: text)
      for (index, token) in tokens.enumerated() where token.kind == .identifier {
        let previous = index > 0 ? tokens[index - 1] : nil
        if let previous, PackageVocabulary.typeKeywords.union(["typealias"]).contains(previous.text)
        {
          own.insert(token.text)
          continue
        }
        guard token.text.first?.isUppercase == true, previous?.text != "." else { continue }
        named.insert(token.text)
      }
    }
    return named.subtracting(own).intersection(declared)
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: FixtureFiles.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  static func swiftFiles(in folder: String) throws -> [String] {
    let url = FixtureFiles.packageRoot.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { try read("\(folder)/\($0)") }
  }

  @Test func theTableNamesEveryTypeTheWorkedExamplesName() throws {
    let rows = Self.rows(of: try Self.read(Self.guidePath))
    #expect(!rows.isEmpty, "the guide has no table between the concepts markers")
    #expect(rows.count <= Self.mostRows, "\(rows.count) rows")
    let listed = Self.names(in: rows)
    let vocabulary = PackageVocabulary(sources: DocCommentExampleTests.sources.map(\.text))
    let listedTypes = listed.intersection(vocabulary.types)
    #expect(listedTypes.count <= Self.mostTypes, "\(listedTypes.sorted())")
    var counts: [Int] = []
    for folder in Self.exampleFolders {
      let files = try Self.swiftFiles(in: folder)
      #expect(!files.isEmpty, "\(folder) holds the example")
      let named = Self.packageTypes(namedIn: files, declared: vocabulary.types)
      #expect(!named.isEmpty, "\(folder) names the package's types")
      let missing = named.subtracting(listed).sorted()
      #expect(missing.isEmpty, "\(folder) names \(missing), which the table leaves out")
      counts.append(named.count)
    }
    // The guide says how many of them the least flow meets, and how many the table lists.
    let guide = try Self.read(Self.guidePath)
    #expect(
      guide.contains("The teammates (a scene below a page) meet \(counts[0]) of them"),
      "\(counts)")
    #expect(guide.contains("grows past its \(Self.mostTypes) types"), "\(listedTypes.count)")
  }

  @Test func aTypeTheTableLeavesOutIsFound() {
    let declared: Set<String> = ["Screen", "Action", "Table"]
    let example = "struct MyScene { let table = Table(); func f() -> Screen { .empty } }"
    let named = Self.packageTypes(namedIn: [example], declared: declared)
    #expect(named == ["Table", "Screen"])
    let listed = Self.names(in: ["| `Screen` | `Rendering` | what a scene shows |"])
    #expect(named.subtracting(listed) == ["Table"])
  }
}
