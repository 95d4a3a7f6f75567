import Rendering

/// Reads the escape sequences in renderer output, for tests that check which ones it writes.
///
/// Where a sequence ends comes from the package's one escape scanner (`endOfSGR(at:)`,
/// `endOfHyperlink(at:)` and `endOfEscapeSequence(at:)` in `Rendering`); this only sorts what
/// it finds.
struct EscapeScanner {
  /// The parameters of each SGR sequence (`ESC [ digits;digits m`), in order.
  var sgrParameters: [[Int]] = []
  /// The address of each terminal hyperlink sequence (OSC 8), in order; empty for one that
  /// ends a link.
  var hyperlinks: [String] = []
  /// Escapes that are not a well-formed SGR or hyperlink sequence, and other control
  /// characters, each shown visibly with its offset in scalars.
  var foreign: [String] = []
  /// The text with every SGR and hyperlink sequence removed.
  var stripped: String

  init(_ text: String) {
    stripped = text.removingSGR
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if let end = scalars.endOfSGR(at: index) {
        let body = String(String.UnicodeScalarView(scalars[(index + 2)..<(end - 1)]))
        sgrParameters.append(
          body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
        index = end
      } else if let end = scalars.endOfHyperlink(at: index) {
        hyperlinks.append(String(String.UnicodeScalarView(scalars[(index + 5)..<(end - 2)])))
        index = end
      } else if scalars[index] == "\u{1B}" {
        let end = scalars.endOfEscapeSequence(at: index)
        let sequence = String(String.UnicodeScalarView(scalars[index..<end]))
        foreign.append("\(sequence.visibleEscapes) at \(index)")
        index = end
      } else {
        let scalar = scalars[index]
        if scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
          foreign.append("\(String(scalar).visibleEscapes) at \(index)")
        }
        index += 1
      }
    }
  }

  /// The colour parameters: 30–37, 40–47, 90–97, 100–107, and the 38/48 forms with their
  /// arguments, each as the list that sets one colour.
  var colours: [[Int]] {
    var result: [[Int]] = []
    for parameters in sgrParameters {
      var index = 0
      while index < parameters.count {
        let code = parameters[index]
        if code == 38 || code == 48 {
          let length = parameters.count > index + 1 && parameters[index + 1] == 2 ? 5 : 3
          result.append(Array(parameters[index..<min(index + length, parameters.count)]))
          index += length
          continue
        }
        if (30...49).contains(code) || (90...107).contains(code) { result.append([code]) }
        index += 1
      }
    }
    return result
  }

  /// The attribute parameters that are not colours, such as 0, 1, 2 and 4.
  var attributes: Set<Int> {
    var result: Set<Int> = []
    for parameters in sgrParameters {
      var index = 0
      while index < parameters.count {
        let code = parameters[index]
        if code == 38 || code == 48 {
          index += parameters.count > index + 1 && parameters[index + 1] == 2 ? 5 : 3
          continue
        }
        if !((30...49).contains(code) || (90...107).contains(code)) { result.insert(code) }
        index += 1
      }
    }
    return result
  }
}

extension String {
  /// The text with ESC shown as `␛`, so expected output can be written in a literal.
  var withVisibleEscapes: String {
    String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\u{1B}" ? "␛" : $0 }))
  }
}
