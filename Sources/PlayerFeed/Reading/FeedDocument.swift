import Foundation

/// The feed's top level, `{"players": [...]}`, as `JSONDecoder` reads it.
///
/// Every failure is a `DecodingError` whose coding path says where the feed breaks (`[]`,
/// `["players"]`, `["players", 2]`, `["players", 2, "number"]`) and whose underlying error
/// says what was found (``FeedDecodingFault``); its debug description says it in words, such
/// as `must be an array, found an object`. ``FeedDecoder`` turns it into a ``FeedProblem``.
///
/// ```swift
/// let document = try JSONDecoder().decode(FeedDocument.self, from: data)
/// document.players.count
/// ```
struct FeedDocument: Decodable {
  /// The players in feed order.
  var players: [Player]

  enum CodingKeys: String, CodingKey {
    case players
  }

  init(from decoder: any Decoder) throws {
    guard let root = try? decoder.container(keyedBy: CodingKeys.self) else {
      throw DecodingError.feedMismatch(
        at: decoder.codingPath, expected: #"an object with a "players" array"#,
        found: try FeedValueKind(from: decoder))
    }
    guard root.contains(.players) else {
      throw DecodingError.keyNotFound(
        CodingKeys.players,
        DecodingError.Context(codingPath: root.codingPath, debugDescription: "missing field"))
    }
    guard var list = try? root.nestedUnkeyedContainer(forKey: .players) else {
      let found = try root.decode(FeedValueKind.self, forKey: .players)
      throw DecodingError.feedMismatch(
        at: root.codingPath + [CodingKeys.players], expected: "an array",
        found: found)
    }
    var players: [Player] = []
    while !list.isAtEnd {
      players.append(try list.decode(FeedPlayer.self).player)
    }
    self.players = players
  }
}

extension DecodingError {
  /// A value of the wrong kind at `path`, described in the feed's words.
  static func feedMismatch(at path: [any CodingKey], expected: String, found: FeedValueKind)
    -> DecodingError
  {
    .typeMismatch(
      Any.self,
      Context(
        codingPath: path, debugDescription: "must be \(expected), found \(found)",
        underlyingError: FeedDecodingFault.found(found)))
  }
}
