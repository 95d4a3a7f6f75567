import TestSupport
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
    try read(bytes).map { line in
      guard case .text(let bytes) = line else { return "(too long)" }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The lines `bytes` make, read from a file with `reader`'s settings.
  private func read(
    _ bytes: [UInt8], maximumLineLength: Int = LineReader.defaultMaximumLineLength,
    lineEndings: LineReader.LineEndings = .lineFeed
  ) throws -> [LineReader.Line] {
    var template = Array("/tmp/psg-line-reader-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    try #require(descriptor >= 0)
    unlink(template)  // the open descriptor keeps the file until it is closed
    defer { close(descriptor) }
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
    try #require(lseek(descriptor, 0, SEEK_SET) == 0)
    let reader = LineReader(
      descriptor: descriptor, maximumLineLength: maximumLineLength, lineEndings: lineEndings)
    var lines: [LineReader.Line] = []
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

  /// A line at the limit comes out whole, across reads; more lines than one read holds too.
  @Test func linesUpToTheLimitComeOutWhole() throws {
    let long = String(repeating: "é", count: LineReader.defaultMaximumLineLength / 2)
    let many = (1...20_000).map { "line \($0)" }
    let input = ([long] + many).joined(separator: "\n") + "\n"
    #expect(try lines(of: Array(input.utf8)) == [long] + many)
  }

  /// Past the limit a line is dropped as it is read; only its length is kept, without the
  /// `\r` of a `\r\n`, and the lines after it are read as usual.
  @Test func aLineLongerThanTheLimitIsCountedNotKept() throws {
    let limit = 100
    let input =
      Array(repeating: UInt8(ascii: "a"), count: 250_000) + Array("\r\nopen 1\n".utf8)
      + Array(repeating: UInt8(ascii: "b"), count: limit + 1)
    #expect(
      try read(input, maximumLineLength: limit) == [
        .tooLong(byteCount: 250_000), .text(Array("open 1".utf8)), .tooLong(byteCount: limit + 1),
      ])
    let atTheLimit = Array(repeating: UInt8(ascii: "c"), count: limit) + Array("\r\n".utf8)
    #expect(
      try read(atTheLimit, maximumLineLength: limit) == [.text(Array(atTheLimit.prefix(limit)))])
  }

  /// A script's lines end at every ASCII line ending: `\r\n` once, a lone `\r`, VT and FF.
  @Test func scriptLinesEndAtEveryASCIILineEnding() throws {
    let input = Array("one\r\ntwo\rthree\u{0B}four\u{0C}five\n\nsix\r".utf8)
    #expect(
      try read(input, lineEndings: .anyASCIINewline).map { line -> String in
        guard case .text(let bytes) = line else { return "(too long)" }
        return String(decoding: bytes, as: UTF8.self)
      } == ["one", "two", "three", "four", "five", "", "six"])
  }

  /// Random input, cut into lines at random, some far past the limit, with random line endings:
  /// whatever the seed, the reader gives back exactly the lines written, or their lengths.
  @Test(.tags(.slow), .skippedInFastLoop, arguments: 1...8 as ClosedRange<UInt64>)
  func randomInputGivesBackItsLines(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let limit = 64
    for lineEndings in [LineReader.LineEndings.lineFeed, .anyASCIINewline] {
      var input: [UInt8] = []
      var expected: [LineReader.Line] = []
      var endedInCarriageReturn = false
      for _ in 0..<200 {
        let length =
          random.chance(0.1)
          ? Int.random(in: limit + 1...20_000, using: &random)
          : Int.random(in: 0...limit, using: &random)
        // Any byte but the line endings; a long line repeats a random run of them, which is
        // as hard for the reader and cheap to make.
        func randomByte() -> UInt8 {
          var byte = UInt8.random(in: 0...255, using: &random)
          while (0x0A...0x0D).contains(byte) { byte = UInt8.random(in: 0...255, using: &random) }
          return byte
        }
        let run = (0..<min(length, limit)).map { _ in randomByte() }
        let text =
          length <= limit
          ? run : Array(repeatElement(run, count: length / limit + 1).joined().prefix(length))
        input += text
        // After a lone `\r`, an empty line ending in `\n` would read as one `\r\n`.
        let endings =
          lineEndings == .lineFeed
          ? ["\n", "\r\n"]
          : endedInCarriageReturn && text.isEmpty
            ? ["\r", "\r\n", "\u{0C}"] : ["\n", "\r\n", "\r", "\u{0C}"]
        let ending = random.pick(endings)
        endedInCarriageReturn = ending == "\r"
        input += ending.utf8
        expected.append(length <= limit ? .text(text) : .tooLong(byteCount: length))
      }
      #expect(try read(input, maximumLineLength: limit, lineEndings: lineEndings) == expected)
    }
  }
}
