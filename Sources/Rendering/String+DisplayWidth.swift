extension String {
  /// The number of terminal columns the string takes when printed.
  ///
  /// Measured per code point, as terminals measure (the `wcwidth` rules of C libraries, which
  /// xterm and tmux follow), so that what the layout counts is what the terminal draws:
  ///
  /// | code points | columns |
  /// | --- | --- |
  /// | East Asian Wide and Fullwidth (UAX #11), emoji with emoji presentation | 2 |
  /// | combining marks (Mn, Me), format characters (Cf) such as ZERO WIDTH JOINER | 0 |
  /// | Hangul medial vowels and final consonants (U+1160–U+11FF, U+D7B0–U+D7FF) | 0 |
  /// | controls (C0, DEL, C1) | 0 |
  /// | everything else, spacing marks (Mc) and SOFT HYPHEN U+00AD included | 1 |
  ///
  /// An emoji that VARIATION SELECTOR-16 (U+FE0F) turns into a picture takes two columns.
  /// Sequences count as the sum of their code points: a terminal that joins a ZWJ sequence or
  /// a skin tone into one picture draws it narrower, never wider, so a line measured this way
  /// never overflows. A grapheme cluster may therefore take many columns (ten Hangul leading
  /// consonants in one cluster take 20); ``sanitizedForTerminal`` bounds how long a cluster
  /// may be.
  ///
  /// ```swift
  /// "Ángel DI MARÍA".displayWidth                 // 14
  /// "A\u{301}ngel".displayWidth                   // 5 (decomposed accent)
  /// "孫興慜".displayWidth                          // 6
  /// "❤️".displayWidth                              // 2 (U+2764 with VARIATION SELECTOR-16)
  /// "👍🏽".displayWidth                             // 4 (an emoji and a skin tone)
  /// ```
  ///
  /// Control characters count as zero columns; pass untrusted text through
  /// ``sanitizedForTerminal`` first, which replaces them with visible characters that count.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string.
  public var displayWidth: Int {
    TextWork.current?.add(utf8.count)
    if let count = printableASCIICount { return count }
    var counter = TerminalColumnCounter()
    for scalar in unicodeScalars { counter.add(scalar) }
    return counter.columns
  }
}

extension Substring {
  /// The number of terminal columns the text takes; see ``Swift/String/displayWidth``.
  var displayWidth: Int {
    var counter = TerminalColumnCounter()
    for scalar in unicodeScalars { counter.add(scalar) }
    return counter.columns
  }
}

extension Character {
  /// The number of terminal columns this grapheme cluster takes: the sum over its code points.
  ///
  /// See ``Swift/String/displayWidth`` for the rules; the columns of a string are the sum of the
  /// columns of its characters.
  ///
  /// - Complexity: O(*n*), where *n* is the number of code points in the cluster.
  public var displayWidth: Int {
    var counter = TerminalColumnCounter()
    for scalar in unicodeScalars { counter.add(scalar) }
    return counter.columns
  }
}

/// Adds up the columns of code points, one at a time: each code point's own columns, plus
/// one for a narrow emoji that VARIATION SELECTOR-16 turns into a two-column picture.
///
/// A loop over the code points rather than a generic function, so that measuring stays cheap
/// in unoptimised builds too.
package struct TerminalColumnCounter {
  /// The columns counted so far.
  package private(set) var columns = 0
  /// The last code point added, when it is a one-column emoji that U+FE0F would widen.
  private var previousIsNarrowEmoji = false

  /// A counter at zero columns.
  package init() {}

  /// Counts the code points of `text`, one column per byte when it is printable ASCII.
  package mutating func add(contentsOf text: String) {
    guard let count = text.printableASCIICount else {
      for scalar in text.unicodeScalars { add(scalar) }
      return
    }
    guard count > 0 else { return }
    columns += count
    // Of printable ASCII, only the keycap bases `#`, `*` and `0`…`9` are emoji.
    let last = text.utf8.last!
    previousIsNarrowEmoji = last == 0x23 || last == 0x2A || (0x30...0x39).contains(last)
  }

  /// Counts one more code point.
  package mutating func add(_ scalar: Unicode.Scalar) {
    var width = scalar.terminalColumns
    if scalar == "\u{FE0F}", previousIsNarrowEmoji { width = 1 }
    columns += width
    previousIsNarrowEmoji = width == 1 && scalar.isNarrowEmoji
  }
}

extension Unicode.Scalar {
  /// Whether the code point is an emoji, answered without a property look-up below U+0300:
  /// there only `#`, `*`, the digits, `©` and `®` are, and the Latin letters of names are
  /// far the most common code points.
  fileprivate var isNarrowEmoji: Bool {
    let v = value
    guard v >= 0x300 else {
      return v == 0x23 || v == 0x2A || (0x30...0x39).contains(v) || v == 0xA9 || v == 0xAE
    }
    return properties.isEmoji
  }

