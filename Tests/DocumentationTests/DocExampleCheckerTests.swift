import Testing

/// The example checker on small texts: each kind of wrong name is reported, and what an example
/// declares itself is not.
@Suite struct DocExampleCheckerTests {
  static let source = """
    public final class Box<Value>: Sendable {
      public var value: Value
      public init(_ value: Value, label: String = "") { self.value = value }
      public func bind(to owner: AnyObject, _ listener: (Value) -> Void) {
        let hidden = value
        listener(hidden)
      }
      public struct Part { public let size: Int }
    }
    public protocol Shape { var corners: Int { get } }
    extension Shape { public var isRound: Bool { corners == 0 } }
    public enum Outcome: Shape { case finished(Int), cancelled
      public var corners: Int { 0 }
    }
    let count = [1].map { $0 }.count
    public final class Shelf { public let box: Box<Int> }
    """

  let checker = DocExampleChecker(
    vocabulary: PackageVocabulary(sources: [Self.source]), allowedNames: ["MyBox"])

  func problems(_ code: String) -> [String] {
    let example = DocCommentExample(
      file: "Box.swift", line: 10, lines: code.components(separatedBy: "\n"))
    return checker.problems(in: example)
  }

  @Test func declaredAndUsedNamesPass() {
    #expect(
      problems(
        """
        let box = Box(3, label: "three")
        box.bind(to: box) { print($0) }  // a comment naming .nothing and Nothing
        let part = Box<Int>.Part(size: 2)
        let words = "a \\(box.value) b".count + [Outcome.cancelled].count + part.size
        Outcome.finished(1).isRound
        """
      ).isEmpty)
  }

  @Test func anUnknownTypeMemberOrLabelIsReported() {
    #expect(
      problems("let box = Bag(3)\nbox.unbind()\nBox(3, named: \"x\")") == [
        "Box.swift:11: `Bag` is a name the package neither declares nor uses",
        "Box.swift:12: `.unbind` is a member the package neither declares nor uses",
        "Box.swift:13: the label `named:` is not a parameter the package declares",
      ])
  }

  @Test func aMemberOfAnotherTypeIsReportedAfterATypeOrANameMadeFromOne() {
    #expect(
      problems("Outcome.size\nlet box = Box(1)\nbox.corners\nOutcome.cancelled.value") == [
        "Box.swift:11: `Outcome` declares no member `size`",
        "Box.swift:13: `Box` declares no member `corners`",
      ])
    // A protocol's members are its conforming types' too; a function's locals are nobody's.
    #expect(problems("Outcome.isRound") == [])
    #expect(
      problems("let box = Box(1)\nbox.hidden") == [
        "Box.swift:12: `Box` declares no member `hidden`"
      ])
  }

  @Test func propertiesOfAPackageTypeHaveTheirDeclaredTypes() {
    #expect(
      problems("let shelf = Shelf()\nshelf.box.corners\nshelf.box.value") == [
        "Box.swift:12: `Box` declares no member `corners`"
      ])
    // In an extension of a package type, its properties are in scope.
    #expect(
      problems("extension Shelf {\n  var size: Int { box.corners }\n}") == [
        "Box.swift:12: `Box` declares no member `corners`"
      ])
  }

  @Test func namesTheExampleDeclaresAndAllowedNamesPass() {
    #expect(
      problems(
        """
        struct Crate { var lid: Int }
        func open(_ crate: Crate, with tool: MyBox) -> Int { crate.lid }
        let crates = [Crate(lid: 1)].map { crate in crate.lid }
        for crate in [Crate(lid: 2)] { print(open(crate, with: MyBox())) }
        """
      ).isEmpty)
  }

  @Test func stringsAndCommentsAreNotCode() {
    // A string is one token of its text; its interpolations are code.
    let code = ##"""
      a("x.y \(b.c) \"q\"", #"r"s"#) /* d.e /* f */ */ // g.h
      """
      Text.t
      """
      """##
    #expect(
      SwiftToken.tokens(in: code).map(\.text) == [
        "a", "(", #""x.y  \"q\"""#, "b", ".", "c", ",", #""r"s""#, ")", "\"\nText.t\n\"",
      ])
    #expect(SwiftToken.tokens(in: code).last?.line == 1)
  }
}
