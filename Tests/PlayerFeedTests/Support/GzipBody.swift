import Foundation

/// Gzip bodies for the test server, written by hand (RFC 1951 and 1952) since the package has
/// no compression library: a valid body, a bomb and a broken one.
///
/// Only fixed-Huffman blocks are written, which is enough: literals for real text, and
/// back-references of 258 bytes at distance 1 for a run of zeros, about 13 bits for every 258
/// bytes, so a 32 MiB bomb takes some 200 kB.
///
/// ```swift
/// let body = GzipBody.compressing(Array("{\"players\": []}".utf8))
/// let bomb = GzipBody.bomb(inflatingTo: 32 << 20)
/// ```
enum GzipBody {
  /// `bytes`, gzip-compressed, with a correct checksum and size.
  static func compressing(_ bytes: [UInt8]) -> Data {
    var writer = BitWriter()
    writer.beginFixedBlock()
    for byte in bytes { writer.literal(byte) }
    writer.endOfBlock()
    return wrap(writer.bytes, checksum: crc32(bytes), size: bytes.count)
  }

  /// A body that inflates to `count` zero bytes (at least 1).
  ///
  /// Its checksum is left zero rather than computed over the whole output: a reader that
  /// respects a size limit stops long before it reaches the trailer.
  static func bomb(inflatingTo count: Int) -> Data {
    var writer = BitWriter()
    writer.beginFixedBlock()
    writer.literal(0)
    var remaining = count - 1
    while remaining >= 258 {
      writer.repeatPreviousByte258Times()
      remaining -= 258
    }
    for _ in 0..<remaining { writer.literal(0) }
    writer.endOfBlock()
    return wrap(writer.bytes, checksum: 0, size: count)
  }

  /// A gzip header followed by a block of the reserved type 3, which no inflater accepts.
  static let broken: Data = {
    var writer = BitWriter()
    writer.write(1, bitCount: 1)  // the final block
    writer.write(3, bitCount: 2)  // of type 3, reserved: an error
    writer.write(0, bitCount: 32)
    return wrap(writer.bytes, checksum: 0, size: 0)
  }()

  /// The ten bytes of a gzip header and nothing after them.
  static let headerOnly = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])

  private static func wrap(_ deflated: [UInt8], checksum: UInt32, size: Int) -> Data {
    // Magic, deflate, no flags, no time, no extra flags, unknown system.
    var data = headerOnly
    data.append(contentsOf: deflated)
    let sizeModulo = UInt32(truncatingIfNeeded: size)
    for value in [checksum, sizeModulo] {
      for shift in stride(from: 0, to: 32, by: 8) {
        data.append(UInt8(truncatingIfNeeded: value >> shift))
      }
    }
    return data
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// Deflate's bit order: values fill each byte from its lowest bit; Huffman codes go most
  /// significant bit first.
  private struct BitWriter {
    var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    mutating func write(_ value: UInt32, bitCount: Int) {
      pending |= (UInt64(value) & ((1 << UInt64(bitCount)) - 1)) << UInt64(pendingCount)
      pendingCount += bitCount
      while pendingCount >= 8 { flushByte() }
    }

    mutating func writeCode(_ code: UInt32, bitCount: Int) {
      var reversed: UInt32 = 0
      for index in 0..<bitCount {
        reversed |= ((code >> UInt32(index)) & 1) << UInt32(bitCount - 1 - index)
      }
      write(reversed, bitCount: bitCount)
    }

    mutating func beginFixedBlock() {
      write(1, bitCount: 1)  // the final block
      write(1, bitCount: 2)  // fixed Huffman codes
    }

    mutating func literal(_ byte: UInt8) {
      if byte < 144 {
        writeCode(0x30 + UInt32(byte), bitCount: 8)
      } else {
        writeCode(0x190 + UInt32(byte) - 144, bitCount: 9)
      }
    }

    /// Length code 285 (258 bytes, no extra bits), then distance code 0 (distance 1): the
    /// code 0xC5 written most significant bit first is 0xA3, then five zero bits.
    mutating func repeatPreviousByte258Times() {
      write(0xA3, bitCount: 13)
    }

    mutating func endOfBlock() {
      writeCode(0, bitCount: 7)
      if pendingCount > 0 { flushByte() }
    }

    /// Moves the lowest byte of `pending` out, padded with zero bits at the end of the stream.
    private mutating func flushByte() {
      bytes.append(UInt8(truncatingIfNeeded: pending))
      pending >>= 8
      pendingCount = max(0, pendingCount - 8)
    }
  }
}
