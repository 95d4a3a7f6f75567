import MVVMC

/// A place in the demo named by text: the deep links of `--open`, both ways.
///
/// A route is a path through the coordinator tree (``MVVMC/RoutePath``): the list's segment
/// (left out when it shows its default), then one segment for each scene opened over it, each
/// declared in its scene's folder (a ``DemoRoute``). Parsing one shows nothing;
/// ``DemoSession/open(_:)`` builds the stack it names, so `back` from a deep-linked page
/// returns where the route says. Every screen carries its route (``MVVMC/Navigator/route``),
/// so any screen can be linked to and reopened.
///
/// ```swift
/// try Route(parsing: "players?filter=goalkeepers&search=mba")   // the list, filtered, searched
/// try Route(parsing: "scorers/player/id/32")   // a player's page over the top scorers
/// try Route(parsing: "player/7/compare/30")    // two players side by side
/// Route.players(filter: .byNumber, search: "di maria").address
///   // "players?filter=number&search=di%20maria"
/// ```
package typealias Route = RoutePath

extension RoutePath {
  /// Parses a route of the demo's standard scenes (``DemoScenes/standard``), or throws a
  /// ``MVVMC/RouteError`` that names the segment that failed and the forms accepted there.
  package init(parsing text: String) throws(RouteError) {
    try self.init(parsing: text, in: DemoScenes.standard.routeTree)
  }

  /// `text` with every byte but the unreserved characters of RFC 3986 written as `%XX`, so
  /// `&`, `=`, `+`, `%`, `/`, `?`, spaces and controls survive the trip through parsing.
  ///
  /// ```swift
  /// Route.percentEncoded("di maria")   // "di%20maria"
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
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (byte < 0x10 ? "0" : "") + digits
      }
    }
    return encoded
  }
}
