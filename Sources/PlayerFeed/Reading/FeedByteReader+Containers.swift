/// Objects and arrays: stepping from one key or element to the next, commas and all, and skipping
/// a value the app ignores, however large or deep, without building it.
extension FeedByteReader {
  /// The next key of an object and its colon, or `nil` at the object's `}`; `isFirst` right
  /// after the `{`. A comma before the `}` is accepted, as Foundation does.
  mutating func nextKey(isFirst: Bool) throws(FeedFault) -> KeyName? {
    guard try hasMember(isFirst: isFirst, closedBy: .closeBrace) else { return nil }
    guard peek() == .quote else { throw invalidValue() }
    let key = try readKey()
    skipWhitespace()
    guard take(.colon) else { throw invalidValue() }
    skipWhitespace()
    return key
  }

  /// Whether an array has another element, left at its first byte; `false` at the `]`.
  mutating func nextElement(isFirst: Bool) throws(FeedFault) -> Bool {
    try hasMember(isFirst: isFirst, closedBy: .closeBracket)
  }

  /// Whether an object or an array has another member, past the comma before it; `false` at
  /// `close`, the container's last byte. A comma before `close` is accepted.
  private mutating func hasMember(isFirst: Bool, closedBy close: UInt8) throws(FeedFault) -> Bool {
    skipWhitespace()
    if take(close) { return false }
    if !isFirst {
      guard take(.comma) else { throw invalidValue() }
      skipWhitespace()
      if take(close) { return false }
    }
    return true
  }

  /// Skips one value of any kind, checking that it is JSON, and says what it was.
  ///
  /// It keeps no tree, only one bit a level (object or array), so a value of any size or depth
  /// up to ``maximumDepth`` costs constant memory.
  ///
  /// - Parameter level: How many arrays and objects hold the value.
  mutating func skipValue(level: Int) throws(FeedFault) -> FeedValueKind {
    var kind: FeedValueKind?
    var isObject: [Bool] = []
    while true {
      // A value.
      skipWhitespace()
      guard let byte = peek() else { throw FeedFault.endOfFile }
      var opened = false
      switch byte {
      case .openBrace, .openBracket:
        guard level + isObject.count < Self.maximumDepth else {
          throw .syntax(offset: offset, .tooDeep)
        }
        offset += 1
        kind = kind ?? FeedValueKind(kind: byte == .openBrace ? .object : .array)
        isObject.append(byte == .openBrace)
        if byte == .openBrace {
          if try nextKey(isFirst: true) != nil { opened = true } else { isObject.removeLast() }
        } else {
          if try nextElement(isFirst: true) { opened = true } else { isObject.removeLast() }
        }
      case .quote:
        try skipString()
        kind = kind ?? FeedValueKind(kind: .string)
      case UInt8(ascii: "t"), UInt8(ascii: "f"):
        try takeLiteral(byte == UInt8(ascii: "t") ? "true" : "false")
        kind = kind ?? FeedValueKind(kind: .boolean)
      case UInt8(ascii: "n"):
        try takeLiteral("null")
        kind = kind ?? FeedValueKind(kind: .null)
      case _ where byte == .minus || byte.isDigit:
        try skipNumber()
        kind = kind ?? FeedValueKind(kind: .number(nil))
      default:
        throw invalidValue()
      }
      if opened { continue }
      // After a value: close what ends here, until another value follows.
      while let last = isObject.last {
        let hasMore = try last ? nextKey(isFirst: false) != nil : nextElement(isFirst: false)
        if hasMore { break }
        isObject.removeLast()
      }
      if isObject.isEmpty, let kind { return kind }
    }
  }
}
