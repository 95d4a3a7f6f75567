/// Reads the escape sequences in renderer output, for tests that check which ones it writes.
struct EscapeScanner {
  /// The parameters of each SGR sequence (`ESC [ digits;digits m`), in order.
  var sgrParameters: [[Int]] = []
  /// Escapes that are not a well-formed SGR sequence, and other control characters.
  var foreign: [String] = []
  /// The text with every SGR sequence removed.
  var stripped = ""

  init(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var visible = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}" {
        guard index + 1 < scalars.count, scalars[index + 1] == "[" else {
          foreign.append("ESC at \(index)")
          index += 1
          continue
        }
        var end = index + 2
        var body = ""
        while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) {
          body.unicodeScalars.append(scalars[end])
          end += 1
        }
        guard end < scalars.count, scalars[end] == "m" else {
          foreign.append("non-SGR CSI at \(index)")
          index = end
          continue
        }
        sgrParameters.append(
          body.split(separator: ";", omittingEmptySubsequences: false).map {
            Int($0) ?? 0
          })
        index = end + 1
        continue
      }
      if scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
        foreign.append("control U+\(String(scalar.value, radix: 16)) at \(index)")
      }
      visible.append(scalar)
      index += 1
    }
    stripped = String(visible)
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
