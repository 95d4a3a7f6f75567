import TestSupport
import Testing

@testable import TerminalUI

/// Seeded random input for the key decoder: keys, known and unknown escape sequences, mouse
/// reports, invalid UTF-8, pastes with and without their end, random bytes, cut into reads at
/// random. Whatever the seed, the decoder never traps, gives the same keys however the input
/// is cut, keeps pastes within their limit, lets only printable characters through, and reads
/// Ctrl-C as Ctrl-C in every state.
@Suite struct KeyDecoderFuzzTests {
  private static let pasteLimit = 32

  private static let fragments: [[UInt8]] =
    [
      "q", "j", "/", "é", "孫", "😀", "\r", "\t", "\u{7F}", "\u{15}", "\u{1A}",
      "\u{1B}[A", "\u{1B}[1;5B", "\u{1B}OM", "\u{1B}[5~", "\u{1B}[Z", "\u{1B}",
      "\u{1B}[15~", "\u{1B}OP", "\u{1B}[[A", "\u{1B}x", "\u{1B}[<0;3;4M", "\u{1B}[?1;2c",
      "\u{1B}[" + String(repeating: "9", count: 40) + "~",
      "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[200~pasted q\r\u{1B}[Atext\u{1B}[201~",
    ].map { Array($0.utf8) } + [
      [0xFF], [0x80], [0xC0, 0xAF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC2, 0x9B], [0x00],
    ]

  /// A random input of about `count` fragments, some of them random bytes.
  private static func input(count: Int, using random: inout SeededGenerator) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<count {
      if random.chance(0.15) {
        bytes += (0..<Int.random(in: 1...6, using: &random)).map { _ in
          // Ctrl-C is left out here: it is checked on its own below.
          var byte = UInt8.random(in: 0...255, using: &random)
          if byte == 0x03 { byte = 0x04 }
          return byte
        }
      } else if random.chance(0.05) {
        // A paste longer than the limit.
        bytes += Array("\u{1B}[200~".utf8) + Array(repeating: 0x61, count: 100)
      } else {
        bytes += random.pick(fragments)
      }
    }
    return bytes
  }

  /// `bytes` cut into reads of random lengths.
  private static func reads(of bytes: [UInt8], using random: inout SeededGenerator) -> [[UInt8]] {
    var reads: [[UInt8]] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + Int.random(in: 1...12, using: &random))
      reads.append(Array(bytes[start..<end]))
      start = end
    }
    return reads
  }

  @Test(arguments: 1...24 as ClosedRange<UInt64>)
  func randomInputDecodesSafely(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let bytes = Self.input(count: 400, using: &random)

    var whole = KeyDecoder(maximumPasteBytes: Self.pasteLimit)
    let keys = whole.decode(bytes)
    var cut = KeyDecoder(maximumPasteBytes: Self.pasteLimit)
    let keysOfReads = Self.reads(of: bytes, using: &random).flatMap { cut.decode($0) }
    #expect(keysOfReads == keys, "seed \(seed): the keys depend on how the input was cut")

    for key in keys {
      switch key {
      case .paste(let text):
        // Each byte kept gives at most one scalar (an invalid one becomes U+FFFD).
        #expect(text.unicodeScalars.count <= Self.pasteLimit, "seed \(seed)")
      case .character(let character):
        let controls = character.unicodeScalars.filter {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        }
        #expect(controls.isEmpty, "seed \(seed): \(key)")
      case .control(let letter):
        #expect(("a"..."z").contains(letter), "seed \(seed): \(key)")
      default:
        break
      }
    }
  }

  /// Cut anywhere, Ctrl-C comes out as Ctrl-C, last; and once the host's timers have fired
  /// (a lone `ESC` flushed, a quiet paste finished), the next key is read as a key.
  @Test(arguments: 1...8 as ClosedRange<UInt64>)
  func ctrlCAndTheTimersWorkInEveryState(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let bytes = Self.input(count: 200, using: &random)
    for _ in 0..<150 {
      let prefix = bytes[..<Int.random(in: 0...bytes.count, using: &random)]
      var decoder = KeyDecoder(maximumPasteBytes: Self.pasteLimit)
      _ = decoder.decode(prefix)
      var interrupted = decoder
      #expect(
        interrupted.decode([0x03]).last == .control("c"), "seed \(seed), after \(prefix.count)")
      #expect(!interrupted.isInsidePaste && !interrupted.hasPendingInput)

      _ = decoder.flushPendingEscape()
      _ = decoder.finishPaste()
      #expect(!decoder.isInsidePaste && !decoder.hasPendingInput)
      #expect(decoder.decode(Array("j".utf8)) == [.character("j")], "seed \(seed)")
    }
  }
}
