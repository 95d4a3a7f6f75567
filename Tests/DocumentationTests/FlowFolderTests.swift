import Foundation
import TestSupport
import Testing

/// A flow of the demo is contributed like any other: outside its folder and the one file that
/// registers it, no code names a type the folder declares (a comment may). So a flow is added,
/// and could be taken out, by its folder and one line.
@Suite struct FlowFolderTests {
  static let demoFolder = "Sources/PSGDemo"
  static let registration = "App/DemoScenes.swift"
  /// The folders of the demo's flows: those that declare a `FlowContribution`, so a flow added
  /// later is checked without being listed here.
  static let flowFolders: [String] = {
    let files = (try? swiftFiles(under: demoFolder)) ?? []
    let folders = files.filter { file in
      let text = (try? read("\(demoFolder)/\(file)")) ?? ""
      return text.contains("extension FlowContribution")
    }.compactMap { $0.split(separator: "/").first.map(String.init) }
    return Array(Set(folders)).sorted()
  }()

  /// The `.swift` files under `folder`, relative to it, in order.
  static func swiftFiles(under folder: String) throws -> [String] {
    let root = FixtureFiles.packageRoot.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    return paths.filter { $0.hasSuffix(".swift") }.sorted()
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: FixtureFiles.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The types `text` declares at the top level or in an extension (`DemoStrings.Words`): a
  /// type nested in the folder's own type (a coordinator's `Route`) belongs to that type.
  static func topLevelTypes(in text: String) -> Set<String> {
    var names: Set<String> = []
    // For each open brace, whether an `extension` opened it.
    var braces: [Bool] = []
    var opensExtension = false
    let tokens = SwiftToken.tokens(in: text)
    for (index, token) in tokens.enumerated() {
      if token.kind == .punctuation, token.text == "{" {
        braces.append(opensExtension)
        opensExtension = false
      } else if token.kind == .punctuation, token.text == "}" {
        _ = braces.popLast()
      } else if token.kind == .identifier, token.text == "extension" {
        opensExtension = true
      } else if token.kind == .identifier, index > 0, braces.allSatisfy({ $0 }),
        PackageVocabulary.typeKeywords.union(["typealias"]).contains(tokens[index - 1].text)
      {
        names.insert(token.text)
        opensExtension = false
      }
    }
    return names
  }

  /// Whether `text` declares a place flows are added below: the file of a context.
  static func declaresAPlace(_ text: String) -> Bool {
    text.contains("extension ContributionPoint<")
  }

  /// The identifiers the code of `text` names.
  static func mentionedNames(in text: String) -> Set<String> {
    Set(SwiftToken.tokens(in: text).filter { $0.kind == .identifier }.map(\.text))
  }

  /// Where the code of `text` names one of `types`: `line: Name`, lines counted from 1.
  static func mentions(of types: Set<String>, in text: String) -> [String] {
    SwiftToken.tokens(in: text)
      .filter { $0.kind == .identifier && types.contains($0.text) }
      .map { "\($0.line + 1): \($0.text)" }
  }

  @Test func theDemosFlowsAreFound() {
    // A flow added later joins them; these two ship with the demo.
    #expect(Set(["Compare", "TopScorers"]).isSubset(of: Self.flowFolders))
  }

  @Test(arguments: flowFolders)
  func noCodeOutsideTheFolderNamesItsTypes(folder: String) throws {
    let files = try Self.swiftFiles(under: Self.demoFolder)
    let own = files.filter { $0.hasPrefix(folder + "/") }
    #expect(!own.isEmpty, "\(folder) holds the flow")
    var types: Set<String> = []
    var offered: Set<String> = []
    for file in own {
      let text = try Self.read("\(Self.demoFolder)/\(file)")
      types.formUnion(Self.topLevelTypes(in: text))
      if Self.declaresAPlace(text) { offered.formUnion(Self.mentionedNames(in: text)) }
    }
    #expect(!types.isEmpty, "\(folder) declares the flow's types")
    // What the folder gives the flows added below its scenes (its context, what the context
    // holds, the segment the place stands below) is theirs to name.
    types.subtract(offered)
    var problems: [String] = []
    for file in files where !own.contains(file) && file != Self.registration {
      let text = try Self.read("\(Self.demoFolder)/\(file)")
      problems += Self.mentions(of: types, in: text).map { "\(file):\($0)" }
    }
    #expect(problems.isEmpty, "code outside \(folder)/ names its types: \(problems)")
  }

  /// A flow added below the scorers names their context and what it holds; it names nothing
  /// else of theirs.
  @Test func aPlacesContextIsOfferedAndTheRestIsNot() throws {
    let context = try Self.read("\(Self.demoFolder)/TopScorers/TopScorersContext.swift")
    #expect(Self.declaresAPlace(context))
    let offered = Self.mentionedNames(in: context)
    #expect(offered.isSuperset(of: ["TopScorersContext", "RankedPlayers", "TopScorersRoute"]))
    #expect(!offered.contains("TopScorersCoordinator"))
    #expect(!offered.contains("TopScorersViewModel"))
  }

  @Test func aTypeNamedInCodeIsFoundAndOneInACommentIsNot() {
    let types = Self.topLevelTypes(
      in: "struct TopScorersWords: FlowWords {\n  enum Route {}\n}\n"
        + "extension DemoStrings { struct Nested { struct Inner {} } }")
    #expect(types == ["TopScorersWords", "Nested"])
    let text = "// TopScorersWords in a comment\nlet words = TopScorersWords.english"
    #expect(Self.mentions(of: types, in: text) == ["2: TopScorersWords"])
  }
}
