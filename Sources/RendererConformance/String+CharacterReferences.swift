extension String {
  /// The text with HTML character references decoded: `&#201;`, `&#xC9;` and the named
  /// references `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&nbsp;`. Anything else that
  /// starts with `&` is kept as it is.
  ///
  /// ```swift
  /// "MBAPP&#201; &amp; co".decodingCharacterReferences   // "MBAPPÉ & co"
  /// ```
  ///
  /// - Complexity: O(*n*): a reference is at most 32 characters long.
  var decodingCharacterReferences: String {
    guard contains("&") else { return self }
    var result = ""
    var rest = Substring(self)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let afterAmpersand = rest.index(after: ampersand)
      let candidate = rest[afterAmpersand...].prefix(32)
      if let semicolon = candidate.firstIndex(of: ";"),
        let decoded = Self.decodeReference(candidate[..<semicolon])
      {
        result += decoded
        rest = rest[rest.index(after: semicolon)...]
      } else {
        result += "&"
        rest = rest[afterAmpersand...]
      }
    }
    return result + rest
  }

  private static func decodeReference(_ name: Substring) -> String? {
    if name.starts(with: "#") {
      let digits = name.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return "\u{A0}"
    default: return nil
    }
  }
}
