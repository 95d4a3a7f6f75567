import Foundation
import TestSupport
import Testing

@testable import PSGDemo

/// The fast path gives what `JSONDecoder` gives, or leaves the feed to it.
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

  /// What the reader alone makes of `text`: players, or `nil` when it leaves the feed.
  private func read(_ text: String) -> [Player]? {
    Array(text.utf8).withUnsafeBufferPointer { FeedByteReader.players(in: $0) }
  }

  @Test func readsTheFrenchFeedAsJSONDecoderDoes() throws {
    let data = try Data(contentsOf: Fixture.frenchFeed)
    let fast = [UInt8](data).withUnsafeBufferPointer { FeedByteReader.players(in: $0) }
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

  /// Each of these is valid JSON that `JSONDecoder` reads, or broken JSON it reports; either
  /// way the reader leaves it.
  @Test(arguments: [
    FeedText.feed(FeedText.player(["goals": "1e3"])),
    FeedText.feed(FeedText.player(["goals": "1.0"])),
    FeedText.feed(FeedText.player(["goals": "01"])),
    FeedText.feed(FeedText.player(["goals": "9223372036854775808"])),
    FeedText.feed(FeedText.player(["goals": "-9223372036854775809"])),
    FeedText.feed(FeedText.player(["goals": "\"1\""])),
    FeedText.feed(FeedText.player(["name": #""lone \ud800 surrogate""#])),
    FeedText.feed(FeedText.player(["name": #""bad \x escape""#])),
    FeedText.feed(FeedText.player(["name": "\"raw \n newline\""])),
    FeedText.feed(FeedText.player(["number": nil])),
    FeedText.feed(FeedText.player(["birthDate": #""30/02/1990""#])),
    FeedText.feed(FeedText.player(["fromPSGformation": "tru"])),
    FeedText.feed(FeedText.player(["extra": "[1,]"])),
    FeedText.feed(FeedText.player(["extra": "-"])),
    FeedText.feed(FeedText.player(["extra": "1."])),
    FeedText.feed(
      FeedText.player([
        "extra": String(repeating: "[", count: 80) + String(repeating: "]", count: 80)
      ])),
    FeedText.feed(FeedText.player()).replacingOccurrences(
      of: #""goals": 0"#, with: #""go\u0061ls": 0"#),
    FeedText.feed(FeedText.player()).replacingOccurrences(of: "}", with: #", "id": 2}"#),
    #"{"players": [], }"#,
    #"{"players": [], "players": []}"#,
    #"{"players": [] "x": 1}"#,
    #"{"players": []} []"#,
    #"{"squad": []}"#,
    #"[]"#,
  ])
  func leavesWhatItDoesNotTakeExactly(feed: String) {
    #expect(read(feed) == nil)
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

  @Test func agreesWithJSONDecoderOnMutatedFeeds() {
    let original = Array(
      FeedText.feed(FeedText.player(), FeedText.player(["extra": #"[{"a": 1.5e2}, "\u00e9"]"#]))
        .utf8)
    let replacements: [UInt8] = Array(#"{}[]",:0-9.eE\u"#.utf8) + [0x00, 0x80, 0xC3, 0xFF]
    var random = SeededGenerator(seed: 0xFEED)
    var taken = 0
    for _ in 0..<3000 {
      var bytes = original
      for _ in 0...Int.random(in: 0..<3, using: &random) {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] = random.pick(replacements)
      }
      let data = Data(bytes)
      let fast = outcome(data, readsBytesFirst: true)
      #expect(
        fast == outcome(data, readsBytesFirst: false), "\(String(decoding: bytes, as: UTF8.self))")
      if bytes.withUnsafeBufferPointer({ FeedByteReader.players(in: $0) }) != nil { taken += 1 }
    }
    // The mutations reach both paths: some feeds stay readable by the fast one.
    #expect(taken > 0)
  }
}
