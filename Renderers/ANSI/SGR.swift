/// Select Graphic Rendition: the only escape sequence the ANSI renderer writes.
///
/// `ESC [ parameters m`, with parameters made of digits and semicolons only.
enum SGR {
  /// Turns every attribute and colour off.
  static let reset = "\u{1B}[0m"

  /// Bold.
  static let bold = 1
  /// Dim (faint).
  static let dim = 2
  /// Underline.
  static let underline = 4

  /// The sequence that sets the given parameters, or `""` when there are none.
  static func sequence(_ parameters: [Int]) -> String {
    guard !parameters.isEmpty else { return "" }
    return "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
  }
}
