extension Destination {
  /// The longest file name, extension left out, that ``fileName(extension:)`` writes in full.
  static let longestReadableFileName = 100

  /// The name of the file that holds this destination's screen in an exported site: the one
  /// place where addresses become file names, for the renderers that link and for the exporter
  /// that writes the files.
  ///
  /// ASCII letters and digits stay; the separators `/`, `?`, `&` and `=` become `-`; `%`, which
  /// starts a percent-encoded byte, becomes `_`; every other byte (`_` itself, `-`, `.`, `~`,
  /// a space, each byte of a non-ASCII character) becomes `_` and its two hexadecimal digits,
  /// as percent-encoding writes it. So the escape character is escaped too: the search `a/b`
  /// (address `players?search=a%2Fb`) and the search `a_2Fb` name two files, and two
  /// addresses the app writes (values percent-encoded, separators where the route's grammar
  /// puts them) never share a name. The result is safe in a relative link and in a shell: no
  /// separator, no dot, no space, no markup. An empty address is `index`. A name longer than
  /// 100 characters (a long search) keeps its first 80 and ends with a hash of the whole
  /// address, so no name grows with the data.
  ///
  /// ```swift
  /// Destination("player/7").fileName(extension: "html")                      // "player-7.html"
  /// Destination("players?filter=goalkeepers").fileName(extension: "md")
  /// // "players-filter-goalkeepers.md"
  /// Destination("players?search=a%2Fb").fileName(extension: "json")  // "players-search-a_2Fb.json"
  /// Destination("players?search=a_2Fb").fileName(extension: "json")
  /// // "players-search-a_5F2Fb.json"
  /// ```
  ///
  /// - Parameter fileExtension: The extension without its dot, such as `html`.
  /// - Complexity: O(*n*) in the length of the address.
  public func fileName(extension fileExtension: String) -> String {
    var name: [UInt8] = []
    name.reserveCapacity(min(address.utf8.count, Self.longestReadableFileName + 1))
    for byte in address.utf8 {
      Self.appendFileNameBytes(for: byte, to: &name)
      // Past the longest readable name the rest is hashed, however long the address.
      if name.count > Self.longestReadableFileName { break }
    }
    var text = String(decoding: name, as: UTF8.self)
    if name.count > Self.longestReadableFileName {
      text = String(text.prefix(80)) + "-" + Self.hash(of: address)
    }
    if text.isEmpty { text = "index" }
    return text + "." + fileExtension
  }

  /// What a byte of an address becomes in a file name: letters and digits stay, `/`, `?`, `&`
  /// and `=` become `-`, `%` becomes `_`, every other byte `_` and its hexadecimal digits.
  private static func appendFileNameBytes(for byte: UInt8, to name: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      name.append(byte)
    case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "="):
      name.append(UInt8(ascii: "-"))
    case UInt8(ascii: "%"):
      name.append(UInt8(ascii: "_"))
    default:
      let digits = Array("0123456789ABCDEF".utf8)
      name.append(UInt8(ascii: "_"))
      name.append(digits[Int(byte >> 4)])
      name.append(digits[Int(byte & 0x0F)])
    }
  }

  /// FNV-1a of the address's UTF-8 bytes as 16 hexadecimal digits: stable across runs and
  /// platforms, unlike `hashValue`.
  private static func hash(of text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
