import Rendering
import TerminalRendering

extension String {
  /// Every escape sequence and control character in the string, in order, shown visibly.
  ///
  /// An escape sequence (`ESC` followed by `[`, `]` and so on up to its final byte or
  /// terminator) counts as one entry; any other C0 or C1 control, DEL or bidirectional control
  /// counts alone. The newline is not listed: it is how lines end.
  ///
  /// ```swift
  /// "\u{1B}[1mA\u{1B}[0m\u{9B}\tB\n".controlSequences
  /// // [#"\e[1m"#, #"\e[0m"#, #"\u{9B}"#, #"\t"#]
  /// ```
  public var controlSequences: [String] {
    let scalars = Array(unicodeScalars)
    var found: [String] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}" {
        let end = scalars.endOfEscapeSequence(at: index)
        var sequence = String.UnicodeScalarView()
        sequence.append(contentsOf: scalars[index..<end])
        found.append(String(sequence).visibleEscapes)
        index = end
        continue
      }
      if scalar != "\n" && scalar.isInvisibleForReading {
        found.append(String(scalar).visibleEscapes)
      }
      index += 1
    }
    return found
  }
}
