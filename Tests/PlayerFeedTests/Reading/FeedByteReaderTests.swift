import Foundation
import TestSupport
import Testing

@testable import PlayerFeed

/// The one-pass reader gives what `JSONDecoder` gives: the same players, and the same errors in
/// the feed's format.
@Suite struct FeedByteReaderTests {
  /// Players or the error's line, from one of the decoder's two paths.
  private func outcome(_ data: Data, readsBytesFirst: Bool) -> String {
    do {
      let players = try FeedDecoder.decode(
        data, source: "feed.json", readsBytesFirst: readsBytesFirst)
      return "\(players)"
    } catch {
      return "error \(error.exitCode): \(error.description)"
    }
  }

  /// What the reader alone makes of `text`: players, or `nil` when it refuses the feed.
  private func read(_ text: String) -> [Player]? {
    Array(text.utf8).withUnsafeBufferPointer { try? FeedByteReader.players(in: $0) }
  }

  @Test func readsTheFrenchFeedAsJSONDecoderDoes() throws {
    let data = try Data(contentsOf: Fixture.frenchFeed)
    let fast = [UInt8](data).withUnsafeBufferPointer { try? FeedByteReader.players(in: $0) }
    let players = try #require(fast)
    #expect(players.count == 35)
    #expect(players == (try FeedDecoder.decode(data, source: "feed", readsBytesFirst: false)))
  }

