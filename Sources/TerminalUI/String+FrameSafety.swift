import Rendering

extension String {
  /// The line with its SGR sequences (colours) and terminal hyperlinks (OSC 8 with an address of
  /// printable ASCII) kept and every other control character shown visibly, so a frame can
  /// never move the cursor, clear the screen or change a mode.
  ///
  /// Renderers already sanitise the data they show; this is the host's own guard, for apps
  /// that draw lines themselves.
  ///
  /// ```swift
  /// "\u{1B}[1mMESSI\u{1B}[0m\u{1B}[2J".keepingOnlySGR  // "\u{1B}[1mMESSI\u{1B}[0m^[[2J"
  /// ```
  package var keepingOnlySGR: String {
    // The common line, a renderer's, keeps itself: one pass over its bytes says so.
    if isSafeAsFrameLine { return self }
    guard unicodeScalars.contains(where: \.isFrameControl) else { return self }
    let scalars = Array(unicodeScalars)
    var result = ""
    var index = 0
    var plainStart = 0
    while index < scalars.count {
      if let end = scalars.endOfRendererEscape(at: index) {
        result += String(String.UnicodeScalarView(scalars[plainStart..<index])).sanitizedForTerminal
        result.unicodeScalars.append(contentsOf: scalars[index..<end])
        index = end
        plainStart = end
      } else {
        index += 1
      }
    }
    result += String(String.UnicodeScalarView(scalars[plainStart...])).sanitizedForTerminal
    return result
  }
}

extension String {
  /// Whether ``keepingOnlySGR`` would give the line back unchanged, known from its UTF-8
  /// bytes alone: every ESC starts a complete SGR sequence, there is no other control (C0,
  /// DEL, C1) and no bidirectional control, and no run of non-ASCII code points is long enough
  /// for a grapheme cluster to need bounding. `false` leaves the answer to the full pass.
  fileprivate var isSafeAsFrameLine: Bool {
    let verdict = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      let count = bytes.count
      var index = 0
      var nonASCIIRun = 0
      while index < count {
        let byte = bytes[index]
        if byte < 0x80 {
          nonASCIIRun = 0
          if byte == 0x1B {
            // ESC [ then digits and semicolons then m.
            guard index + 1 < count, bytes[index + 1] == 0x5B else { return false }
            var end = index + 2
            while end < count, bytes[end] == 0x3B || bytes[end] &- 0x30 < 10 { end += 1 }
            guard end < count, bytes[end] == 0x6D else { return false }
            index = end + 1
            continue
          }
          guard byte >= 0x20, byte != 0x7F else { return false }
          index += 1
          continue
        }
        nonASCIIRun += 1
        guard nonASCIIRun < String.maximumClusterLength else { return false }
        let second = index + 1 < count ? bytes[index + 1] : 0
        let third = index + 2 < count ? bytes[index + 2] : 0
        switch byte {
        case 0xC2 where second < 0xA0: return false  // C1 controls, U+0080…U+009F
        case 0xD8 where second == 0x9C: return false  // U+061C
        case 0xE2 where second == 0x80 && (third == 0x8E || third == 0x8F): return false
        case 0xE2 where second == 0x80 && (0xAA...0xAE).contains(third): return false
        case 0xE2 where second == 0x81 && (0xA6...0xA9).contains(third): return false
        default: break
        }
        index += byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      }
      return true
    }
    return verdict ?? false
  }
}

extension Unicode.Scalar {
  /// A scalar that could act on a terminal: the C0 and C1 controls and DEL.
  fileprivate var isFrameControl: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
