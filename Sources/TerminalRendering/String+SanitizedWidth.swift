import Rendering

extension String {
  /// The string made safe for a terminal (``/Rendering/Swift/String/sanitizedForTerminal``)
  /// and the columns it then takes (``/Rendering/Swift/String/displayWidth``).
  ///
  /// Printable ASCII, the usual text of names, numbers and labels, is safe as it is and takes
  /// one column a byte: one pass over its bytes gives both, where asking for each would make
  /// two.
  ///
  /// ```swift
  /// "Keylor NAVAS".sanitizedWithWidth  // (text: "Keylor NAVAS", columns: 12)
  /// "a\u{1B}b".sanitizedWithWidth      // (text: "a^[b", columns: 4)
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string.
  var sanitizedWithWidth: (text: String, columns: Int) {
    if let count = printableASCIICount { return (self, count) }
    let text = sanitizedForTerminal
    return (text, text.displayWidth)
  }
}
