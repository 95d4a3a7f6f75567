import MVVMC

extension RoutePath {
  /// Parses a route of the demo's standard scenes (``DemoScenes``), or throws a
  /// ``MVVMC/RouteError`` that names the segment that failed and the forms accepted there.
  package init(parsing text: String) throws(RouteError) {
    try self.init(parsing: text, in: DemoScenes.routeTree)
  }

  /// `text` with every byte but the unreserved characters of RFC 3986 and `,` (which a list
  /// of pinned ids separates, and the query's own syntax never uses) written as `%XX`, so
  /// `&`, `=`, `+`, `%`, `/`, `?`, spaces and controls survive the trip through parsing.
  ///
  /// ```swift
  /// RoutePath.percentEncoded("di maria")   // "di%20maria"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package static func percentEncoded(_ text: String) -> String {
    var encoded = ""
    encoded.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ","):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (byte < 0x10 ? "0" : "") + digits
      }
    }
    return encoded
  }
}
