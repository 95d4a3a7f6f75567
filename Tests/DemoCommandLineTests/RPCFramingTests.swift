import Foundation
import Testing

@testable import DemoCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How `--rpc` tells its framing from the first line, reads each message in bounded memory,
/// and frames its replies in kind.
@Suite struct RPCFramingTests {
  /// A framing reading `bytes` from a file, as standard input redirected from it.
  private func framing(of bytes: [UInt8]) throws -> (RPCFraming, Int32) {
    var template = Array("/tmp/psg-rpc-framing-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    try #require(descriptor >= 0)
    unlink(template)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
    try #require(lseek(descriptor, 0, SEEK_SET) == 0)
    let reader = LineReader(
      descriptor: descriptor, maximumLineLength: RPCFraming.maximumMessageLength)
    return (RPCFraming(reader: reader), descriptor)
  }

  /// Every message `bytes` hold, and the framing they were read in.
  private func messages(
    of bytes: [UInt8]
  ) throws -> (messages: [RPCFraming.Message], kind: RPCFraming.Kind?) {
    let (framing, descriptor) = try framing(of: bytes)
    defer { close(descriptor) }
    var messages: [RPCFraming.Message] = []
    while let message = framing.next() { messages.append(message) }
    return (messages, framing.kind)
  }

  private func text(_ string: String) -> RPCFraming.Message { .message(Array(string.utf8)) }

  @Test func linesAreMessagesAndBlankLinesAreSkipped() throws {
    let read = try messages(of: Array("{\"a\":1}\n\n  \r\n{\"b\":2}\r\n[]".utf8))
    #expect(read.kind == .newline)
    #expect(read.messages == [text(#"{"a":1}"#), text(#"{"b":2}"#), text("[]")])
  }

  /// LSP's headers, in any case, with a Content-Type beside them; a body needs no newline.
  @Test func contentLengthHeadersAreToldFromTheFirstLine() throws {
    let body = #"{"jsonrpc":"2.0","id":1,"method":"screen"}"#
    let input =
      "content-length: \(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc\r\n\r\n"
      + body + "Content-Length: 2\r\n\r\n{}"
    let read = try messages(of: Array(input.utf8))
    #expect(read.kind == .contentLength)
    #expect(read.messages == [text(body), text("{}")])
    // A body that holds newlines is still one message.
    let lines = "{\n}"
    #expect(
      try messages(of: Array("Content-Length: 3\r\n\r\n\(lines)".utf8)).messages == [text(lines)])
  }

  @Test func repliesAreFramedAsTheInputWas() throws {
    let (lines, first) = try framing(of: Array("{}\n".utf8))
    defer { close(first) }
    _ = lines.next()
    #expect(RPCFraming.frame("{\"id\":1}\n", in: try #require(lines.kind)) == "{\"id\":1}\n")
    let (headers, second) = try framing(of: Array("Content-Length: 2\r\n\r\n{}".utf8))
    defer { close(second) }
    _ = headers.next()
    #expect(
      RPCFraming.frame("{\"id\":\"é\"}\n", in: try #require(headers.kind))
        == "Content-Length: 11\r\n\r\n{\"id\":\"é\"}")
  }

  /// A line over the limit is dropped as it is read, and the next line is read as usual.
  @Test func aLineOverTheLimitIsToldByItsLength() throws {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: RPCFraming.maximumMessageLength + 1)
    let read = try messages(of: long + Array("\n{}\n".utf8))
    #expect(read.messages == [.tooLong(byteCount: long.count), text("{}")])
  }

  /// A hostile length is refused at its header: too many digits is never read as a number;
  /// a length over the limit is refused before its body, which is skipped, never allocated.
  @Test func aHostileContentLengthIsRefusedWithoutReadingItsBody() throws {
    let digits = try messages(of: Array("Content-Length: 99999999999999999999\r\n\r\n".utf8))
    #expect(digits.messages.count == 1)
    guard case .badHeader(let problem) = digits.messages.first else {
      Issue.record("not a bad header: \(digits.messages)")
      return
    }
    #expect(problem.contains("10 digits"))

    let tooLong = RPCFraming.maximumMessageLength + 1
    let body = [UInt8](repeating: UInt8(ascii: " "), count: tooLong)
    let skipped = try messages(
      of: Array("Content-Length: \(tooLong)\r\n\r\n".utf8) + body
        + Array("Content-Length: 2\r\n\r\n{}".utf8))
    #expect(skipped.messages == [.tooLong(byteCount: tooLong), text("{}")])

    // A length that the input never delivers ends the input after the refusal.
    let (framing, descriptor) = try framing(of: Array("Content-Length: 9999999999\r\n\r\n".utf8))
    defer { close(descriptor) }
    #expect(framing.next() == .tooLong(byteCount: 9_999_999_999))
    #expect(framing.next() == nil)
  }

  @Test func headersWithoutALengthAreABadHeader() throws {
    let read = try messages(of: Array("Content-Type: text/plain\r\n\r\n".utf8))
    #expect(read.messages == [.badHeader("no Content-Length header")])
  }
}
