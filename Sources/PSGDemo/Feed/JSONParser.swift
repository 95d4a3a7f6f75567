/// A strict JSON parser (RFC 8259) over UTF-8 bytes that reports where a document breaks.
///
/// Foundation's parsers report errors in words that vary between platforms and releases; this
/// one gives a byte offset and a stable message, which ``FeedDecoder`` turns into a line and a
/// column. Nesting is limited to ``maximumDepth`` so that hostile input cannot exhaust the stack.
///
/// - Complexity: O(*n*) in the length of the document.
struct JSONParser {
  /// Why a document is not JSON, and where.
  struct SyntaxError: Error, Equatable {
    /// The offset of the offending byte in the document.
    var offset: Int
    /// What went wrong, such as `expected ':' after an object key, found "}"`.
    var message: String
  }

  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 100

  private let bytes: [UInt8]
  private var offset = 0

  /// Parses `bytes`, which must be valid UTF-8, as one JSON value.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.offset == bytes.count else {
      throw parser.error("unexpected text after the JSON value, found \(parser.found)")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  // MARK: Values

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
    guard let byte = peek() else { throw error("expected a value, found \(found)") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("expected a value, found \(found)")
    }
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
    try checkDepth(depth)
    offset += 1  // {
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      offset += 1
      return .object(members)
    }
    while true {
      guard peek() == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes, found \(found)")
      }
      let key = try parseString()
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else {
        throw error("expected ':' after an object key, found \(found)")
      }
      offset += 1
      skipWhitespace()
      members[key] = try parseValue(depth: depth)
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","):
        offset += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        offset += 1
        return .object(members)
      default:
        throw error("expected ',' or '}' after an object member, found \(found)")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
    try checkDepth(depth)
    offset += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      offset += 1
      return .array(elements)
    }
    while true {
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","):
        offset += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        offset += 1
        return .array(elements)
      default:
        throw error("expected ',' or ']' after an array element, found \(found)")
      }
    }
  }

  private func checkDepth(_ depth: Int) throws(SyntaxError) {
    guard depth <= Self.maximumDepth else {
      throw error("arrays and objects nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseLiteral(
    _ word: String, _ value: JSONValue
  ) throws(SyntaxError) -> JSONValue {
    let end = offset + word.utf8.count
    guard end <= bytes.count, bytes[offset..<end].elementsEqual(word.utf8) else {
      throw error("expected a value, found \(found)")
    }
    offset = end
    return value
  }

  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let start = offset
    if peek() == UInt8(ascii: "-") { offset += 1 }
    if peek() == UInt8(ascii: "0") {
      offset += 1
    } else {
      guard skipDigits() > 0 else {
        throw error("invalid number: expected a digit, found \(found)")
      }
    }
    if peek() == UInt8(ascii: ".") {
      offset += 1
      guard skipDigits() > 0 else {
        throw error("invalid number: expected a digit after '.', found \(found)")
      }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      offset += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
      guard skipDigits() > 0 else {
        throw error("invalid number: expected a digit in the exponent, found \(found)")
      }
    }
    return .number(String(decoding: bytes[start..<offset], as: UTF8.self))
  }

  /// Skips ASCII digits and returns how many there were.
  private mutating func skipDigits() -> Int {
    let start = offset
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
    return offset - start
  }

  // MARK: Strings

  private mutating func parseString() throws(SyntaxError) -> String {
    let opening = offset
    offset += 1  // "
    var text: [UInt8] = []
    while true {
      guard let byte = peek() else {
        throw SyntaxError(offset: opening, message: "unterminated string")
      }
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        // The document was checked to be UTF-8 and escapes add only whole scalars.
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &text)
      case 0x00..<0x20:
        throw error("control character \(Self.codePoint(UInt32(byte))) in a string")
      default:
        text.append(byte)
        offset += 1
      }
    }
  }

  private mutating func parseEscape(into text: inout [UInt8]) throws(SyntaxError) {
    let start = offset
    offset += 1  // backslash
    guard let byte = peek() else { throw error("unterminated string") }
    offset += 1
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
      UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
      UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let replacement = simple[byte] {
      text.append(replacement)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      offset = start
      throw error("invalid escape sequence in a string")
    }
    var value = try parseHexQuad(escapeStart: start)
    if (0xD800...0xDBFF).contains(value) {
      // A high surrogate must be followed by an escaped low surrogate.
      let lowStart = offset
      guard peek() == UInt8(ascii: "\\"), peek(at: 1) == UInt8(ascii: "u") else {
        throw SyntaxError(offset: start, message: "unpaired surrogate in a \\u escape")
      }
      offset += 2
      let low = try parseHexQuad(escapeStart: lowStart)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw SyntaxError(offset: start, message: "unpaired surrogate in a \\u escape")
      }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw SyntaxError(offset: start, message: "unpaired surrogate in a \\u escape")
    }
    text.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  private mutating func parseHexQuad(escapeStart: Int) throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw SyntaxError(offset: escapeStart, message: "invalid \\u escape: expected 4 hex digits")
      }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  // MARK: Reading

  private func peek(at distance: Int = 0) -> UInt8? {
    offset + distance < bytes.count ? bytes[offset + distance] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      offset += 1
    }
  }

  /// The character at the current offset, quoted for a message, or "the end of the input".
  private var found: String {
    guard offset < bytes.count else { return "the end of the input" }
    // A scalar is at most 4 bytes; the bytes are valid UTF-8, so it decodes whole.
    let end = min(bytes.count, offset + 4)
    let scalar = String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first
    guard let scalar else { return "the end of the input" }
    if scalar.value < 0x20 || scalar.value == 0x7F {
      return Self.codePoint(scalar.value)
    }
    return String(Character(scalar)).quotedForMessage(width: 4)
  }

  private static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(offset: offset, message: message)
  }
}
