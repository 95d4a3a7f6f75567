import MVVMC
import Testing

@testable import TerminalUI

@Suite struct KeyDecoderTests {
  /// Bytes of one read and the keys they must give.
  static let table: [(bytes: [UInt8], keys: [Key])] = [
    (bytes("\u{1B}[A"), [.up]),
    (bytes("\u{1B}[B"), [.down]),
    (bytes("\u{1B}[C"), [.right]),
    (bytes("\u{1B}[D"), [.left]),
    (bytes("\u{1B}OA"), [.up]),
    (bytes("\u{1B}OB"), [.down]),
    (bytes("\u{1B}OC"), [.right]),
    (bytes("\u{1B}OD"), [.left]),
    (bytes("\u{1B}[1;5A"), [.up]),
    (bytes("\u{1B}[1;2D"), [.left]),
    (bytes("\u{1B}O5C"), [.right]),
    (bytes("\u{1B}[H"), [.home]),
    (bytes("\u{1B}[1~"), [.home]),
    (bytes("\u{1B}[7~"), [.home]),
    (bytes("\u{1B}OH"), [.home]),
    (bytes("\u{1B}[F"), [.end]),
    (bytes("\u{1B}[4~"), [.end]),
    (bytes("\u{1B}[8~"), [.end]),
    (bytes("\u{1B}OF"), [.end]),
    (bytes("\u{1B}[5~"), [.pageUp]),
    (bytes("\u{1B}[6~"), [.pageDown]),
    (bytes("\u{1B}[5;5~"), [.pageUp]),
    (bytes("\u{1B}[3~"), [.delete]),
    (bytes("\u{1B}[Z"), [.backTab]),
    (bytes("\u{1B}OM"), [.enter]),
    ([0x0D], [.enter]),
    ([0x0A], [.enter]),
    ([0x7F], [.backspace]),
    ([0x08], [.backspace]),
    ([0x09], [.tab]),
    ([0x01], [.control("a")]),
    ([0x03], [.control("c")]),
    ([0x15], [.control("u")]),
    ([0x17], [.control("w")]),
    ([0x1A], [.control("z")]),
    (bytes("q/é"), [.character("q"), .character("/"), .character("é")]),
    (bytes("孫😀"), [.character("孫"), .character("😀")]),
    (bytes("\u{1B}[A\u{1B}[Bx"), [.up, .down, .character("x")]),
    (bytes("\u{1B}\u{1B}[A"), [.escape, .up]),
    // Unknown sequences vanish whole, the keys around them stay.
    (bytes("a\u{1B}[2~b"), [.character("a"), .character("b")]),  // Insert
    (bytes("\u{1B}[15~"), []),  // F5
    (bytes("\u{1B}OP"), []),  // F1
    (bytes("\u{1B}[[A"), []),  // Linux console F1
    // SGR mouse report
    (bytes("\u{1B}[<0;12;5M"), [.mouse(MouseEvent(.press, column: 11, row: 4))]),
    (bytes("\u{1B}[<2;12;5M"), []),  // the right button, not used
    (bytes("\u{1B}[?1;2c"), []),  // device attributes
    (bytes("\u{1B}[201~"), []),  // a paste end with no start
    (bytes("\u{1B}x"), []),  // Alt-x
    (bytes("\u{1B}[" + String(repeating: "9", count: 100) + "~z"), [.character("z")]),
    // Invalid UTF-8 is dropped, valid text around it kept.
    ([0x61, 0xFF, 0x62], [.character("a"), .character("b")]),
    ([0x80, 0x61], [.character("a")]),  // stray continuation
    ([0xC0, 0xAF, 0x61], [.character("a")]),  // overlong "/"
    ([0xED, 0xA0, 0x80, 0x61], [.character("a")]),  // surrogate
    ([0xC3, 0x61], [.character("a")]),  // cut sequence
    ([0xC2, 0x9B, 0x61], [.character("a")]),  // C1 CSI
    // NUL, Ctrl-\ (SIGQUIT's key when not raw: in full screen it does nothing) and Ctrl-_.
    ([0x00, 0x1C, 0x1F], []),
  ]

