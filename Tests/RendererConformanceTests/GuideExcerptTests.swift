import Foundation
import TestSupport
import Testing

/// The code excerpts of Docs/WritingARenderer.md that name their source file (an HTML comment
/// `<!-- source: PATH -->` before the block) are copied from that file: the guide walks
/// through code the package compiles, and cannot drift from it.
@Suite struct GuideExcerptTests {
  struct Excerpt: CustomStringConvertible {
    var source: String
    var code: String
    var description: String { "\(source): \(code.prefix(60))…" }
  }

  static func excerpts() throws -> [Excerpt] {
    let guide = try String(
      contentsOf: FixtureFiles.packageRoot.appendingPathComponent("Docs/WritingARenderer.md"),
      encoding: .utf8)
    var excerpts: [Excerpt] = []
    let marker = "<!-- source: "
    for part in guide.components(separatedBy: marker).dropFirst() {
      let source = String(part.prefix { $0 != " " })
      guard let start = part.range(of: "```swift\n"),
        let end = part.range(of: "\n```", range: start.upperBound..<part.endIndex)
      else { continue }
      excerpts.append(
        Excerpt(source: source, code: String(part[start.upperBound..<end.lowerBound])))
    }
    return excerpts
  }

  @Test func everyExcerptIsInItsSourceFile() throws {
    let excerpts = try Self.excerpts()
    #expect(excerpts.count >= 6)
    for excerpt in excerpts {
      let file = try String(
        contentsOf: FixtureFiles.packageRoot.appendingPathComponent(excerpt.source), encoding: .utf8
      )
      #expect(file.contains(excerpt.code), "\(excerpt) is not in \(excerpt.source)")
    }
  }
}
