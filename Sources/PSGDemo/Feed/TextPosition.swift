/// A line and column in a UTF-8 document, both counted from 1, for error messages.
///
/// Columns count Unicode scalars, not bytes, so `é` is one column as an editor shows it.
struct TextPosition: Equatable, CustomStringConvertible {
  var line: Int
  var column: Int

  /// The position of the byte at `offset` in `bytes`.
  ///
  /// - Complexity: O(*offset*).
  init(offset: Int, in bytes: [UInt8]) {
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
    self.line = line
    self.column = column
  }

  var description: String { "line \(line), column \(column)" }

  /// The offset of the first byte that is not part of valid UTF-8, or `nil` if all are.
  ///
  /// - Complexity: O(*n*).
  static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
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
}
