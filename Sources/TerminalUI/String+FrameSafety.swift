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

extension Unicode.Scalar {
  /// A scalar that could act on a terminal: the C0 and C1 controls and DEL.
  fileprivate var isFrameControl: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
