extension String {
  /// The most characters an address may have to become a terminal hyperlink.
  package static let maximumHyperlinkLength = 2_048

  /// The string as the address of a terminal hyperlink (OSC 8), or `nil` if it must not be one.
  ///
  /// Only a plain secure web address qualifies: it starts with `https://` (in any case), names a
  /// host, is at most 2,048 characters long, and holds only printable ASCII other than the
  /// space, quotes, `<`, `>`, `\`, `^`, `{`, `|`, `}` and the backtick. So no control character, no
  /// `ESC` and no `BEL` can reach the terminal inside the link, and what a reader's terminal
  /// opens is what the feed said, character for character.
  ///
  /// ```swift
  /// "https://psg.fr/mbappe.png?w=800&mode=crop".terminalHyperlinkAddress  // the same string
  /// "http://psg.fr/mbappe.png".terminalHyperlinkAddress                   // nil: not https
  /// "https://psg.fr/\u{1B}]8;;x\u{1B}\\".terminalHyperlinkAddress          // nil
  /// ```
  ///
  /// - Complexity: O(*n*), stopping at the first character that disqualifies the string.
  public var terminalHyperlinkAddress: String? {
    let scalars = unicodeScalars
    let scheme = "https://"
    guard scalars.count <= Self.maximumHyperlinkLength, scalars.count > scheme.count,
      String(String.UnicodeScalarView(scalars.prefix(scheme.count))).lowercased() == scheme
    else { return nil }
    guard scalars.allSatisfy(\.isAllowedInTerminalHyperlink) else { return nil }
    let host = scalars.dropFirst(scheme.count).prefix { !"/?#".unicodeScalars.contains($0) }
    return host.isEmpty ? nil : self
  }
}

extension Unicode.Scalar {
  /// Printable ASCII that RFC 3986 allows in a URL as it is.
  fileprivate var isAllowedInTerminalHyperlink: Bool {
    guard (0x21...0x7E).contains(value) else { return false }
    switch value {
    // " ' < > \ ^ ` { | }
    case 0x22, 0x27, 0x3C, 0x3E, 0x5C, 0x5E, 0x60, 0x7B, 0x7C, 0x7D: return false
    default: return true
    }
  }
}
