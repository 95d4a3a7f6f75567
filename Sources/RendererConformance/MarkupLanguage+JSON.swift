extension MarkupLanguage {
  /// JSON, read as a program would: the structure is markup, the strings and numbers are text.
  ///
  /// Visible text: every string value, its escapes decoded (`\u00c9` is `É`), and every number,
  /// one after the other; keys are structure, not text. Markup: every object and array as an
  /// element (`{` and `[`), every key as an attribute, and anything that is not JSON as an
  /// element named `invalid`, so a quote left unescaped in a name, which ends the string early,
  /// shows as keys or errors that the harmless twin does not have.
  ///
  /// ```swift
  /// MarkupLanguage.json.visibleText(of: #"{"title":"MBAPP\u00c9","value":7}"#)  // "MBAPPÉ 7"
  /// MarkupLanguage.json.markup(of: #"{"title":"x"}"#).map(\.description)
  /// // ["element {", "attribute title"]
  /// ```
  public static let json = MarkupLanguage(name: "JSON", reader: JSONReader.self)
}

/// A small reader of JSON, one value after another (JSON Lines too): enough to tell structure
/// from data, in one pass and linear time. It never traps on bad input; what it cannot read
/// becomes an `invalid` element and the reader moves on by one scalar.
struct JSONReader: MarkupReader {
  let source: String

  struct Reading {
    var visibleText: [String] = []
    var markup: [MarkupItem] = []
  }

  func read() -> (visibleText: String, markup: [MarkupItem]) {
    var reading = Reading()
    let scalars = Array(source.unicodeScalars)
    var index = 0
    // Whether the string about to be read is a key: after `{` or `,` inside an object.
    var containers: [Unicode.Scalar] = []
    var expectingKey = false
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case " ", "\n", "\r", "\t", ":":
        index += 1
      case "{", "[":
        reading.markup.append(MarkupItem(.element, name: String(scalar), source: String(scalar)))
        containers.append(scalar)
        expectingKey = scalar == "{"
        index += 1
      case "}", "]":
        if containers.popLast() != (scalar == "}" ? "{" : "[") {
          reading.markup.append(MarkupItem(.element, name: "invalid", source: String(scalar)))
        }
        expectingKey = false
        index += 1
      case ",":
        expectingKey = containers.last == "{"
        index += 1
      case "\"":
        let (text, end) = Self.string(scalars, from: index + 1)
        if expectingKey {
          reading.markup.append(MarkupItem(.attribute, name: text, source: "\"\(text)\""))
        } else {
          reading.visibleText.append(text)
        }
        expectingKey = false
        index = end
      default:
        var end = index
        while end < scalars.count, !" \n\r\t,:]}".unicodeScalars.contains(scalars[end]) {
          end += 1
        }
        let word = String(String.UnicodeScalarView(scalars[index..<max(end, index + 1)]))
        if ["true", "false", "null"].contains(word) {
          // Literals are structure, not text.
        } else if Double(word) != nil, let first = word.unicodeScalars.first,
          first == "-" || ("0"..."9").contains(first)
        {
          reading.visibleText.append(word)
        } else {
          reading.markup.append(MarkupItem(.element, name: "invalid", source: word))
        }
        index = max(end, index + 1)
      }
    }
    return (reading.visibleText.joined(separator: " "), reading.markup)
  }

  /// The decoded string that starts after a quote at `start`, and the index after its closing
  /// quote (the end of the source when it is not closed).
  private static func string(_ scalars: [Unicode.Scalar], from start: Int) -> (String, Int) {
    var text = String.UnicodeScalarView()
    var index = start
    var pendingHighSurrogate: UInt32?
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\"" { return (String(text), index + 1) }
      guard scalar == "\\", index + 1 < scalars.count else {
        text.append(scalar)
        index += 1
        continue
      }
      let escaped = scalars[index + 1]
      index += 2
      switch escaped {
      case "n": text.append("\n")
      case "r": text.append("\r")
      case "t": text.append("\t")
      case "b": text.append("\u{8}")
      case "f": text.append("\u{C}")
      case "u":
        guard index + 4 <= scalars.count,
          let value = UInt32(
            String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
        else { continue }
        index += 4
        if (0xD800...0xDBFF).contains(value) {
          pendingHighSurrogate = value
        } else if (0xDC00...0xDFFF).contains(value), let high = pendingHighSurrogate {
          let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
          if let decoded = Unicode.Scalar(combined) { text.append(decoded) }
          pendingHighSurrogate = nil
        } else if let decoded = Unicode.Scalar(value) {
          text.append(decoded)
        }
      default: text.append(escaped)
      }
    }
    return (String(text), scalars.count)
  }
}
