extension String {
  /// The string as the destination of a Markdown image, or `nil` if it must not be one.
  ///
  /// Only a plain web address qualifies: it starts with `http://` or `https://` (in any case),
  /// names a host, and holds no whitespace, control character, bidirectional control, `<`, `>`,
  /// quote or parenthesis, which could end the destination early or hide what it points to.
  /// A `javascript:` or `data:` address never qualifies. In an address that does:
  ///
  /// - characters outside ASCII and the ASCII characters that have no place in a URL
  ///   (`\`, `` ` ``, `{`, `}`, `|`, `^`) are percent-encoded as UTF-8;
  /// - `&` gets a backslash (valid in a CommonMark destination) so that `&amp;` or `&lt;`
  ///   in the data is not read as an entity.
  ///
  /// ```swift
  /// "https://psg.fr/é.png?a=1&b=2".markdownImageDestination
  /// // "https://psg.fr/%C3%A9.png?a=1\\&b=2"
  /// "javascript:alert(1)".markdownImageDestination           // nil
  /// "https://psg.fr/a b.png".markdownImageDestination        // nil
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string.
  var markdownImageDestination: String? {
    let lowercased = lowercased()
    let schemeLength: Int
    if lowercased.hasPrefix("https://") {
      schemeLength = 8
    } else if lowercased.hasPrefix("http://") {
      schemeLength = 7
    } else {
      return nil
    }
    let host = unicodeScalars.dropFirst(schemeLength).prefix { !"/?#".unicodeScalars.contains($0) }
    guard !host.isEmpty else { return nil }
    var destination = ""
    for scalar in unicodeScalars {
      if scalar.isForbiddenInImageDestination { return nil }
      if scalar == "&" {
        destination.append("\\&")
      } else if scalar.isASCII && !scalar.needsPercentEncodingInURL {
        destination.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 {
          destination.append("%")
          destination.append(byte < 0x10 ? "0" : "")
          destination.append(String(byte, radix: 16, uppercase: true))
        }
      }
    }
    return destination
  }
}

extension Unicode.Scalar {
  /// Whether the scalar disqualifies an address: it could end the destination, start markup,
  /// or change what the reader sees.
  fileprivate var isForbiddenInImageDestination: Bool {
    if properties.isWhitespace || value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    switch value {
    case 0x22, 0x27, 0x28, 0x29, 0x3C, 0x3E: return true  // " ' ( ) < >
    case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: return true
    default: return false
    }
  }

  /// Printable ASCII that RFC 3986 does not allow in a URL as it is.
  fileprivate var needsPercentEncodingInURL: Bool {
    switch value {
    case 0x5C, 0x5E, 0x60, 0x7B, 0x7C, 0x7D: true  // \ ^ ` { | }
    default: false
    }
  }
}
