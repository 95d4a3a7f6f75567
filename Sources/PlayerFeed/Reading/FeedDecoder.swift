import Foundation

/// Reads the original app's JSON feed into players.
///
/// The feed is `{"players": [...]}`, each player an object with `id`, `name`, `number`,
/// `country`, `size` (cm), `weight` (kg), `birthDate` (`dd/MM/yyyy`), `position`, `goals`,
/// `matches`, `fromPSGformation` and `imageURL`. Extra fields are ignored, unknown positions are
/// kept as ``Position/unknown(_:)`` and an empty list is a valid, empty feed.
///
/// This type checks that the bytes are UTF-8 first, then reads them with ``FeedByteReader``, a
/// single pass that builds the players straight from the bytes and checks the feed's shape as
/// it goes: it stops at the first fault, and skips the values the app ignores without building
/// them, so a feed costs its own bytes and its players, accepted or refused. A fault in the
/// bytes is reported at a line and column (columns count Unicode scalars); a fault in the
/// format names the player and the field, and says what was expected and found.
///
/// `JSONDecoder`, with ``FeedDocument`` and ``FeedPlayer``, reads the same feeds the same way:
/// ``decode(_:source:readsBytesFirst:)`` with `readsBytesFirst: false` uses it alone, so the
/// tests can compare the two and `psg-bench` can time both. It builds the whole document first,
/// so it is never the path a user's feed takes.
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
package enum FeedDecoder {
  /// Decodes a feed.
  ///
  /// - Parameters:
  ///   - data: The bytes of the feed: UTF-8 JSON, with or without a byte order mark.
  ///   - source: How the feed is named to the user in errors, such as its path.
  /// - Returns: The players in feed order.
  /// - Throws: A ``FeedError`` with exit code 65 when the feed is empty, not UTF-8, not JSON, or
  ///   not in the feed's format.
  /// - Complexity: O(*n*) in the size of the feed.
  package static func decode(_ data: Data, source: String) throws(FeedError) -> [Player] {
    try decode(data, source: source, readsBytesFirst: true)
  }

  /// Decodes a feed with ``FeedByteReader``, or with `JSONDecoder` only; the tests check that
  /// both give the same players and the same errors in the feed's format, and `psg-bench` times
  /// both.
  package static func decode(
    _ data: Data, source: String, readsBytesFirst: Bool
  ) throws(FeedError) -> [Player] {
    func fail(_ problem: FeedProblem) -> FeedError {
      FeedError(source: source, problem: problem)
    }
    let outcome = data.withUnsafeBytes { raw in
      readAtFirst(raw.assumingMemoryBound(to: UInt8.self), readsBytes: readsBytesFirst)
    }
    let document: Data
    switch outcome {
    case .players(let players):
      return players
    case .failure(let problem):
      throw fail(problem)
    case .leftToJSONDecoder(let byteOrderMarkLength):
      document = Data(data.dropFirst(byteOrderMarkLength))
    }
    // Foundation's parser traps on a document whose last byte opens the 513th level.
    if let tooDeep = FeedNestingCheck.tooDeepProblem(in: document) { throw fail(tooDeep) }
    do {
      return try JSONDecoder().decode(FeedDocument.self, from: document).players
    } catch let error as DecodingError {
      throw fail(Self.problem(for: error, in: document))
    } catch {
      throw fail(.notJSON(at: nil, nil))
    }
  }

  /// What the first pass over the bytes found.
  private enum FirstReading {
    /// The feed, read by ``FeedByteReader``.
    case players([Player])
    /// Why the feed is refused.
    case failure(FeedProblem)
    /// A feed for `JSONDecoder` alone, read after the byte order mark, if any.
    case leftToJSONDecoder(byteOrderMarkLength: Int)
  }

  /// Checks that the feed is neither empty nor other than UTF-8, then reads it with
  /// ``FeedByteReader`` unless `readsBytes` is `false`, all without copying the bytes.
  private static func readAtFirst(
    _ all: UnsafeBufferPointer<UInt8>, readsBytes: Bool
  ) -> FirstReading {
    let byteOrderMarkLength = all.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let bytes = UnsafeBufferPointer(rebasing: all[byteOrderMarkLength...])
    guard bytes.contains(where: { !Self.isJSONWhitespace($0) }) else {
      return .failure(.emptyFeed)
    }
    // Checked first so that only UTF-8 reaches `JSONDecoder`, which would also guess UTF-16
    // and UTF-32, and so that the message can point at the byte.
    if let invalid = Self.firstInvalidUTF8Offset(in: bytes) {
      return .failure(
        .notUTF8(byte: bytes[invalid], at: FeedTextPosition(of: invalid, in: bytes)))
    }
    guard readsBytes else { return .leftToJSONDecoder(byteOrderMarkLength: byteOrderMarkLength) }
    do {
      return .players(try FeedByteReader.players(in: bytes))
    } catch {
      switch error {
      case .shape(let problem):
        return .failure(problem)
      case .syntax(let offset, let fault):
        return .failure(.notJSON(at: offset.map { FeedTextPosition(of: $0, in: bytes) }, fault))
      }
    }
  }

  /// The problem a decoding error names: where the feed breaks, from the coding path, and
  /// what was expected and found, from the ``FeedDecodingFault`` that ``FeedDocument`` and
  /// ``FeedPlayer`` put in it.
  private static func problem(for error: DecodingError, in document: Data) -> FeedProblem {
    switch error {
    case .keyNotFound(let key, let context):
      guard let player = player(at: context.codingPath, in: document) else {
        return .noPlayersArray
      }
      return .missingField(player, field: key.stringValue)
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      let path = context.codingPath
      switch (context.underlyingError as? FeedDecodingFault, path.count) {
      case (.found(let kind), 0):
        return .topLevelNotAnObject(found: kind)
      case (.found(let kind), 1):
        return .playersNotAnArray(found: kind)
      case (.found(let kind), 2):
        return .playerNotAnObject(index: (path[1].intValue ?? 0) + 1, found: kind)
      case (.found(let kind), 3):
        if let player = player(at: path, in: document),
          let field = FeedField(named: path[2].stringValue)
        {
          return .wrongField(player, field: field.name, expected: field.valueType, found: kind)
        }
      case (.invalidBirthDate(let text), 3):
        if let player = player(at: path, in: document) {
          return .invalidBirthDate(player, found: text)
        }
      default:
        break
      }
      return syntaxProblem(for: document)
    @unknown default:
      return syntaxProblem(for: document)
    }
  }

  /// The player a coding path such as `["players", 2, "number"]` goes through, with their
  /// name when the feed gives it as text; `nil` for a path that does not.
  private static func player(at path: [any CodingKey], in document: Data) -> FeedPlayerReference? {
    guard path.count > 1, let index = path[1].intValue else { return nil }
    let names = try? JSONDecoder().decode(FeedNames.self, from: document).players
    let name = names.flatMap { $0.indices.contains(index) ? $0[index].name : nil }
    return FeedPlayerReference(index: index + 1, name: name)
  }

  /// Why the document is not JSON, at a line and column when Foundation gives an offset.
  ///
  /// `JSONDecoder` says only "not valid JSON"; `JSONSerialization` reads with the same parser
  /// and says why, such as `Invalid value around character 25.`
  private static func syntaxProblem(for document: Data) -> FeedProblem {
    let reason: String
    do {
      _ = try JSONSerialization.jsonObject(with: document, options: .fragmentsAllowed)
      return .notJSON(at: nil, nil)
    } catch {
      reason = (error as NSError).userInfo["NSDebugDescription"] as? String ?? ""
    }
    let marker = " around character "
    guard let range = reason.range(of: marker, options: .backwards),
      let offset = Int(reason[range.upperBound...].prefix { $0.isASCII && $0.isNumber }),
      offset >= 0, offset <= document.count
    else {
      return .notJSON(at: nil, reason.isEmpty ? nil : .parser(sentence(reason)))
    }
    let position = FeedTextPosition(of: offset, in: [UInt8](document))
    return .notJSON(at: position, .parser(sentence(String(reason[..<range.lowerBound]))))
  }

  /// Foundation's sentence as a clause: first letter lowercased, no final full stop, short.
  private static func sentence(_ text: String) -> String {
    var clause = text.hasSuffix(".") ? String(text.dropLast()) : text
    if let first = clause.first { clause = first.lowercased() + clause.dropFirst() }
    return clause.truncated(toWidth: 120)
  }

  /// The offset of the first byte that is not part of valid UTF-8, or `nil` if all are.
  ///
  /// ASCII is skipped eight bytes at a time; each other character is checked by the standard
  /// library's UTF-8 parser.
  private static func firstInvalidUTF8Offset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
    let count = bytes.count
    var offset = 0
    while offset < count {
      while count - offset >= 8,
        base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        offset += 8
      }
      guard offset < count else { return nil }
      if bytes[offset] < 0x80 {
        offset += 1
        continue
      }
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = UnsafeBufferPointer(rebasing: bytes[offset...]).makeIterator()
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
    return nil
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
