import Foundation
import PSGDemo
import PlayerFeed

/// A generated feed of just under `FeedLoader.maximumFeedSize` (16 MiB), compact JSON with the
/// fixture's fields, and the feed-load cases that read it.
///
/// The players are ``SearchWorkload/players(count:)``: the squad's facts under generated names
/// (`Kylian DI MARÍA`), each with its own id and photo address, as many as fit.
///
/// ```swift
/// let feed = FeedWorkload(size: FeedLoader.maximumFeedSize)
/// try Data(feed.bytes).write(to: URL(fileURLWithPath: "feed.json"))
/// ```
@MainActor
struct FeedWorkload {
  /// The feed's bytes.
  let bytes: Data
  /// How many players it holds.
  let playerCount: Int

  /// A feed of at most `size` bytes.
  init(size: Int) {
    var text: [UInt8] = Array(#"{"players":["#.utf8)
    let end = Array("]}".utf8)
    var count = 0
    while true {
      let player = Self.json(of: SearchWorkload.player(at: count), id: count + 1)
      let separator = count > 0 ? 1 : 0
      guard text.count + separator + player.count + end.count <= size else { break }
      if separator > 0 { text.append(UInt8(ascii: ",")) }
      text += player
      count += 1
    }
    bytes = Data(text + end)
    playerCount = count
  }

  /// The player as a compact JSON object with the fixture's fields, in its order.
  private static func json(of player: Player, id: Int) -> [UInt8] {
    let date = player.birthDate
    let fields: [(String, String)] = [
      ("id", String(id)), ("name", quoted(player.name)), ("number", String(player.number)),
      ("country", quoted(player.country)), ("size", String(player.heightCentimetres)),
      ("weight", String(player.weightKilograms)), ("birthDate", quoted(date.formatted)),
      ("position", quoted(frenchPosition(player.position))), ("goals", String(player.goals)),
      ("matches", String(player.matches)),
      ("fromPSGformation", player.isAcademyGraduate ? "true" : "false"),
      ("imageURL", quoted("https://images.psg.media/media/\(id)/hero.png")),
    ]
    return Array(("{" + fields.map { "\"\($0)\":\($1)" }.joined(separator: ",") + "}").utf8)
  }

  /// The fixture's word for a position.
  private static func frenchPosition(_ position: Position) -> String {
    switch position.line {
    case .goalkeeper: "Gardien de but"
    case .defender: "Défenseur"
    case .midfielder: "Milieu"
    default: "Attaquant"
    }
  }

  /// `text` as a JSON string: quotes, backslashes and controls escaped.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20:
        result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Reading the feed with `FeedDecoder`, and the yardstick: `JSONSerialization` reading the
  /// same bytes into dictionaries, arrays, strings and numbers, then counting the names that
  /// contain `mb` (the whole-process comparison's Python counts them the same way).
  func cases(sink: Sink) -> [BenchCase] {
    let bytes = bytes
    return [
      BenchCase(
        key: "feed_decoder", label: "feed load, FeedDecoder, \(grouped(playerCount)) players"
      ) {
        timePerOperation(1) {
          let players = try? FeedDecoder.decode(bytes, source: "feed.json")
          sink.total &+= players?.count ?? -1
        }
      },
      BenchCase(
        key: "feed_decoder_json_decoder_path",
        label: "feed load, FeedDecoder's JSONDecoder path, \(grouped(playerCount)) players"
      ) {
        timePerOperation(1) {
          let players = try? FeedDecoder.decode(
            bytes, source: "feed.json", readsBytesFirst: false)
          sink.total &+= players?.count ?? -1
        }
      },
      BenchCase(
        key: "feed_json_decoder_plain",
        label: "feed load, JSONDecoder, plain Decodable, \(grouped(playerCount)) players"
      ) {
        timePerOperation(1) {
          let feed = try? JSONDecoder().decode(PlainFeed.self, from: bytes)
          sink.total &+= feed?.players.count ?? -1
        }
      },
      BenchCase(
        key: "feed_json_serialization",
        label: "feed load, JSONSerialization, \(grouped(playerCount)) players"
      ) {
        timePerOperation(1) {
          let root = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any]
          let players = root?["players"] as? [[String: Any]] ?? []
          sink.total &+= players.count {
            ($0["name"] as? String)?.lowercased().contains("mb") == true
          }
        }
      },
    ]
  }

  static let ratios = [
    Ratio(
      key: "feed_load_ratio", label: "feed load: FeedDecoder / JSONSerialization",
      numerator: "feed_decoder", denominator: "feed_json_serialization", goal: nil),
    Ratio(
      key: "feed_json_decoder_path_ratio",
      label: "feed load: FeedDecoder's JSONDecoder path / JSONSerialization",
      numerator: "feed_decoder_json_decoder_path", denominator: "feed_json_serialization",
      goal: nil),
    Ratio(
      key: "feed_json_decoder_plain_ratio",
      label: "feed load: JSONDecoder, plain Decodable / JSONSerialization",
      numerator: "feed_json_decoder_plain", denominator: "feed_json_serialization", goal: nil),
  ]
}

/// The feed as the least `JSONDecoder` can do: synthesised `Decodable`, no check beyond the
/// types, birth dates and positions left as text. It is the toolchain reader's floor.
private struct PlainFeed: Decodable {
  struct Entry: Decodable {
    var id: Int
    var name: String
    var number: Int
    var country: String
    var size: Int
    var weight: Int
    var birthDate: String
    var position: String
    var goals: Int
    var matches: Int
    var fromPSGformation: Bool
    var imageURL: String
  }

  var players: [Entry]
}
