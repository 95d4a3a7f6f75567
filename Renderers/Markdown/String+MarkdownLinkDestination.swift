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
  /// - `&` stays as it is: an address holding a character reference (`&` then `#` or letters
  ///   and digits, then `;`, as in `&#41;` or `&lt;`) does not qualify, so no `&` in an address
  ///   that does can be read as one. (CommonMark decodes references in a destination, and
  ///   cmark-gfm does so even after a backslash: `\&#41;` becomes `)`, so the address a reader
  ///   follows would not be the one checked here.)
  ///
  /// ```swift
  /// "https://psg.fr/é.png?a=1&b=2".markdownImageDestination
  /// // "https://psg.fr/%C3%A9.png?a=1&b=2"
  /// "javascript:alert(1)".markdownImageDestination           // nil
  /// "https://psg.fr/a b.png".markdownImageDestination        // nil
  /// "https://psg.fr/x&#41;.png".markdownImageDestination     // nil
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
    guard !host.isEmpty, !containsCharacterReference else { return nil }
    var destination = ""
    for scalar in unicodeScalars {
      if scalar.isForbiddenInImageDestination { return nil }
      if scalar.isASCII && !scalar.needsPercentEncodingInURL {
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

extension String {
  /// Whether the string holds something a Markdown reader may take for a character reference:
  /// `&`, then `#` or ASCII letters and digits, then `;`.
  ///
  /// - Complexity: O(*n*): every scalar is looked at a bounded number of times, since a
  ///   reference ends at the first character that cannot continue it.
  fileprivate var containsCharacterReference: Bool {
    let scalars = Array(unicodeScalars)
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "&" else {
        index += 1
        continue
      }
      var end = index + 1
      while end < scalars.count, scalars[end] == "#" || scalars[end].isASCIIAlphanumeric {
        end += 1
      }
      if end > index + 1, end < scalars.count, scalars[end] == ";" { return true }
      index = end
    }
    return false
  }
}

extension Unicode.Scalar {
  /// `A`–`Z`, `a`–`z` and `0`–`9`.
  fileprivate var isASCIIAlphanumeric: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
  }

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
