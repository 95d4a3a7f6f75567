import Foundation

/// Reads the original app's JSON feed into players.
///
/// The feed is `{"players": [...]}`, each player an object with `id`, `name`, `number`,
/// `country`, `size` (cm), `weight` (kg), `birthDate` (`dd/MM/yyyy`), `position`, `goals`,
/// `matches`, `fromPSGformation` and `imageURL`. Extra fields are ignored, unknown positions are
/// kept as ``Position/unknown(_:)`` and an empty list is a valid, empty feed.
///
/// Decoding is `JSONDecoder` with ``FeedDocument`` and ``FeedPlayer``; this type checks that the
/// bytes are UTF-8 first and turns a `DecodingError` into one line: its coding path names the
/// player and the field, and its description what was expected and found. Syntax errors are
/// Foundation's own, at a line and column when Foundation gives an offset.
///
/// The feed is untrusted: any input gives either players or one ``FeedError`` with exit code
/// ``FeedError/dataError`` (65) that says where the feed breaks:
///
/// ```swift
/// let data = Data(#"{"players": [{"id": 1, "name": "Keylor NAVAS", "number": "1"}]}"#.utf8)
/// try FeedDecoder.decode(data, source: "players.json")
/// // throws: players.json: player 1 ("Keylor NAVAS"): field "number" must be an integer,
/// //         found a string
/// ```
public enum FeedDecoder {
  /// Decodes a feed.
  ///
  /// - Parameters:
  ///   - data: The bytes of the feed: UTF-8 JSON, with or without a byte order mark.
  ///   - source: How the feed is named to the user in errors, such as its path.
  /// - Returns: The players in feed order.
  /// - Throws: A ``FeedError`` with exit code 65 when the feed is empty, not UTF-8, not JSON, or
  ///   not in the feed's format.
  /// - Complexity: O(*n*) in the size of the feed.
  public static func decode(_ data: Data, source: String) throws(FeedError) -> [Player] {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    func fail(_ message: String) -> FeedError {
      FeedError(source: source, message: message, exitCode: FeedError.dataError)
    }

    guard bytes.contains(where: { !Self.isJSONWhitespace($0) }) else {
      throw fail("the feed is empty")
    }
    // Checked first so that only UTF-8 reaches `JSONDecoder`, which would also guess UTF-16
    // and UTF-32, and so that the message can point at the byte.
    if let invalid = Self.firstInvalidUTF8Offset(in: bytes) {
      let byte = String(bytes[invalid], radix: 16, uppercase: true)
      throw fail(
        "not UTF-8 text: invalid byte 0x\(byte) at \(Self.position(of: invalid, in: bytes))")
    }

    if let tooDeep = FeedNestingCheck.tooDeepMessage(in: bytes) { throw fail(tooDeep) }
    let document = Data(bytes)
    do {
      return try JSONDecoder().decode(FeedDocument.self, from: document).players
    } catch let error as DecodingError {
      throw fail(Self.message(for: error, in: document))
    } catch {
      throw fail("not valid JSON")
    }
  }

  /// The message for a decoding error: where the feed breaks, from the coding path, and what
  /// was expected and found, from the description ``FeedDocument`` and ``FeedPlayer`` give.
  private static func message(for error: DecodingError, in document: Data) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      if context.codingPath.isEmpty { return "no \"players\" array at the top level" }
      return "\(subject(context.codingPath, in: document)): missing field \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(subject(context.codingPath, in: document)) \(context.debugDescription)"
    case .dataCorrupted(let context) where !context.codingPath.isEmpty:
      return "\(subject(context.codingPath, in: document)) \(context.debugDescription)"
    default:
      return syntaxMessage(for: document)
    }
  }

  /// What a coding path names: `the top level`, `field "players"`, `player 3`, or
  /// `player 3 ("Denis FRANCHI"): field "number"`.
  private static func subject(_ path: [any CodingKey], in document: Data) -> String {
    guard let first = path.first else { return "the top level" }
    guard path.count > 1, let index = path[1].intValue else {
      return "field \(first.stringValue.quotedForMessage())"
    }
    var player = "player \(index + 1)"
    let names = try? JSONDecoder().decode(FeedNames.self, from: document).players
    if let names, names.indices.contains(index), let name = names[index].name {
      player += " (\(name.quotedForMessage()))"
    }
    guard path.count > 2 else { return player }
    return "\(player): field \(path[2].stringValue.quotedForMessage())"
  }

  /// Why the document is not JSON, at a line and column when Foundation gives an offset.
  ///
  /// `JSONDecoder` says only "not valid JSON"; `JSONSerialization` reads with the same parser
  /// and says why, such as `Invalid value around character 25.`
  private static func syntaxMessage(for document: Data) -> String {
    let reason: String
    do {
      _ = try JSONSerialization.jsonObject(with: document, options: .fragmentsAllowed)
      return "not valid JSON"
    } catch {
      reason = (error as NSError).userInfo["NSDebugDescription"] as? String ?? ""
    }
    let marker = " around character "
    guard let range = reason.range(of: marker, options: .backwards),
      let offset = Int(reason[range.upperBound...].prefix { $0.isASCII && $0.isNumber }),
      offset >= 0, offset <= document.count
    else {
      return reason.isEmpty ? "not valid JSON" : "not valid JSON: \(sentence(reason))"
    }
    let position = Self.position(of: offset, in: [UInt8](document))
    return "not valid JSON at \(position): \(sentence(String(reason[..<range.lowerBound])))"
  }

  /// Foundation's sentence as a clause: first letter lowercased, no final full stop, short.
  private static func sentence(_ text: String) -> String {
    var clause = text.hasSuffix(".") ? String(text.dropLast()) : text
    if let first = clause.first { clause = first.lowercased() + clause.dropFirst() }
    return clause.truncated(toWidth: 120)
  }

  /// `line 2, column 12` for the byte at `offset`; columns count Unicode scalars, so `é` is
  /// one column as an editor shows it.
  ///
  /// - Complexity: O(*offset*).
  private static func position(of offset: Int, in bytes: [UInt8]) -> String {
    var line = 1
    var column = 1
    for byte in bytes.prefix(offset) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // Continuation bytes (10xxxxxx) belong to the scalar already counted.
        column += 1
      }
    }
    return "line \(line), column \(column)"
  }

  /// The offset of the first byte that is not part of valid UTF-8, or `nil` if all are.
  private static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}

/// The players' names only, read leniently to name a player in an error message.
private struct FeedNames: Decodable {
  struct Entry: Decodable {
    var name: String?

    enum CodingKeys: String, CodingKey {
      case name
    }

    init(from decoder: any Decoder) {
      name = try? decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
    }
  }

  var players: [Entry]
}