  @Test(arguments: 0..<table.count)
  func decodesOneReadAsTheTableSays(row: Int) {
    var decoder = KeyDecoder()
    let entry = Self.table[row]
    #expect(decoder.decode(entry.bytes) == entry.keys, "bytes \(entry.bytes)")
    #expect(!decoder.hasPendingInput)
  }

  @Test(arguments: 0..<table.count)
  func decodesTheSameKeysOneByteAtATime(row: Int) {
    var decoder = KeyDecoder()
    let entry = Self.table[row]
    var keys: [Key] = []
    for byte in entry.bytes {
      keys += decoder.decode([byte])
    }
    #expect(keys == entry.keys, "bytes \(entry.bytes)")
  }

  @Test func holdsALoneEscapeUntilFlushed() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.flushPendingEscape() == [.escape])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flushPendingEscape() == [])
  }

  @Test func completesASequenceSplitAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(Self.bytes("[")) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.decode(Self.bytes("1;5")) == [])
    #expect(decoder.decode(Self.bytes("Bj")) == [.down, .character("j")])
    #expect(!decoder.hasPendingInput)
  }

  @Test func dropsAnUnfinishedSequenceOnFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Self.bytes("\u{1B}[1;")) == [])
    #expect(decoder.flushPendingEscape() == [])
    #expect(decoder.decode(Self.bytes("A")) == [.character("A")])
  }

  @Test func joinsUTF8SplitAcrossReads() {
    var decoder = KeyDecoder()
    let emoji = Self.bytes("😀")
    #expect(decoder.decode(Self.bytes("M") + [0xC3]) == [.character("M")])
    #expect(!decoder.hasPendingInput, "half a character is not an escape to flush")
    #expect(decoder.decode([0x89]) == [.character("É")])
    #expect(decoder.decode(emoji[0..<1]) == [])
    #expect(decoder.decode(emoji[1..<3]) == [])
    #expect(decoder.decode(emoji[3...]) == [.character("😀")])
  }

  @Test func deliversABracketedPasteWhole() {
    var decoder = KeyDecoder()
    let keys = decoder.decode(Self.bytes("x\u{1B}[200~q\r\u{1B}[Aé\u{1B}[201~y"))
    #expect(keys == [.character("x"), .paste("q\r\u{1B}[Aé"), .character("y")])
  }

  @Test func deliversAPasteSplitAcrossReadsAndInsideItsMarkers() {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for chunk in ["\u{1B}[20", "0~Mbap", "p\u{1B}[20", "x\u{1B}", "[201", "~"] {
      keys += decoder.decode(Self.bytes(chunk))
      #expect(!decoder.hasPendingInput || chunk == "\u{1B}[20")
    }
    #expect(keys == [.paste("Mbapp\u{1B}[20x")])
  }

  @Test func truncatesALongPasteOnACharacterBoundary() {
    var decoder = KeyDecoder(maximumPasteBytes: 5)
    let paste = Self.bytes(
      "\u{1B}[200~abcé" + String(repeating: "z", count: 10_000) + "\u{1B}[201~")
    #expect(decoder.decode(paste) == [.paste("abcé")])
    // 5 bytes would cut "é" (2 bytes) after "abcd": the partial character is dropped.
    var cutting = KeyDecoder(maximumPasteBytes: 4)
    #expect(cutting.decode(paste) == [.paste("abc")])
    #expect(cutting.decode(Self.bytes("k")) == [.character("k")])
  }

  @Test func keepsThePasteLimitItIsGiven() {
    #expect(KeyDecoder().maximumPasteBytes == KeyDecoder.defaultMaximumPasteBytes)
    #expect(KeyDecoder(maximumPasteBytes: -3).maximumPasteBytes == 0)
  }

  @Test func decodesALongReadInOnePass() {
    // A hundred thousand keys in one read: linear work, no quadratic re-scanning.
    var decoder = KeyDecoder()
    let read = [UInt8](repeating: 0x6A, count: 100_000)
    let keys = decoder.decode(read)
    #expect(keys.count == 100_000)
    #expect(keys.last == .character("j"))
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
