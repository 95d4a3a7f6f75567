extension Destination {
  /// The longest file name, extension left out, that ``fileName(extension:)`` writes in full.
  static let longestReadableFileName = 100

  /// The name of the file that holds this destination's screen in an exported site: the one
  /// place where addresses become file names, for the renderers that link and for the exporter
  /// that writes the files.
  ///
  /// ASCII letters and digits stay; `/`, `?`, `&` and `=` become `-`; every other character
  /// becomes `_`. The result is safe in a relative link and in a shell: no separator, no dot,
  /// no space, no markup. An empty address is `index`. A name longer than 100 characters (a
  /// long search) keeps its first 80 and ends with a hash of the whole address, so two long
  /// addresses rarely share a name and no name grows with the data.
  ///
  /// ```swift
  /// Destination("player/7").fileName(extension: "html")                      // "player-7.html"
  /// Destination("players?filter=goalkeepers").fileName(extension: "md")
  /// // "players-filter-goalkeepers.md"
  /// Destination("players?search=Ángel").fileName(extension: "html")
  /// // "players-search-_ngel.html"
  /// ```
  ///
  /// - Parameter fileExtension: The extension without its dot, such as `html`.
  /// - Complexity: O(*n*) in the length of the address.
  public func fileName(extension fileExtension: String) -> String {
    if let name = asciiFileName(extension: fileExtension) { return name }
    var name = ""
    var length = 0
    for character in address {
      length += 1
      if length > Self.longestReadableFileName { break }
      name.append(Self.fileNameCharacter(for: character))
    }
    if length > Self.longestReadableFileName {
      name = String(name.prefix(80)) + "-" + Self.hash(of: address)
    }
    if name.isEmpty { name = "index" }
    return name + "." + fileExtension
  }

  /// ``fileName(extension:)`` of an address of ASCII bytes, where each byte is one character
  /// (so no carriage return, which starts the two-byte character `\r\n`): the common case,
  /// read byte by byte rather than by grapheme; `nil` for any other address.
  private func asciiFileName(extension fileExtension: String) -> String? {
    let bytes = address.utf8
    guard bytes.count <= Self.longestReadableFileName,
      bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") })
    else { return nil }
    if bytes.isEmpty { return "index." + fileExtension }
    var name: [UInt8] = []
    name.reserveCapacity(bytes.count + 1 + fileExtension.utf8.count)
    for byte in bytes { name.append(Self.fileNameByte(for: byte)) }
    name.append(UInt8(ascii: "."))
    name.append(contentsOf: fileExtension.utf8)
    return String(decoding: name, as: UTF8.self)
  }

  private static func fileNameCharacter(for character: Character) -> Character {
    guard let ascii = character.asciiValue else { return "_" }
    return Character(Unicode.Scalar(fileNameByte(for: ascii)))
  }

  /// What an ASCII character becomes in a file name: letters and digits stay, `/`, `?`, `&`
  /// and `=` become `-`, every other one `_`.
  private static func fileNameByte(for ascii: UInt8) -> UInt8 {
    switch ascii {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      ascii
    case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "="):
      UInt8(ascii: "-")
    default:
      UInt8(ascii: "_")
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
