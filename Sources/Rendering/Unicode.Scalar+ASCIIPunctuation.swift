extension Unicode.Scalar {
  /// The ASCII punctuation characters, which a Markdown backslash can escape.
  ///
  /// ```swift
  /// Unicode.Scalar("*").isASCIIPunctuation  // true
  /// Unicode.Scalar("é").isASCIIPunctuation  // false
  /// ```
  package var isASCIIPunctuation: Bool {
    switch value {
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
    default: false
    }
  }
}
