/// Strings: keys, texts and skipped strings, their escapes decoded or checked as Foundation's
/// parser does, lone surrogates refused.
extension FeedByteReader {
  /// What a key names; its escapes, if any, are decoded, so `"go\u0061ls"` is `goals`.
  mutating func readKey() throws(FeedFault) -> KeyName {
    let start = offset + 1
    let hasEscapes = try skipString()
    let end = offset - 1
    func name(_ key: UnsafeBufferPointer<UInt8>) -> KeyName {
      if FeedField.matches(key, FeedField.playersKey) { return .players }
      return FeedField(key).map(KeyName.field) ?? .other
    }
    guard hasEscapes else { return name(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
    // Decoded only as far as the longest name: a longer key names nothing.
    var decoded: [UInt8] = []
    var index = start
    while index < end, decoded.count <= FeedField.longestName {
      index = decodeCharacter(at: index, into: &decoded)
    }
    guard decoded.count <= FeedField.longestName else { return .other }
    return decoded.withUnsafeBufferPointer(name)
  }

  /// A string value, its escapes decoded.
  ///
  /// The string is checked to its end first, then decoded into a `String` of at most its
  /// length in the feed (an escape is never shorter than what it stands for).
  mutating func readString() throws(FeedFault) -> String {
    let start = offset + 1
    let hasEscapes = try skipString()
    let end = offset - 1
    let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
    guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(raw.count)
    var index = start
    while index < end { index = decodeCharacter(at: index, into: &decoded) }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// Skips a string, its `"` at the offset, checking its characters and escapes.
  ///
  /// - Returns: Whether the string has escapes.
  @discardableResult
  mutating func skipString() throws(FeedFault) -> Bool {
    offset += 1
    var hasEscapes = false
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == .quote {
        offset += 1
        return hasEscapes
      }
      if byte == .backslash {
        hasEscapes = true
        try skipEscape()
        continue
      }
      guard byte >= 0x20 else {
        throw .syntax(offset: offset, .unescapedControlCharacter)
      }
      offset += 1
    }
    throw FeedFault.endOfFile
  }

  /// Skips an escape, its backslash at the offset, checking it: a known letter, or `\u` with
  /// four hexadecimal digits that are a character or a whole surrogate pair.
  mutating func skipEscape() throws(FeedFault) {
    let start = offset
    guard offset + 1 < bytes.count else { throw FeedFault.endOfFile }
    let letter = bytes[offset + 1]
    offset += 2
    switch letter {
    case .quote, .backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return
    case UInt8(ascii: "u"):
      guard let unit = hexUnit(at: offset) else {
        throw .syntax(offset: start, .invalidEscape)
      }
      offset += 4
      switch unit {
      case 0xD800..<0xDC00:
        if offset + 1 < bytes.count, bytes[offset] == .backslash,
          bytes[offset + 1] == UInt8(ascii: "u"), let low = hexUnit(at: offset + 2),
          (0xDC00..<0xE000).contains(low)
        {
          offset += 6
          return
        }
        throw loneSurrogate(at: start)
      case 0xDC00..<0xE000:
        throw loneSurrogate(at: start)
      default:
        return
      }
    default:
      throw .syntax(offset: start, .invalidEscape)
    }
  }

  func loneSurrogate(at start: Int) -> FeedFault {
    let escape = String(decoding: bytes[start..<start + 6], as: UTF8.self)
    return .syntax(offset: start, .loneSurrogate(escape))
  }

  /// Appends the UTF-8 of the character at `index` (checked by ``skipString()``: plain or an
  /// escape) to `decoded`; returns the index after it.
  func decodeCharacter(at index: Int, into decoded: inout [UInt8]) -> Int {
    let byte = bytes[index]
    guard byte == .backslash else {
      decoded.append(byte)
      return index + 1
    }
    let scalar: Unicode.Scalar
    var next = index + 2
    switch bytes[index + 1] {
    case UInt8(ascii: "b"): scalar = "\u{08}"
    case UInt8(ascii: "f"): scalar = "\u{0C}"
    case UInt8(ascii: "n"): scalar = "\n"
    case UInt8(ascii: "r"): scalar = "\r"
    case UInt8(ascii: "t"): scalar = "\t"
    case UInt8(ascii: "u"):
      var unit = hexUnit(at: next) ?? 0xFFFD
      next += 4
      if (0xD800..<0xDC00).contains(unit) {
        let low = hexUnit(at: next + 2) ?? 0xDC00
        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        next += 6
      }
      scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
    default: scalar = Unicode.Scalar(bytes[index + 1])
    }
    decoded.append(contentsOf: UTF8.encode(scalar)!)
    return next
  }

  /// The four hexadecimal digits at `index`, or `nil` if they are not there.
  func hexUnit(at index: Int) -> UInt32? {
    guard index >= 0, bytes.count - index >= 4 else { return nil }
    var unit: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      unit = unit << 4 | UInt32(digit)
    }
    return unit
  }
}
