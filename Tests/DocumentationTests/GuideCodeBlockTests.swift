import Foundation
import TestSupport
import Testing

/// Every Swift block of the guides, the README and the DocC catalogs matches the code it shows,
/// so an example cannot drift from the package: quotes are excerpts of real files (the examples
/// of the MVVMC guides are tests of this target that run and check their printed output), and
/// summaries of an API declare only names the sources declare.
@Suite struct GuideCodeBlockTests {
  static let checker = GuideBlockChecker { path in
    try? String(
      contentsOf: FixtureFiles.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// `README.md`, `Docs/*.md` and the articles of `Sources/*/*.docc`, as paths from the root.
  static func guides() throws -> [String] {
    let files = FileManager.default
    let root = FixtureFiles.packageRoot
    var guides = ["README.md"]
    guides += try files.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
      .filter { $0.hasSuffix(".md") }.map { "Docs/\($0)" }
    for module in try files.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
    {
      let catalog = "Sources/\(module)/\(module).docc"
      guard
        let articles = try? files.contentsOfDirectory(
          atPath: root.appendingPathComponent(catalog).path)
      else { continue }
      guides += articles.filter { $0.hasSuffix(".md") }.map { "\(catalog)/\($0)" }
    }
    return guides.sorted()
  }

  @Test func everySwiftBlockMatchesTheCodeItShows() throws {
    var problems: [String] = []
    var checked = 0
    for guide in try Self.guides() {
      let text = try #require(Self.checker.readFile(guide), "\(guide) is unreadable")
      for block in GuideCodeBlock.blocks(in: text, guide: guide) {
        checked += 1
        problems += Self.checker.problems(in: block).map { "\(guide):\(block.line): \($0)" }
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    // The MVVMC guides alone hold more than twenty blocks: an empty scan would pass silently.
    #expect(checked > 20)
  }

  @Test func aDriftedQuoteOfARealGuideFails() throws {
    let guide = "Docs/Coordinators.md"
    let text = try #require(Self.checker.readFile(guide))
    let quote = try #require(
      GuideCodeBlock.blocks(in: text, guide: guide).first { block in
        if case .quote(let path) = block.check { return path.hasPrefix("Sources/") }
        return false
      })
    #expect(Self.checker.problems(in: quote).isEmpty)

    var drifted = quote
    let index = try #require(drifted.lines.firstIndex { $0.contains("finish(with:") })
    drifted.lines[index] = drifted.lines[index].replacingOccurrences(
      of: "finish(with:", with: "complete(with:")
    #expect(
      Self.checker.problems(in: drifted) == [
        "the line `\(drifted.lines[index].trimmingWhitespace())` is not in "
          + "Sources/MVVMC/Choosing/PickerCoordinator.swift where the excerpt puts it"
      ])
  }
}

/// The checker itself, on small texts: each kind of drift is reported.
@Suite struct GuideBlockCheckerTests {
  static let source = """
    final class Box {
      var value = 0

      func bind(_ listener: () -> Void) {
        listener()
      }
      // A comment that mentions case hidden and func hidden.
      func unbindAll() {}
    }
    enum Outcome { case finished(Int), cancelled }
    """

  let checker = GuideBlockChecker { path in path == "Box.swift" ? Self.source : nil }

  func block(_ marker: String, _ body: String) -> GuideCodeBlock {
    let markdown = "Text\n\n\(marker)\n```swift\n\(body)\n```\n"
    return GuideCodeBlock.blocks(in: markdown, guide: "Guide.md")[0]
  }

  @Test func anExcerptWithLeftOutLinesAndOtherIndentationMatches() {
    let excerpt = block(
      "<!-- quote: Box.swift -->",
      "final class Box {\n// …\nfunc bind(_ listener: () -> Void) {\n  listener()\n}")
    #expect(excerpt.check == .quote(path: "Box.swift"))
    #expect(checker.problems(in: excerpt).isEmpty)
  }

  @Test func aChangedLineFails() {
    let excerpt = block(
      "<!-- quote: Box.swift -->", "func bind(_ listener: () -> Void) {\n  listen()")
    #expect(
      checker.problems(in: excerpt) == [
        "the line `listen()` is not in Box.swift where the excerpt puts it"
      ])
  }

  @Test func linesOutOfOrderFail() {
    let excerpt = block("<!-- quote: Box.swift -->", "func unbindAll() {}\n// …\nvar value = 0")
    #expect(
      checker.problems(in: excerpt) == [
        "the line `var value = 0` is not in Box.swift where the excerpt puts it"
      ])
  }

  @Test func aMissingFileOrMarkerFails() {
    #expect(
      checker.problems(in: block("<!-- quote: Gone.swift -->", "let x = 1")) == [
        "it quotes Gone.swift, which does not exist"
      ])
    let unmarked = block("Some prose.", "let x = 1")
    #expect(unmarked.check == .none)
    #expect(checker.problems(in: unmarked).count == 1)
    #expect(block("<!-- unchecked: -->", "let x = 1").check == .none)
  }

  @Test func aSynopsisNamesOnlyDeclaredNames() {
    let synopsis = block(
      "<!-- synopsis: Box.swift -->",
      "class Box {\n  var value: Int\n  func bind(_ listener: () -> Void)\n  func hidden()\n}\n"
        + "enum Outcome { case finished(Int), cancelled, lost }")
    #expect(synopsis.check == .synopsis(paths: ["Box.swift"]))
    #expect(
      checker.problems(in: synopsis) == [
        "`case lost` is not declared in Box.swift", "`func hidden` is not declared in Box.swift",
      ])
  }

  @Test func blocksOfOtherLanguagesAndIndentedBlocksAreRead() {
    let markdown = """
      ```text
      ```swift inside text is not a block
      ```

      - A list item:

        <!-- quote: Box.swift -->
        ```swift
        var value = 0
        ```
      """
    let blocks = GuideCodeBlock.blocks(in: markdown, guide: "Guide.md")
    #expect(
      blocks == [
        GuideCodeBlock(
          guide: "Guide.md", line: 8, check: .quote(path: "Box.swift"), lines: ["var value = 0"])
      ])
  }
}
