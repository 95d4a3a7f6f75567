import Testing

@testable import Rendering

/// What `TextWork` counts: the bytes text steps read and write, and what a result held each time
/// it moved to grow.
@Suite struct TextWorkTests {
  @Test func sanitisingCountsWhatItReadsAndWrites() {
    let work = TextWork()
    let text = work.measure { "a\u{7}b".sanitizedForTerminal }
    #expect(text == "a^Gb")
    // 3 bytes read, 4 written, then the 4 read to bound the grapheme clusters.
    #expect(work.bytes == 11)
  }

  @Test func nothingIsCountedWithoutAMeter() {
    let work = TextWork()
    _ = "a\u{7}b".sanitizedForTerminal
    #expect(work.bytes == 0)
  }

  @Test func aBuilderCountsTheBytesItHeldWhenItMoves() {
    let work = TextWork()
    let text = work.measure {
      var builder = UTF8Builder(capacity: 1)
      for _ in 0..<1000 { builder.append(contentsOf: "ab".utf8) }
      return builder.string()
    }
    #expect(text.utf8.count == 2000)
    // Written 2,000 bytes; growing from a capacity of 1 moved some bytes, fewer than written,
    // since an array doubles as it grows.
    #expect(work.bytes > 2000)
    #expect(work.bytes < 2000 + 2 * 2000)
  }
}
