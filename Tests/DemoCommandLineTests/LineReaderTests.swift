import Testing

@testable import DemoCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct LineReaderTests {
  /// Reads `bytes` from a file, as standard input redirected from it would deliver them.
  private func lines(of bytes: [UInt8]) throws -> [String] {
    var template = Array("/tmp/psg-line-reader-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    try #require(descriptor >= 0)
    unlink(template)  // the open descriptor keeps the file until it is closed
    defer { close(descriptor) }
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
    try #require(lseek(descriptor, 0, SEEK_SET) == 0)
    let reader = LineReader(descriptor: descriptor)
    var lines: [String] = []
    while let line = reader.nextLine() { lines.append(line) }
    return lines
  }

  @Test func splitsAtNewlinesAndDropsACarriageReturnBeforeThem() throws {
    #expect(
      try lines(of: Array("search mba\r\nopen 1\n\nquit".utf8)) == [
        "search mba", "open 1", "", "quit",
      ])
    #expect(try lines(of: Array("one\n".utf8)) == ["one"])
    #expect(try lines(of: []) == [])
  }

  @Test func bytesThatAreNotUTF8BecomeReplacementCharacters() throws {
    #expect(try lines(of: [0x4D, 0x62, 0xE9, 0x0A]) == ["Mb\u{FFFD}"])
  }

  /// Lines longer than one read, and more lines than one buffer holds, come out whole.
  @Test func longInputComesOutWhole() throws {
    let long = String(repeating: "é", count: 50_000)
    let many = (1...20_000).map { "line \($0)" }
    let input = ([long] + many).joined(separator: "\n") + "\n"
    #expect(try lines(of: Array(input.utf8)) == [long] + many)
  }
}
