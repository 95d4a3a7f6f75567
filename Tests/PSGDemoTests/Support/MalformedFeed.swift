import PlayerFeed
import TestSupport

/// Hostile feeds made from a seed: truncated, mistyped, with huge numbers, deep nesting,
/// invalid UTF-8, giant strings, flipped bytes, or broken structure.
///
/// Each feed says what a correct decoder must do with it; many must fail, a few must succeed,
/// and flipped bytes may go either way. None may crash or hang.
///
/// ```swift
/// var random = SeededGenerator(seed: 1)
/// let feed = MalformedFeed.make(using: &random)
/// feed.kind   // "truncated", "wrong type", …
/// ```
struct MalformedFeed {
  enum Expectation {
    case fails, succeeds, either
  }

  /// The class of damage, for messages.
  var kind: String
  var bytes: [UInt8]
  var expectation: Expectation

  static let integerFields = ["id", "number", "size", "weight", "goals", "matches"]

  /// A feed of a class chosen at random.
  static func make(using random: inout SeededGenerator) -> MalformedFeed {
    switch Int.random(in: 0..<9, using: &random) {
    case 0: truncated(&random)
    case 1: wrongType(&random)
    case 2: hugeNumber(&random)
    case 3: deepNesting(&random)
    case 4: invalidUTF8(&random)
    case 5: giantString(&random)
    case 6: flippedBytes(&random)
    case 7: brokenStructure(&random)
    default: manyPlayers(&random)
    }
  }