  /// The columns a terminal gives this code point on its own: 0, 1 or 2.
  package var terminalColumns: Int {
    let v = value
    if v < 0x7F { return v >= 0x20 ? 1 : 0 }
    if v < 0xA0 { return 0 }  // DEL and C1 controls
    // Latin-1 and the Latin extensions hold no mark and no wide character; SOFT HYPHEN is
    // drawn as a hyphen by xterm and tmux (glibc's wcwidth gives it one column).
    if v < 0x300 { return 1 }
    if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) {
      // Hangul medial vowels and final consonants join the syllable before them.
      return 0
    }
    let properties = properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if isEastAsianWide { return 2 }
    // Emoji newer than the table; regional indicators are drawn one column each.
    if properties.isEmojiPresentation, !(0x1F1E6...0x1F1FF).contains(v) { return 2 }
    return 1
  }

  /// C0 and C1 controls and DEL.
  package var isTerminalControl: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }

  /// Whether the scalar is East Asian Wide or Fullwidth (Unicode Standard Annex #11).
  var isEastAsianWide: Bool {
    let v = value
    guard v >= 0x1100 else { return false }
    // Binary search for the last range starting at or before `v`.
    var low = 0
    var high = Self.wideRanges.count
    while low < high {
      let middle = (low + high) / 2
      if Self.wideRanges[middle].lowerBound <= v { low = middle + 1 } else { high = middle }
    }
    return low > 0 && Self.wideRanges[low - 1].contains(v)
  }

  // EastAsianWidth.txt (Unicode 14), W and F, ordered by first code point; gaps of unassigned
  // code points are merged into their neighbours, and the CJK planes 2 and 3 are wide
  // throughout, as UAX #11 defaults them.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,
    0x231A...0x231B,
    0x2329...0x232A,
    0x23E9...0x23EC,
    0x23F0...0x23F0,
    0x23F3...0x23F3,
    0x25FD...0x25FE,
    0x2614...0x2615,
    0x2648...0x2653,
    0x267F...0x267F,
    0x2693...0x2693,
    0x26A1...0x26A1,
    0x26AA...0x26AB,
    0x26BD...0x26BE,
    0x26C4...0x26C5,
    0x26CE...0x26CE,
    0x26D4...0x26D4,
    0x26EA...0x26EA,
    0x26F2...0x26F3,
    0x26F5...0x26F5,
    0x26FA...0x26FA,
    0x26FD...0x26FD,
    0x2705...0x2705,
    0x270A...0x270B,
    0x2728...0x2728,
    0x274C...0x274C,
    0x274E...0x274E,
    0x2753...0x2755,
    0x2757...0x2757,
    0x2795...0x2797,
    0x27B0...0x27B0,
    0x27BF...0x27BF,
    0x2B1B...0x2B1C,
    0x2B50...0x2B50,
    0x2B55...0x2B55,
    0x2E80...0x303E,
    0x3041...0x3247,
    0x3250...0x4DBF,
    0x4E00...0xA4C6,
    0xA960...0xA97C,
    0xAC00...0xD7A3,
    0xF900...0xFAD9,
    0xFE10...0xFE19,
    0xFE30...0xFE6B,
    0xFF01...0xFF60,
    0xFFE0...0xFFE6,
    0x16FE0...0x1B2FB,
    0x1F004...0x1F004,
    0x1F0CF...0x1F0CF,
    0x1F18E...0x1F18E,
    0x1F191...0x1F19A,
    0x1F200...0x1F320,
    0x1F32D...0x1F335,
    0x1F337...0x1F37C,
    0x1F37E...0x1F393,
    0x1F3A0...0x1F3CA,
    0x1F3CF...0x1F3D3,
    0x1F3E0...0x1F3F0,
    0x1F3F4...0x1F3F4,
    0x1F3F8...0x1F43E,
    0x1F440...0x1F440,
    0x1F442...0x1F4FC,
    0x1F4FF...0x1F53D,
    0x1F54B...0x1F54E,
    0x1F550...0x1F567,
    0x1F57A...0x1F57A,
    0x1F595...0x1F596,
    0x1F5A4...0x1F5A4,
    0x1F5FB...0x1F64F,
    0x1F680...0x1F6C5,
    0x1F6CC...0x1F6CC,
    0x1F6D0...0x1F6D2,
    0x1F6D5...0x1F6DF,
    0x1F6EB...0x1F6EC,
    0x1F6F4...0x1F6FC,
    0x1F7E0...0x1F7F0,
    0x1F90C...0x1F93A,
    0x1F93C...0x1F945,
    0x1F947...0x1F9FF,
    0x1FA70...0x1FAF6,
    0x20000...0x2FFFD,
    0x30000...0x3FFFD,
  ]
}
