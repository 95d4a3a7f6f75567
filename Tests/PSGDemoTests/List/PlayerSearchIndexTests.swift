import PlayerFeed
import Testing

@testable import PSGDemo

@Suite struct PlayerSearchIndexTests {
  /// Names with accents, a fullwidth letter, an empty name, a NUL and a name that is a prefix of
  /// another, around the squad.
  static let names =
    Squad.paris2021.map(\.name) + [
      "", "Zoë ÅBERG", "ＭＢＡ", "a\u{0}b", "mb", "mbappé-mbappé", "ÉÉÉ", "日本 選手",
    ]

  /// What a search means, written the slow and obvious way.
  static func expected(_ query: String, among positions: [Int]? = nil) -> [Int32] {
    let folded = query.foldedForComparison
    return (positions ?? Array(names.indices)).filter {
      folded.isEmpty || names[$0].foldedForComparison.utf8.firstRange(of: folded.utf8) != nil
    }.map { Int32($0) }
  }

  static let queries = [
    "mba", "MBAPPÉ", "di maria", "e", "a", "é", "ee", "zoe", "aberg", "ｍｂａ", "a\u{0}b",
    "\u{0}", "x", "sergio r", "日本", "mbappe-mbappe", "ppé", "zzzz", "n ", " ",
  ]

  @Test(arguments: queries)
  func findsTheNamesContainingTheFoldedQuery(query: String) {
    let index = PlayerSearchIndex(names: Self.names)
    #expect(index.positions(containing: query.foldedForComparison) == Self.expected(query))
  }

  @Test func theEmptyQueryIsInEveryName() {
    let index = PlayerSearchIndex(names: Self.names)
    #expect(index.positions(containing: "").count == Self.names.count)
    #expect(index.positions(among: [3, 1], containing: "") == [3, 1])
  }

  @Test func aHitNeverRunsFromOneNameIntoTheNext() {
    let index = PlayerSearchIndex(names: ["ab", "cd", "", "ef"])
    #expect(index.positions(containing: "bc").isEmpty)
    #expect(index.positions(containing: "b\u{0}c").isEmpty)
    #expect(index.positions(containing: "d\u{0}\u{0}e").isEmpty)
    #expect(index.positions(containing: "cd") == [1])
  }

  @Test(arguments: queries)
  func searchingAmongFewCandidatesKeepsTheirOrder(query: String) {
    let index = PlayerSearchIndex(names: Self.names)
    let candidates = [40, 2, 7, 33, 12]  // fewer than an eighth: searched one by one
    #expect(
      index.positions(among: candidates.map { Int32($0) }, containing: query.foldedForComparison)
        == Self.expected(query, among: candidates))
  }

  @Test(arguments: queries)
  func searchingAmongManyCandidatesKeepsTheirOrder(query: String) {
    let index = PlayerSearchIndex(names: Self.names)
    let candidates = Array(Self.names.indices.reversed())  // all: one scan, then filtered
    #expect(
      index.positions(among: candidates.map { Int32($0) }, containing: query.foldedForComparison)
        == Self.expected(query, among: candidates))
  }

  @Test func candidatesOutsideTheIndexAreDropped() {
    let index = PlayerSearchIndex(names: ["mba", "mbb"])
    #expect(index.positions(among: [-1, 5, 1, 0], containing: "mb") == [1, 0])
    #expect(index.positions(among: [-1, 5], containing: "mb").isEmpty)
  }

  @Test func anEmptyIndexFindsNothing() {
    let index = PlayerSearchIndex(names: [String]())
    #expect(index.count == 0)
    #expect(index.positions(containing: "a").isEmpty)
    #expect(index.positions(containing: "").isEmpty)
  }
}
