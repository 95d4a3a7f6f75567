/// Where in a feed's text a fault is: its line and column, from 1; columns count Unicode
/// scalars, so `é` is one column, as an editor shows it.
///
/// ```swift
/// FeedTextPosition(line: 2, column: 12).description   // "line 2, column 12"
/// ```
package struct FeedTextPosition: Equatable, Sendable, CustomStringConvertible {
  package var line: Int
  package var column: Int

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The position of the byte at `offset` in `bytes`.
  ///
  /// - Complexity: O(*offset*).
  init(of offset: Int, in bytes: some Collection<UInt8>) {
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
    self.init(line: line, column: column)
  }

  /// `line 2, column 12`, in English.
  package var description: String {
    "line \(line), column \(column)"
  }
}
