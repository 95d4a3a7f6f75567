import Rendering

/// Writes a ``JSONNode`` as the text `JSONEncoder` gives it with `.sortedKeys` and
/// `.withoutEscapingSlashes` (and `.prettyPrinted` when indented), handing it over in pieces
/// of about ``pieceSize`` bytes rather than as one string.
///
/// A screen that shows a name of 16 MiB several times is written holding one piece of text at
/// a time besides the screen itself: `JSONEncoder` built the whole text as bytes, then `Data`,
/// then a `String`, several copies of every time the name appeared.
///
/// Strings are escaped as `JSONEncoder` escapes them (`\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`,
/// the other C0 controls as `\u00XX`), and DEL, the C1 controls, the bidirectional controls and
/// the line and paragraph separators as `\u` escapes too (``JSONRenderer``).
///
/// ```swift
/// var writer = JSONTextWriter(indented: false)
/// var text = ""
/// writer.write(.string("a\u{7}"), to: { text += $0 })
/// writer.finishLine(to: { text += $0 })  // text == #""a\u0007""# + "\n"
/// ```
///
/// - Complexity: O(*n*) in the length of the text written; memory O(``pieceSize``) besides
///   the node.
struct JSONTextWriter {
  /// About how many bytes each piece holds: a piece ends at the first scalar that starts
  /// past it.
  static let pieceSize = 64 << 10

  private let indented: Bool
  // The most bytes a string's text takes between its quotes, its escapes counted as written,
  // `…` included; `nil` for no limit.
  private let longestString: Int?
  private var bytes: [UInt8] = []
  private var level = 0

  /// A writer; with `longestString`, a string whose text between its quotes would take more
  /// bytes is cut on a scalar before it does, and ends with `…`.
  init(indented: Bool, longestString: Int? = nil) {
    self.indented = indented
    self.longestString = longestString.map { max($0, 3) }
    bytes.reserveCapacity(Self.pieceSize + 16)
  }

  /// Writes `node`, handing `output` each piece that fills up.
  mutating func write<Failure: Error>(
    _ node: JSONNode, to output: (String) throws(Failure) -> Void
  ) throws(Failure) {
    switch node {
    case .string(let string):
      try writeString(string, to: output)
    case .literal(let text):
      append(text)
    case .object(let object):
      try writeObject(object, to: output)
    case .array(let array):
      try writeArray(array, to: output)
    case .deferred(let encoder):
      try write(encoder.node ?? .object(JSONObject()), to: output)
    }
  }

  /// Ends the line and hands `output` what is left.
  mutating func finishLine<Failure: Error>(
    to output: (String) throws(Failure) -> Void
  ) throws(Failure) {
    append("\n")
    try handOver(to: output)
  }

  /// Hands `output` the piece written so far, if there is one.
  private mutating func handOver<Failure: Error>(
    to output: (String) throws(Failure) -> Void
  ) throws(Failure) {
    guard !bytes.isEmpty else { return }
    TextWork.current?.add(bytes.count)
    let piece = String(decoding: bytes, as: UTF8.self)
    bytes.removeAll(keepingCapacity: true)
    try output(piece)
  }

  private mutating func writeObject<Failure: Error>(
    _ object: JSONObject, to output: (String) throws(Failure) -> Void
  ) throws(Failure) {
    // By the bytes of the keys, as `JSONEncoder` sorts them.
    let members = object.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    append("{")
    try writeElements(members, to: output) { (writer, member) throws(Failure) in
      try writer.writeString(member.key, to: output)
      writer.append(writer.indented ? " : " : ":")
      try writer.write(member.value, to: output)
    }
    append("}")
  }

  private mutating func writeArray<Failure: Error>(
    _ array: JSONArray, to output: (String) throws(Failure) -> Void
  ) throws(Failure) {
    append("[")
    try writeElements(array.elements, to: output) { (writer, element) throws(Failure) in
      try writer.write(element, to: output)
    }
    append("]")
  }

  /// The elements between a container's brackets: separated by commas, and when indented each
  /// on a line of its own, one level in (an empty container is then a blank line).
  private mutating func writeElements<Element, Failure: Error>(
    _ elements: [Element], to output: (String) throws(Failure) -> Void,
    writing writeElement: (inout JSONTextWriter, Element) throws(Failure) -> Void
  ) throws(Failure) {
    level += 1
    if indented { append("\n") }
    for (index, element) in elements.enumerated() {
      if index > 0 { append(indented ? ",\n" : ",") }
      if indented { appendIndent() }
      try writeElement(&self, element)
      try handOverFullPiece(to: output)
    }
    level -= 1
    if indented {
      append("\n")
      appendIndent()
    }
  }

  private mutating func appendIndent() {
    for _ in 0..<level { append("  ") }
  }

  private mutating func writeString<Failure: Error>(
    _ string: String, to output: (String) throws(Failure) -> Void
  ) throws(Failure) {
    bytes.append(UInt8(ascii: "\""))
    // Room for the scalars of a string cut short, before its `…`.
    var room = longestString.map { $0 - 3 } ?? Int.max
    if let longest = longestString, string.utf8.count * 6 <= longest { room = Int.max }
    for scalar in string.unicodeScalars {
      try handOverFullPiece(to: output)
      if room != Int.max {
        room -= Self.writtenLength(of: scalar)
        if room < 0 {
          append("…")
          break
        }
      }
      switch scalar {
      case "\"": append(#"\""#)
      case "\\": append(#"\\"#)
      case "\u{8}": append(#"\b"#)
      case "\u{C}": append(#"\f"#)
      case "\n": append(#"\n"#)
      case "\r": append(#"\r"#)
      case "\t": append(#"\t"#)
      case _ where scalar.value < 0x20 || scalar.needsJSONEscape: appendEscape(of: scalar)
      default: bytes.append(contentsOf: UTF8.encode(scalar)!)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// How many bytes `scalar` takes in a string as ``writeString(_:to:)`` writes it.
  private static func writtenLength(of scalar: Unicode.Scalar) -> Int {
    switch scalar {
    case "\"", "\\", "\u{8}", "\u{C}", "\n", "\r", "\t": 2
    case _ where scalar.value < 0x20 || scalar.needsJSONEscape: 6
    default: UTF8.width(scalar)
    }
  }

  /// `\u` and the scalar's four lowercase hexadecimal digits: every scalar escaped this way is
  /// below U+10000.
  private mutating func appendEscape(of scalar: Unicode.Scalar) {
    append(#"\u"#)
    for shift in stride(from: UInt32(12), through: 0, by: -4) {
      bytes.append(Self.hexDigits[Int((scalar.value >> shift) & 0xF)])
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private mutating func handOverFullPiece<Failure: Error>(
    to output: (String) throws(Failure) -> Void
  ) throws(Failure) {
    if bytes.count >= Self.pieceSize { try handOver(to: output) }
  }

  private mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }
}

extension Unicode.Scalar {
  /// Whether the JSON renderer writes this scalar as a `\u` escape although JSON allows it
  /// as it is: DEL, a C1 control, a bidirectional control, or the line or paragraph separator.
  fileprivate var needsJSONEscape: Bool {
    switch value {
    case 0x7F, 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028,
      0x2029:
      true
    default: false
    }
  }
}
