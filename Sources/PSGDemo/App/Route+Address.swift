import Rendering

extension Route {
  /// The route written as text that ``init(parsing:)`` reads back as the same route.
  ///
  /// The canonical form: no filter and an empty search are left out (they are what the list
  /// shows by default), a filter is written by its ``PlayerFilter/commandName``, and the search
  /// is percent-encoded as UTF-8, leaving only ASCII letters, digits and `-._~` as they are.
  ///
  /// ```swift
  /// Route.players(filter: .goalkeepers, search: "mba").address
  ///   // "players?filter=goalkeepers&search=mba"
  /// Route.players(filter: PlayerFilter.none, search: "").address   // "players"
  /// Route.filterPicker(filter: .academy, search: nil).address      // "filters?filter=academy"
  /// Route.player(id: 32).address                                  // "player/id/32"
  /// Route.player(number: 7).address                               // "player/7"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the search.
  package var address: String {
    scene.address
  }

  /// The route as a ``Rendering/Destination`` a screen can carry.
  package var destination: Destination {
    Destination(address)
  }

  /// The route with the default filter and an empty search left out, as ``address`` writes
  /// it: two routes that show the same screen are then equal.
  package var canonical: Route {
    scene.canonicalRoute
  }

  /// `text` with every byte but the unreserved characters of RFC 3986 written as `%XX`, so
  /// `&`, `=`, `+`, `%`, spaces and controls survive the trip through ``init(parsing:)``.
  ///
  /// ```swift
  /// Route.percentEncoded("di maria")   // "di%20maria"
  /// ```
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
