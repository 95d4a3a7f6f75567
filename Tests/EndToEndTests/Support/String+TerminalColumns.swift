extension String {
  /// How many terminal columns the string takes, for a check independent of the renderers.
  ///
  /// Each character counts as one column, except wide East Asian characters and emoji (two)
  /// and combining marks and format characters (none).
  ///
  /// ```swift
  /// "Kylian MBAPPÉ".terminalColumns  // 13
  /// "巴黎".terminalColumns            // 4
  /// ```
  var terminalColumns: Int {
    reduce(0) { total, character in
      guard let first = character.unicodeScalars.first else { return total }
      switch first.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format, .control: return total
      default: break
      }
      return total + (first.isWide ? 2 : 1)
    }
  }
}

extension Unicode.Scalar {
  /// Whether a terminal shows the scalar two columns wide.
  fileprivate var isWide: Bool {
    if properties.isEmojiPresentation { return true }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
