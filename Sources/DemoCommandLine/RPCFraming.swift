/// How JSON-RPC messages are set apart on standard input and output: one a line, or LSP's
/// `Content-Length` headers; read from the first line of input, and replied in kind.
///
/// Input whose first line starts with `Content-Length:` or `Content-Type:` (in any case) is
/// LSP framing: headers, an empty line, then exactly `Content-Length` bytes. Anything else
/// is newline framing: each line one message (blank lines are skipped).
///
/// A message holds at most ``maximumMessageLength`` bytes: a longer line is read and dropped
/// as it arrives, and the reader hands back ``Message/tooLong(byteCount:)`` for the server to
/// refuse; a longer body is refused as soon as its header is read, then skipped as it arrives,
/// never allocated.
///
/// ```swift
/// let framing = RPCFraming(reader: LineReader())
/// while let message = framing.next() {
///   // .message(bytes), .tooLong(byteCount:) or .badHeader(text)
/// }
/// RPCFraming.frame(#"{"jsonrpc":"2.0","id":1,"result":null}"#, in: .newline)
/// // "…\n" in newline framing; "Content-Length: 38\r\n\r\n{…}" in LSP framing
/// ```
final class RPCFraming {
  /// The two framings.
  enum Kind: Equatable {
    case newline
    case contentLength
  }

  /// What one read gives.
  enum Message: Equatable {
    /// A message's bytes, not yet checked as UTF-8 or JSON.
    case message([UInt8])
    /// A message longer than ``maximumMessageLength``, dropped: how long it was.
    case tooLong(byteCount: Int)
    /// LSP headers that give no usable `Content-Length`: what was wrong.
    case badHeader(String)
  }

  /// The most bytes of one message: 1 MiB.
  static let maximumMessageLength = 1 << 20
  /// The most digits a `Content-Length` may have: any more is refused before it is read as
  /// a number.
  static let maximumLengthDigits = 10

  private let reader: LineReader
  /// The framing, once the first line has told it.
  private(set) var kind: Kind?
  /// The bytes of a body too long to keep, refused as soon as its header was read and
  /// dropped before the next message.
  private var bytesToSkip = 0

  /// Reads messages from `reader`, which must keep lines of at least
  /// ``maximumMessageLength`` bytes.
  init(reader: LineReader) {
    self.reader = reader
  }

  /// The next message, or `nil` at the end of input (also when it ends inside a body).
  func next() -> Message? {
    if bytesToSkip > 0 {
      let skipped = reader.nextBytes(bytesToSkip)
      bytesToSkip = 0
      if skipped == nil { return nil }
    }
    while let line = reader.nextLine() {
      if kind == nil {
        kind = Self.startsHeaders(line) ? .contentLength : .newline
      }
      switch kind {
      case .contentLength:
        return body(after: line)
      default:
        if case .text(let bytes) = line, bytes.allSatisfy(Self.isBlank) { continue }
        return Self.message(line)
      }
    }
    return nil
  }

  /// `line` framed as `kind` frames a message: as it is with a newline, or after a
  /// `Content-Length` header.
  static func frame(_ line: String, in kind: Kind) -> String {
    guard kind == .contentLength else { return line.hasSuffix("\n") ? line : line + "\n" }
    let body = line.hasSuffix("\n") ? String(line.dropLast()) : line
    return "Content-Length: \(body.utf8.count)\r\n\r\n" + body
  }

  /// Reads the headers that `first` begins, up to the empty line, then the body they announce.
  private func body(after first: LineReader.Line) -> Message? {
    var length: Int?
    var problem: String?
    var line: LineReader.Line? = first
    while let current = line {
      guard case .text(let bytes) = current else {
        problem = "a header line is longer than \(Self.maximumMessageLength) bytes"
        line = reader.nextLine()
        continue
      }
      if bytes.isEmpty { break }
      if let value = Self.value(of: "content-length", in: bytes) {
        if let number = Self.length(value) {
          length = number
          problem = nil
        } else {
          problem = "Content-Length is not a number of at most \(Self.maximumLengthDigits) digits"
        }
      }
      line = reader.nextLine()
    }
    guard line != nil else { return nil }
    if let problem { return .badHeader(problem) }
    guard let length else { return .badHeader("no Content-Length header") }
    if length > Self.maximumMessageLength {
      bytesToSkip = length
      return .tooLong(byteCount: length)
    }
    guard case .text(let bytes) = reader.nextBytes(length) else { return nil }
    return .message(bytes)
  }

  private static func message(_ line: LineReader.Line) -> Message {
    switch line {
    case .text(let bytes): .message(bytes)
    case .tooLong(let byteCount): .tooLong(byteCount: byteCount)
    }
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  /// Whether `line` is an LSP header: `Content-Length:` or `Content-Type:`, in any case.
  private static func startsHeaders(_ line: LineReader.Line) -> Bool {
    guard case .text(let bytes) = line else { return false }
    return value(of: "content-length", in: bytes) != nil
      || value(of: "content-type", in: bytes) != nil
  }

  /// The value of header `name` (lower case) when `bytes` is that header, trimmed.
  private static func value(of name: String, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
    let prefix = Array(name.utf8) + [UInt8(ascii: ":")]
    guard bytes.count >= prefix.count,
      zip(bytes, prefix).allSatisfy({ lowercased($0) == $1 })
    else { return nil }
    var value = bytes[prefix.count...]
    while let first = value.first, isBlank(first) { value.removeFirst() }
    while let last = value.last, isBlank(last) { value.removeLast() }
    return value
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  /// `value` as a length: ASCII digits only, at most ``maximumLengthDigits`` of them, so no
  /// hostile number is ever converted, let alone allocated.
  private static func length(_ value: ArraySlice<UInt8>) -> Int? {
    guard !value.isEmpty, value.count <= maximumLengthDigits,
      value.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return value.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
  }
}
