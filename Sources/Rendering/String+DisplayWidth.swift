extension String {
  /// The number of terminal columns the string takes when printed.
  ///
  /// Counted per grapheme cluster (what a reader sees as one character), not per `Character`
  /// count or byte: combining accents take no column, East Asian wide characters and emoji take
  /// two, everything else one.
  ///
  /// ```swift
  /// "Ángel DI MARÍA".displayWidth                 // 14
  /// "A\u{301}ngel".displayWidth                   // 5 (decomposed accent)
  /// "孫興慜".displayWidth                          // 6
  /// "👨‍👩‍👧".displayWidth                          // 2 (one ZWJ sequence)
  /// ```
  ///
  /// Control characters count as zero columns; pass untrusted text through
  /// ``sanitizedForTerminal`` first, which replaces them with visible characters that count.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string.
  public var displayWidth: Int {
    var columns = 0
    for character in self {
      columns += character.displayWidth
    }
    return columns
  }
}

extension Character {
  /// The number of terminal columns this grapheme cluster takes: 0, 1 or 2.
  ///
  /// See ``Swift/String/displayWidth`` for the rules.
  public var displayWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.isASCII {
      // The common case: printable ASCII is one column, controls none.
      return first.value >= 0x20 && first.value != 0x7F ? 1 : 0
    }
    if first.isTerminalControl { return 0 }
    let properties = first.properties
    if properties.isEmojiPresentation { return 2 }
    if properties.isEmoji && scalars.contains("\u{FE0F}") { return 2 }
    if first.isEastAsianWide { return 2 }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format:
      // Marks with no base, and invisible format characters such as ZERO WIDTH JOINER.
      return 0
    default:
      // Hangul medial vowels and final consonants join the syllable before them.
      if (0x1160...0x11FF).contains(first.value) || (0xD7B0...0xD7FF).contains(first.value) {
        return 0
      }
      return 1
    }
  }
}

extension Unicode.Scalar {
  /// C0 and C1 controls and DEL.
  var isTerminalControl: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }

  /// Whether the scalar is East Asian Wide or Fullwidth (Unicode Standard Annex #11),
  /// for the blocks a terminal draws two columns wide.
  var isEastAsianWide: Bool {
    let v = value
    guard v >= 0x1100 else { return false }
    for range in Self.wideRanges where range.contains(v) {
      return true
    }
    return false
  }

  // Ordered by first code point; emoji are handled through their Unicode properties instead.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo Extended-A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut
    0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B to F
    0x30000...0x3FFFD,  // CJK extension G and beyond
  ]
}
