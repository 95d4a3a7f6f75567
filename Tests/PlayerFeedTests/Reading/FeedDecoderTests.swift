import Foundation
import PlayerFeed
import TestSupport
import Testing

@Suite struct FeedDecoderTests {
  // MARK: Valid feeds

  @Test func decodesEveryField() throws {
    let players = try decode(FeedText.feed(FeedText.player()))
    #expect(
      players == [
        Player(
          id: 1, name: "Keylor NAVAS", number: 1, country: "Costa Rica", heightCentimetres: 185,
          weightKilograms: 80, birthDate: BirthDate(day: 16, month: 12, year: 1986),
          position: .goalkeeper, goals: 0, matches: 90, isAcademyGraduate: false,
          photoURL: "https://example.com/navas.png")
      ])
  }

  @Test func anEmptyPlayerListIsAnEmptyFeed() throws {
    #expect(try decode(#"{"players": []}"#) == [])
    #expect(try decode(" {\n\t\"players\" : [ ]\r\n} ") == [])
  }

  @Test func keepsUnknownPositionsAsWritten() throws {
    let players = try decode(FeedText.feed(FeedText.player(["position": #""Libéro""#])))
    #expect(players.map(\.position) == [.unknown("Libéro")])
  }

  @Test func ignoresExtraFields() throws {
    let player = FeedText.player([
      "nickname": #""El Muro""#, "stats": #"{"saves": [1, 2.5, null]}"#,
    ])
    let feed = #"{"season": "2021-22", "players": [\#(player)], "club": {"name": "PSG"}}"#
    #expect(try decode(feed).map(\.name) == ["Keylor NAVAS"])
  }

  @Test func keepsFeedOrderAndTextAsWritten() throws {
    let feed = FeedText.feed(
      FeedText.player(["name": #""Z\u00e9 \ud83d\ude00 \"Z\"""#, "number": "9"]),
      FeedText.player(["name": #""\u001b[2J\tA""#, "imageURL": #""not a URL""#, "number": "-3"]))
    let players = try decode(feed)
    #expect(players.map(\.name) == ["Zé 😀 \"Z\"", "\u{1B}[2J\tA"])
    #expect(players.map(\.number) == [9, -3])
    #expect(players.last?.photoURL == "not a URL")
  }

  @Test func acceptsAByteOrderMark() throws {
    let data = Data([0xEF, 0xBB, 0xBF]) + Data(FeedText.feed(FeedText.player()).utf8)
    #expect(try FeedDecoder.decode(data, source: "feed.json").count == 1)
  }

  @Test func acceptsAWholeNumberInAnyNotation() throws {
    let feed = FeedText.feed(FeedText.player(["goals": "1e3", "matches": "-0"]))
    let player = try #require(try decode(feed).first)
    #expect(player.goals == 1000)
    #expect(player.matches == 0)
  }

  @Test func acceptsATrailingCommaAsFoundationDoes() throws {
    #expect(try decode(#"{"players": [], }"#) == [])
  }

  @Test func acceptsTheLargestAndSmallestIntegers() throws {
    let feed = FeedText.feed(
      FeedText.player(["goals": "9223372036854775807", "matches": "-9223372036854775808"]))
    let player = try #require(try decode(feed).first)
    #expect(player.goals == Int.max)
    #expect(player.matches == Int.min)
  }

  // MARK: Broken feeds

  struct Broken: Sendable, CustomTestStringConvertible {
    var name: String
    var data: Data
    var message: String
    var exitCode: Int32 = 65

    init(_ name: String, _ text: String, _ message: String) {
      self.init(name, Data(text.utf8), message)
    }

    init(_ name: String, _ data: Data, _ message: String) {
      self.name = name
      self.data = data
      self.message = message
    }

    var testDescription: String { name }
  }

  static let brokenFeeds: [Broken] = [
    Broken("empty", "", "feed.json: the feed is empty"),
    Broken("only whitespace", " \n\t\r\n", "feed.json: the feed is empty"),
    Broken(
      "not UTF-8", Data(#"{"players": ["#.utf8) + Data([0xFF]) + Data("]}".utf8),
      "feed.json: not UTF-8 text: invalid byte 0xFF at line 1, column 14"),
    Broken(
      "Latin-1 accent on line 2", Data("{\"players\": [\n  \"Ang".utf8) + Data([0xC1]),
      "feed.json: not UTF-8 text: invalid byte 0xC1 at line 2, column 7"),
    Broken(
      "double comma", "{\"players\": [\n  {\"id\": 1,, }\n]}",
      "feed.json: not valid JSON at line 2, column 12: invalid value"),
    Broken(
      "cut short", #"{"players": ["#,
      "feed.json: not valid JSON: unexpected end of file"),
    Broken(
      "missing colon, columns count characters", "{\"é\" 1}",
      "feed.json: not valid JSON at line 1, column 6: invalid value"),
    Broken(
      "unterminated string", "{\n\"players\": [\"Keylor",
      "feed.json: not valid JSON: unexpected end of file"),
    Broken(
      "raw newline in a string", "{\"players\": [\"Key\nlor\"]}",
      "feed.json: not valid JSON at line 1, column 18: unescaped control character"),
    Broken(
      "single quotes", "{'players': []}",
      "feed.json: not valid JSON at line 1, column 2: invalid value"),
    Broken(
      "text after the object", #"{"players": []} []"#,
      "feed.json: not valid JSON at line 1, column 17: invalid value"),
    Broken(
      "nested too deep", String(repeating: "[", count: 600),
      "feed.json: not valid JSON at line 1, column 513: too many nested arrays or dictionaries"),
    Broken(
      "top level is an array", "[]",
      #"feed.json: the top level must be an object with a "players" array, found an array"#),
    Broken(
      "top level is a string", #""players""#,
      #"feed.json: the top level must be an object with a "players" array, found a string"#),
    Broken("no players", #"{"squad": []}"#, #"feed.json: no "players" array at the top level"#),
    Broken(
      "players is an object", #"{"players": {}}"#,
      #"feed.json: field "players" must be an array, found an object"#),
    Broken(
      "player is a string", #"{"players": ["Keylor NAVAS"]}"#,
      "feed.json: player 1 must be an object, found a string"),
    Broken(
      "a lone surrogate in a player's key", #"{"players": [{"\ud800": 1, "id": 1}]}"#,
      #"feed.json: not valid JSON at line 1, column 16: invalid escape \ud800: a lone "#
        + "surrogate, half of a pair without the other"),
    Broken(
      "a number where a player is expected, a syntax error later", #"{"players": [1, }"#,
      "feed.json: player 1 must be an object, found a number"),
    Broken(
      "missing number", FeedText.feed(FeedText.player(["number": nil])),
      #"feed.json: player 1 ("Keylor NAVAS"): missing field "number""#),
    Broken(
      "second player without a name",
      FeedText.feed(FeedText.player(), FeedText.player(["name": nil])),
      #"feed.json: player 2: missing field "name""#),
    Broken(
      "number as a string", FeedText.feed(FeedText.player(["number": #""1""#])),
      #"feed.json: player 1 ("Keylor NAVAS"): field "number" must be an integer, found a string"#),
    Broken(
      "goals with a fraction", FeedText.feed(FeedText.player(["goals": "1.5"])),
      #"feed.json: player 1 ("Keylor NAVAS"): field "goals" must be an integer, "#
        + "found the number 1.5"
    ),
    Broken(
      "matches beyond Int",
      FeedText.feed(FeedText.player(["matches": "99999999999999999999"])),
      #"feed.json: player 1 ("Keylor NAVAS"): field "matches" must be an integer, "#
        + "found the number 99999999999999999999, out of range"),
    Broken(
      "goals just under a whole number",
      FeedText.feed(FeedText.player(["goals": "0.99999999999999999999"])),
      #"feed.json: player 1 ("Keylor NAVAS"): field "goals" must be an integer, "#
        + "found the number 0.99999999999999999999"),
    Broken(
      "matches too small for Decimal", FeedText.feed(FeedText.player(["matches": "1e-400"])),
      #"feed.json: player 1 ("Keylor NAVAS"): field "matches" must be an integer, "#
        + "found a number out of range"),
    Broken(
      "academy flag as a string", FeedText.feed(FeedText.player(["fromPSGformation": #""true""#])),
      #"feed.json: player 1 ("Keylor NAVAS"): field "fromPSGformation" must be a boolean, "#
        + "found a string"
    ),
    Broken(
      "null photo", FeedText.feed(FeedText.player(["imageURL": "null"])),
      #"feed.json: player 1 ("Keylor NAVAS"): field "imageURL" must be a string, found null"#),
    Broken(
      "name is a number", FeedText.feed(FeedText.player(["name": "1"])),
      #"feed.json: player 1: field "name" must be a string, found a number"#),
    Broken(
      "ISO birth date", FeedText.feed(FeedText.player(["birthDate": #""1986-12-16""#])),
      #"feed.json: player 1 ("Keylor NAVAS"): field "birthDate" must be a date written "#
        + #"dd/MM/yyyy, found "1986-12-16""#
    ),
    Broken(
      "impossible birth date", FeedText.feed(FeedText.player(["birthDate": #""30/02/1990""#])),
      #"feed.json: player 1 ("Keylor NAVAS"): field "birthDate" must be a date written "#
        + #"dd/MM/yyyy, found "30/02/1990""#
    ),
    Broken(
      "hostile name is shown visibly",
      FeedText.feed(
        FeedText.player(["name": #""\u001b]52;c;SGVsbG8=\u0007 MBAPP\u00c9""#, "size": "true"])),
      #"feed.json: player 1 ("^[]52;c;SGVsbG8=^G MBAPPÉ"): field "size" must be an integer, "#
        + "found a boolean"
    ),
    Broken(
      "long name is cut",
      FeedText.feed(
        FeedText.player([
          "name": "\"" + String(repeating: "A", count: 100) + "\"", "weight": "[]",
        ])),
      #"feed.json: player 1 (""# + String(repeating: "A", count: 39)
        + #"…"): field "weight" must be an integer, found an array"#),
  ]

  @Test(arguments: brokenFeeds)
  func reportsABrokenFeedInOneLine(feed: Broken) {
    let error = #expect(throws: FeedError.self) {
      try FeedDecoder.decode(feed.data, source: "feed.json")
    }
    #expect(error?.description == feed.message)
    #expect(error?.exitCode == feed.exitCode)
    #expect(error?.source == "feed.json")
    #expect(error?.description.contains("\n") == false)
  }

  // MARK: Robustness

  @Test func neverCrashesOnAPrefixOfAFeed() {
    let bytes = Array(
      FeedText.feed(FeedText.player(), FeedText.player(["name": #""\u00c9""#])).utf8)
    for length in 0..<bytes.count {
      #expect(throws: FeedError.self) {
        try FeedDecoder.decode(Data(bytes[..<length]), source: "feed.json")
      }
    }
  }

  @Test func neverCrashesOnAMutatedFeed() {
    let original = Array(FeedText.feed(FeedText.player(), FeedText.player()).utf8)
    let replacements: [UInt8] = Array(#"{}[]",:0-9.eE\u"#.utf8) + [0x00, 0x80, 0xC3, 0xFF]
    // A fixed linear congruential generator: the same mutations on every run.
    var state: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var outcomes: Set<String> = []
    for _ in 0..<2000 {
      var bytes = original
      for _ in 0...next(3) {
        bytes[next(bytes.count)] = replacements[next(replacements.count)]
      }
      do {
        _ = try FeedDecoder.decode(Data(bytes), source: "feed.json")
        outcomes.insert("decoded")
      } catch {
        #expect(error.exitCode == 65)
        #expect(!error.description.contains("\n"))
        outcomes.insert("error")
      }
    }
    // Both outcomes happen: the mutations reach past the parser into the fields.
    #expect(outcomes == ["decoded", "error"])
  }

  /// Foundation's parser stops at 512 levels, so no nesting reaches the end of the stack.
  @Test(arguments: [false, true])
  func aHundredThousandNestedArraysAreADataError(closed: Bool) {
    let depth = 100_000
    let nested =
      String(repeating: "[", count: depth) + (closed ? String(repeating: "]", count: depth) : "")
    for text in [nested, FeedText.feed(FeedText.player(["extra": nested]))] {
      let error = #expect(throws: FeedError.self) { try decode(text) }
      #expect(error?.message.hasSuffix("too many nested arrays or dictionaries") == true)
      #expect(error?.exitCode == 65)
    }
  }

  private func decode(_ text: String) throws(FeedError) -> [Player] {
    try FeedDecoder.decode(Data(text.utf8), source: "feed.json")
  }
}