  /// A valid feed of one to five players, some renamed.
  static func validFeed(_ random: inout SeededGenerator) -> String {
    let players = (0..<Int.random(in: 1...5, using: &random)).map { index in
      FeedText.player(["name": #""Player \#(index)""#])
    }
    return #"{"players": ["# + players.joined(separator: ", ") + "]}"
  }

  private static func truncated(_ random: inout SeededGenerator) -> MalformedFeed {
    let whole = Array(validFeed(&random).utf8)
    let cut = Int.random(in: 1..<whole.count, using: &random)
    return MalformedFeed(kind: "truncated", bytes: Array(whole[..<cut]), expectation: .fails)
  }

  private static func wrongType(_ random: inout SeededGenerator) -> MalformedFeed {
    let field = random.pick(FeedText.navas.map(\.key))
    let isInteger = integerFields.contains(field)
    let isBoolean = field == "fromPSGformation"
    let candidates =
      ["null", "[]", "{}", "[1, 2]", #"{"a": 1}"#]
      + (isInteger ? [#""12""#, "1.5", "0.99999999999999999999", "1e-400", "true"] : [])
      + (isBoolean ? ["0", #""false""#] : [])
      + (!isInteger && !isBoolean ? ["12", "-1", "false"] : [])
    let value = random.pick(candidates)
    let text = FeedText.feed(FeedText.player([field: value]))
    return MalformedFeed(kind: "wrong type", bytes: Array(text.utf8), expectation: .fails)
  }

  private static func hugeNumber(_ random: inout SeededGenerator) -> MalformedFeed {
    let digits = String(repeating: "9", count: Int.random(in: 20...2_000, using: &random))
    let numbers: [(String, Expectation)] = [
      (digits, .fails), ("-" + digits, .fails), ("1e999999", .fails), ("-1e-999999", .fails),
      ("9223372036854775808", .fails), ("-9223372036854775809", .fails),
      ("9223372036854775807", .succeeds), ("-9223372036854775808", .succeeds), ("-0", .succeeds),
      ("0." + digits, .fails), ("01", .fails), ("+1", .fails), ("1e", .fails), (".5", .fails),
      ("NaN", .fails), ("Infinity", .fails), ("0x10", .fails),
    ]
    let (number, expectation) = random.pick(numbers)
    let field = random.pick(integerFields)
    let text = FeedText.feed(FeedText.player([field: number]))
    return MalformedFeed(kind: "huge number", bytes: Array(text.utf8), expectation: expectation)
  }

  private static func deepNesting(_ random: inout SeededGenerator) -> MalformedFeed {
    // Deeper than the 512 levels Foundation's JSON parser accepts.
    let depth = Int.random(in: 513...3_000, using: &random)
    let closed = random.chance(0.5)
    let nested: String
    if random.chance(0.5) {
      nested =
        String(repeating: "[", count: depth) + (closed ? String(repeating: "]", count: depth) : "")
    } else {
      nested =
        String(repeating: #"{"a": "#, count: depth) + "1"
        + (closed ? String(repeating: "}", count: depth) : "")
    }
    let text =
      random.chance(0.5)
      ? FeedText.feed(FeedText.player(["extra": nested])) : #"{"players": "# + nested + "}"
    return MalformedFeed(kind: "deep nesting", bytes: Array(text.utf8), expectation: .fails)
  }

  private static func invalidUTF8(_ random: inout SeededGenerator) -> MalformedFeed {
    var bytes = Array(validFeed(&random).utf8)
    let sequences: [[UInt8]] = [
      [0x80], [0xBF], [0xC0, 0xAF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE], [0xFF],
    ]
    let position = Int.random(in: 0...bytes.count, using: &random)
    bytes.insert(contentsOf: random.pick(sequences), at: position)
    return MalformedFeed(kind: "invalid UTF-8", bytes: bytes, expectation: .fails)
  }

  private static func giantString(_ random: inout SeededGenerator) -> MalformedFeed {
    let pieces = [
      "a", "É", "\u{0301}", "👍🏽", "\u{202E}", "\\u001B[2J", "\\u0000", "\\n", "\\\"", "\\\\",
      "\\u00e9", "\\ud83d\\ude00", "界",
    ]
    let count = Int.random(in: 300...3_000, using: &random)
    var name = ""
    for _ in 0..<count { name += random.pick(pieces) }
    let brokenEscapes = [#"\uD800"#, #"\uDC00x"#, #"\u12"#, #"\x41"#, "\u{01}"]
    if random.chance(0.3) {
      // A lone surrogate, a short escape, an unknown escape or a raw control character.
      name += random.pick(brokenEscapes)
      let text = FeedText.feed(FeedText.player(["name": "\"\(name)\""]))
      return MalformedFeed(kind: "giant string", bytes: Array(text.utf8), expectation: .fails)
    }
    let field = random.pick(["name", "country", "position", "imageURL"])
    let text = FeedText.feed(FeedText.player([field: "\"\(name)\""]))
    return MalformedFeed(kind: "giant string", bytes: Array(text.utf8), expectation: .succeeds)
  }

  private static func flippedBytes(_ random: inout SeededGenerator) -> MalformedFeed {
    var bytes = Array(validFeed(&random).utf8)
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(
        in: 0...255, using: &random)
    }
    return MalformedFeed(kind: "flipped bytes", bytes: bytes, expectation: .either)
  }

  private static func brokenStructure(_ random: inout SeededGenerator) -> MalformedFeed {
    let player = FeedText.player()
    let cases: [(String, Expectation)] = [
      ("", .fails), ("   \n\t", .fails), ("\u{FEFF}", .fails), ("null", .fails), ("[]", .fails),
      (#"{"players": null}"#, .fails), (#"{"players": {}}"#, .fails),
      (#"{"players": "x"}"#, .fails), (#"{"players": []} {}"#, .fails),
      // Foundation's JSON parser accepts a trailing comma.
      (#"{"players": [], }"#, .succeeds), (#"{"players": [\#(player),]}"#, .succeeds),
      (#"// comment\#n{"players": []}"#, .fails), (#"{"players": [\#(player)] "#, .fails),
      (#"{'players': []}"#, .fails), ("{\"players\": []}\u{0}", .fails),
      (#"{"players": [], "players": [\#(player)]}"#, .succeeds),
      ("\u{FEFF}" + #"{"players": []}"#, .succeeds), (#" {"players":[]} "#, .succeeds),
    ]
    let (text, expectation) = random.pick(cases)
    return MalformedFeed(
      kind: "broken structure", bytes: Array(text.utf8), expectation: expectation)
  }

  private static func manyPlayers(_ random: inout SeededGenerator) -> MalformedFeed {
    let count = Int.random(in: 100...1_000, using: &random)
    let text =
      #"{"players": ["#
      + Array(repeating: FeedText.player(), count: count)
      .joined(separator: ",") + "]}"
    return MalformedFeed(kind: "many players", bytes: Array(text.utf8), expectation: .succeeds)
  }
}
