import Rendering

// Scanning rendered text for escape sequences: shared by the conformance kit, the renderers and
// the package's tests, and not part of the public API.

extension String {
  /// The text without SGR sequences (`ESC [ digits/semicolons m`), the escapes that set colours,
  /// and without the terminal hyperlink sequences (OSC 8) around a link's text.
  ///
  /// Other escape sequences are kept, so that a check can still find them.
  ///
  /// ```swift
  /// "\u{1B}[1;31mMESSI\u{1B}[0m".removingSGR  // "MESSI"
  /// ```
  package var removingSGR: String {
    replacingEscapes(endingAt: { $0.endOfRendererEscape(at: $1) }, with: { _ in [] })
  }

  /// The text with every escape sequence that `end` finds (the index after the sequence that
  /// starts at an index, or `nil` for none there) replaced by what `replacement` makes of it.
  package func replacingEscapes(
    endingAt end: ([Unicode.Scalar], Int) -> Int?,
    with replacement: (ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar]
  ) -> String {
    guard unicodeScalars.contains("\u{1B}") else { return self }
    let scalars = Array(unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if let end = end(scalars, index) {
        result.append(contentsOf: replacement(scalars[index..<end]))
        index = end
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }

  /// The text with escape sequences and invisible characters spelled out, for messages.
  ///
  /// ESC is shown as `\e`, tab, newline and carriage return as `\t`, `\n`, `\r`, a backslash
  /// as `\\`, and every other control, DEL, C1 control, bidirectional or zero-width format
  /// character as `\u{…}`. Everything else is kept.
  ///
  /// ```swift
  /// "\u{1B}[1mMESSI\u{1B}[0m\t\u{9B}".visibleEscapes  // #"\e[1mMESSI\e[0m\t\u{9B}"#
  /// ```
  package var visibleEscapes: String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\u{1B}": result += "\\e"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\\": result += "\\\\"
      default:
        if scalar.isInvisibleForReading {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

/// What the escape scanner reads: Unicode scalars of text, or the bytes a terminal receives.
///
/// Escape sequences are spelled in ASCII, so one scanner serves both.
///
/// ```swift
/// Array("\u{1B}[2J".utf8).endOfEscapeSequence(at: 0)  // 4
/// ```
package protocol EscapeScannable {
  /// The character's code: the scalar's value, or the byte.
  var escapeScanningCode: UInt32 { get }
}

extension Unicode.Scalar: EscapeScannable {
  @inlinable package var escapeScanningCode: UInt32 { value }
}

extension UInt8: EscapeScannable {
  @inlinable package var escapeScanningCode: UInt32 { UInt32(self) }
}

extension Array where Element: EscapeScannable {
  /// The index just past an SGR sequence starting at `start`, or `nil` if there is none.
  @inlinable
  package func endOfSGR(at start: Int) -> Int? {
    guard start + 1 < count, code(at: start) == 0x1B, code(at: start + 1) == 0x5B else {
      return nil
    }
    var index = start + 2
    while index < count, code(at: index) == 0x3B || (0x30...0x39).contains(code(at: index)) {
      index += 1
    }
    return index < count && code(at: index) == 0x6D ? index + 1 : nil
  }

  /// The index just past a terminal hyperlink sequence (OSC 8) starting at `start`, or `nil`
  /// if there is none: `ESC ] 8 ; ;`, then an address of printable ASCII (possibly empty, which
  /// ends a link), then `ESC \`. Only the form the ANSI renderer writes is recognised, so a
  /// sequence with parameters, controls or another terminator is not one.
  @inlinable
  package func endOfHyperlink(at start: Int) -> Int? {
    let opening: [UInt32] = [0x1B, 0x5D, 0x38, 0x3B, 0x3B]  // ESC ] 8 ; ;
    guard start + opening.count <= count else { return nil }
    for (offset, expected) in opening.enumerated() where code(at: start + offset) != expected {
      return nil
    }
    var index = start + opening.count
    while index < count, (0x21...0x7E).contains(code(at: index)) { index += 1 }
    guard index + 1 < count, code(at: index) == 0x1B, code(at: index + 1) == 0x5C else {
      return nil
    }
    return index + 2
  }

  /// The index just past an SGR or terminal hyperlink sequence starting at `start`, or `nil`:
  /// the two kinds of escape sequence a renderer may write.
  @inlinable
  package func endOfRendererEscape(at start: Int) -> Int? {
    endOfSGR(at: start) ?? endOfHyperlink(at: start)
  }

  /// The index just past the escape sequence starting at `start` (an ESC); the end of the
  /// array if the sequence is cut short.
  ///
  /// CSI (`ESC [`) ends at a character in `@`…`~`; OSC, DCS, SOS, PM and APC (`ESC ]`, `P`,
  /// `X`, `^`, `_`) end at BEL or `ESC \`; any other escape is two characters long.
  @inlinable
  package func endOfEscapeSequence(at start: Int) -> Int {
    endOfCompleteEscapeSequence(at: start) ?? count
  }

  /// The index just past the escape sequence starting at `start` (an ESC), or `nil` if the
  /// array ends before the sequence does, as when a terminal has read only part of it.
  ///
  /// The sequences are those of ``endOfEscapeSequence(at:)``.
  @inlinable
  package func endOfCompleteEscapeSequence(at start: Int) -> Int? {
    guard start + 1 < count else { return nil }
    var index = start + 2
    switch code(at: start + 1) {
    case 0x5B:  // [
      while index < count, !(0x40...0x7E).contains(code(at: index)) { index += 1 }
      return index < count ? index + 1 : nil
    case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
      while index < count {
        if code(at: index) == 0x07 { return index + 1 }
        if code(at: index) == 0x1B, index + 1 < count, code(at: index + 1) == 0x5C {
          return index + 2
        }
        index += 1
      }
      return nil
    default:
      return start + 2
    }
  }

  @usableFromInline func code(at index: Int) -> UInt32 { self[index].escapeScanningCode }
}

extension Unicode.Scalar {
  /// C0 and C1 controls, DEL, and format characters (bidi controls, zero-width joiners).
  package var isInvisibleForReading: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || properties.generalCategory == .format
  }
}
