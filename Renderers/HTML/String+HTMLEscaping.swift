import Rendering

extension String {
  /// The string as HTML text or as the value of a quoted attribute: nothing in it can start a
  /// tag, an attribute, a character reference or a comment, and no control character from it
  /// reaches the page.
  ///
  /// Controls and bidirectional overrides are first made visible as the terminal renderers
  /// show them (``Swift/String/sanitizedForTerminal``: `^[`, `<U+202E>`), then `&`, `<`, `>`,
  /// `"` and `'` become character references. Everything else, accents included, is written
  /// as it is: the page is UTF-8.
  ///
  /// ```swift
  /// "<script>alert(1)</script>".htmlEscaped   // "&lt;script&gt;alert(1)&lt;/script&gt;"
  /// "Kylian\u{1B}[2J".htmlEscaped             // "Kylian^[[2J"
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string.
  var htmlEscaped: String {
    let visible = sanitizedForTerminal
    guard visible.utf8.contains(where: Self.isHTMLSpecial) else { return visible }
    var result = ""
    result.reserveCapacity(visible.utf8.count + 16)
    for character in visible.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// Whether `byte` is one of `&<>"'`, which ``htmlEscaped`` replaces: a `switch`, since this
  /// runs on every byte of every text of a page.
  private static func isHTMLSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default:
      false
    }
  }

  /// The string as the `src` of an `<img>`, escaped for a quoted attribute, or `nil` if it
  /// must not be one.
  ///
  /// Only a plain web address qualifies: it starts with `http://` or `https://` (in any case),
  /// names a host, and holds no whitespace, control, bidirectional control, quote, `<`, `>`
  /// or backslash. A `javascript:` or `data:` address never qualifies. Characters outside
  /// ASCII and the ASCII characters that have no place in a URL are percent-encoded as UTF-8,
  /// and `&` becomes `&amp;`.
  ///
  /// ```swift
  /// "https://psg.fr/é.png?a=1&b=2".htmlImageSource   // "https://psg.fr/%C3%A9.png?a=1&amp;b=2"
  /// "javascript:alert(1)".htmlImageSource             // nil
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string.
  var htmlImageSource: String? {
    let schemeLength: Int
    if lowercased().hasPrefix("https://") {
      schemeLength = 8
    } else if lowercased().hasPrefix("http://") {
      schemeLength = 7
    } else {
      return nil
    }
    let host = unicodeScalars.dropFirst(schemeLength).prefix { !"/?#".unicodeScalars.contains($0) }
    guard !host.isEmpty else { return nil }
    var source = ""
    for scalar in unicodeScalars {
      if scalar.isForbiddenInImageSource { return nil }
      if scalar == "&" {
        source += "&amp;"
      } else if scalar.isASCII && !scalar.needsPercentEncodingInURL {
        source.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 {
          source += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
      }
    }
    return source
  }
}

extension Unicode.Scalar {
  /// Whether the scalar disqualifies an image address: it could end the attribute, start
  /// markup, or change what the reader sees.
  fileprivate var isForbiddenInImageSource: Bool {
    if properties.isWhitespace || value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    switch value {
    case 0x22, 0x27, 0x3C, 0x3E, 0x5C: return true  // " ' < > \
    case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: return true
    default: return false
    }
  }

  /// Printable ASCII that RFC 3986 does not allow in a URL as it is.
  fileprivate var needsPercentEncodingInURL: Bool {
    switch value {
    case 0x5E, 0x60, 0x7B, 0x7C, 0x7D: true  // ^ ` { | }
    default: false
    }
  }
}
