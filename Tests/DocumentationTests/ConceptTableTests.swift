import Foundation
import TestSupport
import Testing

/// The table of concepts that opens `Docs/AddingAScene.md` names every type and protocol of the
/// package that its least flow's files name, so a reader meets no type the table leaves out,
/// and it stays short.
@Suite struct ConceptTableTests {
  static let guidePath = "Docs/AddingAScene.md"
  /// The least flow, which the guide quotes: the demo's teammates.
  static let leastFlowFolder = "Sources/PSGDemo/Teammates"
  /// The guide's flow with a coordinator of its own.
  static let scorersFolder = "Sources/PSGDemo/TopScorers"
  /// The most package types the least flow may meet, named or reached after a dot.
  static let mostLeastFlowTypes = 8
  /// The most rows the table may have.
  static let mostRows = 12
  /// The most types and protocols the table may list, so that a type a later example brings
  /// in is a decision, taken by raising it.
  static let mostTypes = 14

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

  /// What comes before a `.` that starts an implicit member (`.character("t")`, `.back`),
  /// rather than one after a value (`player.name`, `list().count`).
  static let valueEnds: Set<String> = [")", "]", "?", "!", ">", "}"]
  static let keywordsBeforeAValue: Set<String> = [
    "return", "case", "in", "try", "await", "throw", "else", "where", "is", "as", "if", "guard",
  ]

  /// The package's types `files` reach after a dot, beyond `named`: a nested type written
  /// `Action.Name`, and the type of each implicit member (`.character("t")` is a `Key`, a
  /// problem case its problem's type), found as a package type that declares a member of that
  /// name. A name several types declare counts once (a type of the top level first), unless
  /// one of them is already counted: the count is then a floor, never more than the reader
  /// meets.
  static func packageTypes(
    reachedAfterADotIn files: [String], vocabulary: PackageVocabulary, named: Set<String>
  ) -> Set<String> {
    var reached: Set<String> = []
    var own: Set<String> = []
    var implicit: [String] = []
    for text in files {
      let tokens = SwiftToken.tokens(in: text)
      for (index, token) in tokens.enumerated() where token.kind == .identifier {
        let previous = index > 0 ? tokens[index - 1] : nil
        if let previous, PackageVocabulary.typeKeywords.contains(previous.text) {
          own.insert(token.text)
        }
        guard previous?.text == ".", index >= 2 else { continue }
        let before = tokens[index - 2]
        if token.isCapitalized, before.isCapitalized {
          reached.insert("\(before.text).\(token.text)")
        } else if !token.isCapitalized, token.text != "init",
          // `1...pages` is a range, whose bound follows a `.` of its operator.
          before.kind == .punctuation && !valueEnds.contains(before.text) && before.text != "."
            || keywordsBeforeAValue.contains(before.text)
        {
          implicit.append(token.text)
        }
      }
    }
    reached = reached.filter {
      vocabulary.types.contains($0) && !own.contains(String($0.prefix { $0 != "." }))
    }
    var counted = named.union(reached)
    for member in implicit {
      let candidates = vocabulary.members.filter { path, members in
        members.contains(member) && vocabulary.types.contains(path)
          && !own.contains(String(path.prefix { $0 != "." }))
      }.keys.sorted { $0.contains(".") == $1.contains(".") ? $0 < $1 : !$0.contains(".") }
      guard let first = candidates.first, counted.isDisjoint(with: candidates) else { continue }
      counted.insert(first)
      reached.insert(first)
    }
    return reached
  }

  /// Every package type `files` meet: named, or reached after a dot.
  static func packageTypes(meetIn files: [String], vocabulary: PackageVocabulary) -> Set<String> {
    let named = packageTypes(namedIn: files, declared: vocabulary.types)
    return named.union(
      packageTypes(reachedAfterADotIn: files, vocabulary: vocabulary, named: named))
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

  @Test func theTableNamesEveryTypeTheLeastFlowMeets() throws {
    let rows = Self.rows(of: try Self.read(Self.guidePath))
    #expect(!rows.isEmpty, "the guide has no table between the concepts markers")
    #expect(rows.count <= Self.mostRows, "\(rows.count) rows")
    let listed = Self.names(in: rows)
    let vocabulary = PackageVocabulary(sources: DocCommentExampleTests.sources.map(\.text))
    let listedTypes = listed.intersection(vocabulary.types)
    #expect(listedTypes.count <= Self.mostTypes, "\(listedTypes.sorted())")
    let least = Self.packageTypes(
      meetIn: try Self.swiftFiles(in: Self.leastFlowFolder), vocabulary: vocabulary)
    #expect(least.count <= Self.mostLeastFlowTypes, "\(least.sorted())")
    // `Table.Row` is in the table as `Table`.
    let missing = Set(least.map { String($0.prefix { $0 != "." }) }).subtracting(listed)
    #expect(missing.isEmpty, "the least flow meets \(missing.sorted()), which the table leaves out")
    let scorers = Self.packageTypes(
      meetIn: try Self.swiftFiles(in: Self.scorersFolder), vocabulary: vocabulary)
    // The guide states each count, and the most the table holds.
    let guide = try Self.read(Self.guidePath)
    #expect(
      guide.contains("The teammates (a scene below a page) meet \(least.count) of them"),
      "\(least.sorted())")
    #expect(guide.contains("the top scorers' folder meets \(scorers.count)"), "\(scorers.sorted())")
    #expect(guide.contains("grows past its \(Self.mostTypes) types"), "\(listedTypes.count)")
  }

  @Test func aTypeReachedAfterADotCounts() {
    var vocabulary = PackageVocabulary(sources: [])
    vocabulary.types = ["Action", "Action.Name", "Key", "Block", "Summary"]
    vocabulary.members = [
      "Key": ["character", "escape"], "Block": ["text"], "Action": ["back"], "Summary": ["pages"],
    ]
    let example = """
      extension Action.Name { static let open = Action.Name("open") }
      let action = Action(.open, keys: [.character("o")])
      let text = player.text
      let numbers = 1...pages
      """
    let named = Self.packageTypes(namedIn: [example], declared: vocabulary.types)
    #expect(named == ["Action"])
    let reached = Self.packageTypes(
      reachedAfterADotIn: [example], vocabulary: vocabulary, named: named)
    // `player.text` is a value's member, not an implicit one: no `Block`; nor is a range's
    // bound: no `Summary`.
    #expect(reached == ["Action.Name", "Key"])
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
