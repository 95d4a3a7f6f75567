extension String {
  /// The number of bytes when every one is printable ASCII (U+0020 to U+007E), else `nil`.
  ///
  /// Such text takes one terminal column per byte, holds no control to escape and no grapheme
  /// cluster of more than one code point, so measuring, sanitising and cutting it need no
  /// Unicode property look-up: the layout's fast path for names, numbers and labels.
  ///
  /// ```swift
  /// "Keylor NAVAS".printableASCIICount   // 12
  /// "Kylian MBAPPÉ".printableASCIICount  // nil
  /// "A\tB".printableASCIICount           // nil
  /// ```
  ///
  /// - Complexity: O(*n*) in the UTF-8 length, stopping at the first other byte.
  package var printableASCIICount: Int? {
    let counted = utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 &- 0x20 < 0x5F } ? bytes.count : nil
    }
    if let counted { return counted }
    var count = 0
    for byte in utf8 {
      guard byte &- 0x20 < 0x5F else { return nil }
      count += 1
    }
    return count
  }
}

extension String {
  /// `count` spaces (none for a count of zero or less), from a table up to 255.
  ///
  /// ```swift
  /// String.spaces(3)  // "   "
  /// ```
  package static func spaces(_ count: Int) -> String {
    guard count > 0 else { return "" }
    return count < spaceTable.count ? spaceTable[count] : String(repeating: " ", count: count)
  }

  private static let spaceTable = (0..<256).map { String(repeating: " ", count: $0) }

  /// `count` hyphen-minus signs (none for a count of zero or less), from a table up to 255:
  /// the rule under a table's titles, drawn on every render.
  ///
  /// ```swift
  /// String.hyphens(3)  // "---"
  /// ```
  package static func hyphens(_ count: Int) -> String {
    guard count > 0 else { return "" }
    return count < hyphenTable.count
      ? hyphenTable[count] : String(repeating: "-", count: count)
  }

  private static let hyphenTable = (0..<256).map { String(repeating: "-", count: $0) }
}
