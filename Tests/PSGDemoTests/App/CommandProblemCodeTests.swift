import MVVMC
import Testing

@testable import PSGDemo

/// A refused command carries, for programs, its problem's code and details, the same in every
/// language: what the JSON stream's `error` lines hold.
struct CommandProblemCodeTests {
  /// One problem of each case.
  static let problems: [DemoCommandProblem] = [
    .unknownCommand("foo"), .commandTooLong(byteCount: 5_000), .lineNotUTF8(byteCount: 9),
    .notHere(command: "next", scene: "Help"), .unknownFilter("zzz"),
    .noPage(forward: false, of: .scorers, pages: 3), .noRow("99", in: .list, count: 35),
    .openNeedsARow("x", count: 35), .noRowSelected, .noPlayerHighlighted, .nothingToGoBackTo,
    .noOtherPlayer(id: "x"),
    .routeFailed(.cannotFollow("nobody", after: "scorers"), hint: .helpHere),
  ]

  @Test func everyProblemHasACodeOfItsOwn() {
    let codes = Self.problems.map(\.code)
    #expect(Set(codes).count == Self.problems.count, "\(codes)")
    #expect(
      codes.allSatisfy { code in code.first?.isLowercase == true && code.allSatisfy(\.isLetter) })
    #expect(codes.contains("invalidRoute"))
  }

  @Test(arguments: [DemoStrings.english, .french, .pseudo])
  func theErrorCarriesTheCodeAndDetailsInEveryLanguage(strings: DemoStrings) {
    for problem in Self.problems {
      let error = strings.error(problem)
      #expect(error.code == problem.code, "\(problem)")
      #expect(error.details == problem.details, "\(problem)")
    }
    let noRow = strings.error(.noRow("99", in: .list, count: 35))
    #expect(noRow.details == ["row": .text("99"), "rows": .text("list"), "count": .number(35)])
    let route = strings.error(
      .routeFailed(.cannotFollow("nobody", after: "scorers"), hint: .helpHere))
    #expect(
      route.details
        == [
          "reason": .text("cannotFollow"), "component": .text("nobody"), "after": .text("scorers"),
        ])
  }
}
