import Foundation

/// Numbers and literals, and the bytes under every token: peeking, taking and skipping white
/// space.
extension FeedByteReader {
  /// An integer field's number: a plain integer is read at once; any other number (`1e3`,
  /// `12.50e1`) is read as `Decimal`, as `JSONDecoder`'s path reads it, and taken when its
  /// value is a whole `Int`.
  mutating func readInteger() throws(FeedFault) -> FieldValue {
    let start = offset
    try skipNumber()
    let token = UnsafeBufferPointer(rebasing: bytes[start..<offset])
    if let value = Self.plainInteger(token) { return .integer(value) }
    let value = Decimal(string: String(decoding: token, as: UTF8.self))
    if let value, value.isWhole, integerRange.contains(value) {
      return .integer(Int(NSDecimalNumber(decimal: value).int64Value))
    }
    return .wrong(FeedValueKind(kind: .number(value)))
  }

  /// The value of a number written as a plain integer (`-12`, `0`) that fits in `Int`; `nil`
  /// for anything else.
  static func plainInteger(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
    var digits = token[...]
    let isNegative = digits.first == .minus
    if isNegative { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.allSatisfy(\.isDigit) else { return nil }
    // Accumulated as a negative number, whose range holds Int.min.
    var value = 0
    for byte in digits {
      let (times10, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowedAgain) = times10.subtractingReportingOverflow(Int(byte &- 0x30))
      guard !overflowed, !overflowedAgain else { return nil }
      value = next
    }
    if isNegative { return value }
    return value == .min ? nil : -value
  }

  /// Skips a number: `-`, an integer part without leading zeros, then an optional fraction
  /// and exponent, each with at least one digit.
  mutating func skipNumber() throws(FeedFault) {
    _ = take(.minus)
    if take(UInt8(ascii: "0")) {
      if peek()?.isDigit == true {
        throw .syntax(offset: offset, .leadingZero)
      }
    } else {
      try skipDigits()
    }
    if take(UInt8(ascii: ".")) { try skipDigits() }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(.minus) }
      try skipDigits()
    }
  }

  /// Skips one digit or more.
  mutating func skipDigits() throws(FeedFault) {
    guard peek()?.isDigit == true else { throw invalidValue() }
    while offset < bytes.count, bytes[offset].isDigit { offset += 1 }
  }

  mutating func takeLiteral(_ literal: StaticString) throws(FeedFault) {
    let count = literal.utf8CodeUnitCount
    for index in 0..<count {
      guard offset + index < bytes.count else { throw FeedFault.endOfFile }
      guard bytes[offset + index] == literal.utf8Start[index] else {
        throw .syntax(offset: offset, .invalidValue)
      }
    }
    offset += count
  }

  // MARK: Bytes

  /// `invalid value` at the offset, or the end of the file if the bytes end there.
  func invalidValue() -> FeedFault {
    offset < bytes.count ? .syntax(offset: offset, .invalidValue) : .endOfFile
  }

  func peek() -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x0A, 0x0D, 0x09: offset += 1
      default: return
      }
    }
  }

  mutating func take(_ byte: UInt8) -> Bool {
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }
}

/// The bytes of JSON's punctuation, by name, for the reader's files.
extension UInt8 {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let colon = UInt8(ascii: ":")
  static let comma = UInt8(ascii: ",")
  static let minus = UInt8(ascii: "-")

  var isDigit: Bool { self &- UInt8(ascii: "0") < 10 }
}