  @Test func decodesEscapesAndIgnoresExtraValues() throws {
    let feed = FeedText.feed(
      FeedText.player([
        "name": #""Z\u00e9 \ud83d\ude00 \"\\\/\b\f\n\r\t\u0000""#,
        "extra": #"[1, -2.5e+3, 0.0E-1, true, false, null, {"a": {"b": []}}, "\u0041"]"#,
        "goals": "-0", "matches": "-9223372036854775808", "number": "9223372036854775807",
      ]))
    let players = try #require(read(feed))
    #expect(players.first?.name == "Zé 😀 \"\\/\u{08}\u{0C}\n\r\t\u{00}")
    #expect(players.first?.goals == 0)
    #expect(players.first?.matches == .min)
    #expect(players.first?.number == .max)
    #expect(
      players == (try FeedDecoder.decode(Data(feed.utf8), source: "f", readsBytesFirst: false)))
  }

  /// Each of these is valid JSON that `JSONDecoder` reads, in a notation or a form a feed
  /// rarely has: the reader takes it the same way.
  @Test(arguments: [
    FeedText.feed(FeedText.player(["goals": "1e3"])),
    FeedText.feed(FeedText.player(["goals": "1.0"])),
    FeedText.feed(FeedText.player(["goals": "-125.0e1"])),
    FeedText.feed(
      FeedText.player([
        "extra": String(repeating: "[", count: 80) + String(repeating: "]", count: 80)
      ])),
    FeedText.feed(
      FeedText.player([
        "extra": String(repeating: #"{"a":"#, count: 500) + "0" + String(repeating: "}", count: 500)
      ])),
    FeedText.feed(FeedText.player()).replacingOccurrences(
      of: #""goals": 0"#, with: #""go\u0061ls": 0"#),
    FeedText.feed(FeedText.player()).replacingOccurrences(
      of: #""goals": 0"#, with: #""\u0078\u0078": 1, "goals": 0"#),
    FeedText.feed(FeedText.player()).replacingOccurrences(of: "}", with: #", "id": 2}"#),
    FeedText.feed(FeedText.player()).replacingOccurrences(of: "}", with: #", }"#),
    FeedText.feed(FeedText.player(), FeedText.player(["id": "2"])) + " ",
    #"{"players": [], }"#,
    #"{"players": [], "players": [1]}"#,
  ])
  func readsRareFormsAsJSONDecoderDoes(feed: String) throws {
    let players = try #require(read(feed))
    let reference = try FeedDecoder.decode(
      Data(feed.utf8), source: "feed.json", readsBytesFirst: false)
    #expect(players == reference)
  }

  /// Each of these is refused by both paths; where the JSON is valid and only the feed's
  /// format is wrong, with the same message.
  @Test(arguments: [
    FeedText.feed(FeedText.player(["goals": "9223372036854775808"])),
    FeedText.feed(FeedText.player(["goals": "-9223372036854775809"])),
    FeedText.feed(FeedText.player(["goals": "1e19"])),
    FeedText.feed(FeedText.player(["goals": "0.5"])),
    FeedText.feed(FeedText.player(["goals": "1e-400"])),
    FeedText.feed(FeedText.player(["goals": "\"1\""])),
    FeedText.feed(FeedText.player(["goals": "[1]"])),
    FeedText.feed(FeedText.player(["number": nil])),
    FeedText.feed(FeedText.player(["number": nil, "name": "2", "id": "null"])),
    FeedText.feed(FeedText.player(["birthDate": #""30/02/1990""#])),
    FeedText.feed(FeedText.player(["fromPSGformation": "1"])),
    #"{"squad": []}"#,
    #"[]"#,
    #"{"players": [{}]}"#,
    #"{"players": [0, 0]}"#,
    #"{"players": {"a": 1}}"#,
  ])
  func refusesWhatJSONDecoderRefusesWithItsMessage(feed: String) {
    let data = Data(feed.utf8)
    let fast = outcome(data, readsBytesFirst: true)
    #expect(fast.hasPrefix("error 65: feed.json: "))
    #expect(fast == outcome(data, readsBytesFirst: false))
  }

  /// Broken JSON is refused at the byte where it breaks.
  @Test(arguments: [
    (FeedText.feed(FeedText.player(["name": #""bad \x escape""#])), "invalid escape sequence"),
    (FeedText.feed(FeedText.player(["name": "\"raw \n newline\""])), "unescaped control character"),
    (FeedText.feed(FeedText.player(["fromPSGformation": "tru"])), "invalid value"),
    (FeedText.feed(FeedText.player(["extra": "[1,,2]"])), "invalid value"),
    (FeedText.feed(FeedText.player(["extra": "-"])), "invalid value"),
    (FeedText.feed(FeedText.player(["extra": "1."])), "invalid value"),
    (FeedText.feed(FeedText.player(["extra": "01"])), "number with leading zero"),
    (#"{"players": [] "x": 1}"#, "invalid value"),
    (#"{"players": []} []"#, "invalid value"),
    (#"{"players": [], "x": [1 2]}"#, "invalid value"),
  ])
  func refusesBrokenJSON(feed: String, reason: String) {
    let fast = outcome(Data(feed.utf8), readsBytesFirst: true)
    #expect(fast.hasPrefix("error 65: feed.json: not valid JSON at line "))
    #expect(fast.hasSuffix(": " + reason))
    // Foundation's strict parser refuses it too (`JSONDecoder` lets some of it pass in a
    // value it skips).
    #expect(!Self.isJSON(feed))
  }

  /// Whether Foundation's `JSONSerialization` reads `text` as JSON.
  private static func isJSON(_ text: String) -> Bool {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil
  }

  /// A lone surrogate is named as what it is, in a key as in a value, rather than as a player
  /// of the wrong kind.
  @Test(arguments: [
    #"{"players": [{"\ud800": 1}]}"#, #"{"players": [{"name": "\ud800"}]}"#,
    #"{"players": [{"\udc00": 1}]}"#, #"{"players": [{"a": "\ud800\u0041"}]}"#,
  ])
  func namesALoneSurrogate(feed: String) {
    let fast = outcome(Data(feed.utf8), readsBytesFirst: true)
    #expect(fast.contains(": not valid JSON at line 1, column "))
    #expect(fast.contains(": invalid escape \\u"))
    #expect(fast.hasSuffix(": a lone surrogate, half of a pair without the other"))
  }

  /// A value where a player is expected is refused at once, whatever follows.
  @Test func aPlayerOfTheWrongKindIsAnErrorAtOnce() {
    let feed = #"{"players": [1, {"#
    #expect(
      outcome(Data(feed.utf8), readsBytesFirst: true)
        == "error 65: feed.json: player 1 must be an object, found a number")
  }

  /// The `JSONDecoder` path reads integers exactly, in any notation, to `Int`'s ends.
  @Test(arguments: [
    ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
    ("9007199254740993", 9_007_199_254_740_993), ("1e3", 1000), ("-125.0e1", -1250),
    ("12.50e1", 125), ("-0", 0), ("922337203685477580.7e1", Int.max),
  ])
  func theJSONDecoderPathReadsIntegersExactly(text: String, value: Int) throws {
    let feed = FeedText.feed(FeedText.player(["goals": text]))
    let players = try FeedDecoder.decode(
      Data(feed.utf8), source: "feed.json", readsBytesFirst: false)
    #expect(players.first?.goals == value)
  }

  @Test(arguments: ["9223372036854775808", "-9223372036854775809", "1e19", "0.5"])
  func theJSONDecoderPathRefusesWhatIsNotAnInt(text: String) {
    let feed = FeedText.feed(FeedText.player(["goals": text]))
    #expect(throws: FeedError.self) {
      try FeedDecoder.decode(Data(feed.utf8), source: "feed.json", readsBytesFirst: false)
    }
  }

  /// Both paths accept the same mutated feeds with the same players, and refuse the same; a
  /// feed `JSONDecoder` refuses for its format, not its syntax, gets the same message. (A feed
  /// with a fault in its format and a syntax error later is refused by the reader at the first,
  /// by `JSONDecoder` at the second: it reads the whole document first. And `JSONDecoder` lets
  /// some broken JSON pass in a value it skips, such as `"extra": 1.`, which the reader refuses
  /// as Foundation's strict parser does.)
  @Test func agreesWithJSONDecoderOnMutatedFeeds() {
    let original = Array(
      FeedText.feed(FeedText.player(), FeedText.player(["extra": #"[{"a": 1.5e2}, "\u00e9"]"#]))
        .utf8)
    let replacements: [UInt8] = Array(#"{}[]",:0-9.eE\u"#.utf8) + [0x00, 0x80, 0xC3, 0xFF]
    var random = SeededGenerator(seed: 0xFEED)
    var taken = 0
    var sameMessages = 0
    for _ in 0..<3000 {
      var bytes = original
      for _ in 0...Int.random(in: 0..<3, using: &random) {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] = random.pick(replacements)
      }
      let data = Data(bytes)
      let fast = outcome(data, readsBytesFirst: true)
      let reference = outcome(data, readsBytesFirst: false)
      let text = String(decoding: bytes, as: UTF8.self)
      if fast.hasPrefix("error"), !reference.hasPrefix("error") {
        #expect(fast.contains(": not valid JSON"), "\(text)")
        #expect(!Self.isJSON(text), "\(text)")
      } else if fast.hasPrefix("error") || reference.hasPrefix("error") {
        #expect(fast.hasPrefix("error 65: ") && reference.hasPrefix("error 65: "), "\(text)")
        if !reference.contains("not valid JSON"), !fast.contains("not valid JSON") {
          #expect(fast == reference, "\(text)")
          sameMessages += 1
        }
      } else {
        #expect(fast == reference, "\(text)")
        taken += 1
      }
    }
    // The mutations reach both paths: some feeds stay readable, some break the format only.
    #expect(taken > 0)
    #expect(sameMessages > 0)
  }
}
