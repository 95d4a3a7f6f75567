extension String {
  /// The string without the spaces and tabs at its ends: what Foundation's
  /// `trimmingCharacters(in: .whitespaces)` gives (U+0009, the space separators, Zs, and
  /// ZERO WIDTH SPACE), without its per-call set look-ups, since the live search trims every
  /// key.
  ///
  /// ```swift
  /// "  mbappé\t".trimmingSpaces        // "mbappé"
  /// "\u{3000}di maria".trimmingSpaces  // "di maria" (IDEOGRAPHIC SPACE is Zs)
  /// "mb".trimmingSpaces                // "mb", the same string, not a copy
  /// ```
  ///
  /// - Complexity: O(*k*) for *k* code points trimmed, after an O(1) check of the ends.
  var trimmingSpaces: String {
    // Neither end is a space, a tab or a non-ASCII code point: nothing to trim.
    guard let first = utf8.first, let last = utf8.last,
      !first.mayStartASpace, !last.mayEndASpace
    else {
      let scalars = unicodeScalars
      guard let start = scalars.firstIndex(where: { !$0.isTrimmedSpace }) else { return "" }
      let end = scalars.lastIndex(where: { !$0.isTrimmedSpace })!
      return String(scalars[start...end])
    }
    return self
  }
}

extension UInt8 {
  /// A first byte that may begin a space or a tab: the ASCII ones, or any non-ASCII lead.
  fileprivate var mayStartASpace: Bool { self == 0x20 || self == 0x09 || self >= 0x80 }
  /// A last byte that may end one: the ASCII ones, or any byte of a non-ASCII code point.
  fileprivate var mayEndASpace: Bool { self == 0x20 || self == 0x09 || self >= 0x80 }
}

extension Unicode.Scalar {
  /// What `CharacterSet.whitespaces` holds: the tab, the space separators (Zs) and
  /// ZERO WIDTH SPACE.
  fileprivate var isTrimmedSpace: Bool {
    switch value {
    case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }
}
