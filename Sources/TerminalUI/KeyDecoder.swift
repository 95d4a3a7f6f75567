import MVVMC

/// Turns the bytes a terminal sends in raw mode into ``/MVVMC/Key``s, across as many reads
/// as it takes.
///
/// A terminal sends a key as one byte (`q`, Ctrl-C is `0x03`), as a UTF-8 sequence (`é`), or as
/// an escape sequence (`ESC [ A` for ↑). A read can end anywhere in such a sequence, so the
/// decoder keeps what it has not finished and goes on with the next read. It reads each byte
/// once: decoding is linear in the input, however it is split.
///
/// ## What it understands
///
/// | bytes | key |
/// | --- | --- |
/// | `ESC [ A`…`D`, `ESC O A`…`D` (with or without modifiers, `ESC [ 1 ; 5 A`) | arrows |
/// | `ESC [ H`, `ESC [ 1 ~`, `ESC [ 7 ~`, `ESC O H` / `ESC [ F`, `ESC [ 4 ~`, `ESC [ 8 ~`, `ESC O F` | Home / End |
/// | `ESC [ 5 ~`, `ESC [ 6 ~` | Page Up, Page Down |
/// | `ESC [ 3 ~` | Delete |
/// | `ESC [ Z` | Shift-Tab |
/// | CR, LF, `ESC O M` | Enter |
/// | DEL (`0x7F`), BS (`0x08`) | Backspace |
/// | TAB | Tab |
/// | `0x01`…`0x1A` (other than the above) | Ctrl-A…Ctrl-Z |
/// | `ESC [ 200 ~` text `ESC [ 201 ~` | ``/MVVMC/Key/paste(_:)`` |
/// | `ESC [ < button ; column ; row M` or `m` (SGR mouse report, mode 1006) | ``/MVVMC/Key/mouse(_:)`` |
/// | `ESC [ button ; column ; row M` (urxvt mouse report, mode 1015) | ``/MVVMC/Key/mouse(_:)`` |
/// | `ESC [ M` and three bytes (X10 mouse report, mode 1000 alone) | ``/MVVMC/Key/mouse(_:)`` |
/// | valid UTF-8 for a printable scalar | ``/MVVMC/Key/character(_:)`` |
///
/// Anything else is dropped whole, never turned into characters: unknown escape sequences
/// (function keys, mouse reports of buttons and motions the host does not use, Alt-letter),
/// invalid UTF-8, C1 controls, NUL and the controls without a letter. A mouse report is read
/// whole in each of its three forms: the X10 form's three bytes after `ESC [ M` are the
/// button, the column and the row, each plus 32, whatever they look like (a click at column 81
/// sends `q`), so they are never keys.
///
/// ## Escape alone
///
/// Esc sends one `ESC`, which is also how every sequence starts. After a read that ends in the
/// middle of a sequence, ``hasPendingInput`` is `true`; the host waits briefly for the rest and,
/// when nothing came, calls ``flushPendingEscape()``, which reads a lone `ESC` as
/// ``/MVVMC/Key/escape`` and drops an unfinished sequence.
///
/// ## Paste
///
/// Text pasted while bracketed paste is on arrives whole as ``/MVVMC/Key/paste(_:)``, so pasted
/// newlines or `q`s are never read as keys. Pasted text is data: it may hold any character,
/// controls included, and must be sanitised before it is shown.
///
/// A paste is bounded, so that a paste start with no end (`ESC [ 200 ~` alone) cannot take
/// every later key as text:
///
/// - **In size:** once ``maximumPasteBytes`` bytes are kept, the paste is delivered (cut on a
///   character boundary), and the rest of it is read and dropped until its end.
/// - **In time:** after a read that ends inside a paste, ``isInsidePaste`` is `true`; the host
///   waits a quiet period for more and, when nothing came, calls ``finishPaste()``, which
///   delivers what arrived.
/// - **By Ctrl-C:** `0x03` inside a paste abandons it and is read as Ctrl-C, so the quit key
///   works whatever state the decoder is in.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("\u{1B}[A".utf8))  // [.up]
/// decoder.decode([0xC3])                   // [] (half of "é")
/// decoder.decode([0xA9, 0x0D])             // [.character("é"), .enter]
/// decoder.decode([0x1B])                   // [] and hasPendingInput == true
/// decoder.flushPendingEscape()             // [.escape]
/// ```
public struct KeyDecoder: Sendable {
  /// The default limit on the bytes kept from one paste: 64 KiB, far more than a search field
  /// needs and little memory.
  public static let defaultMaximumPasteBytes = 65_536

  /// The most bytes kept from one bracketed paste: a longer paste is delivered at this size,
  /// and the rest of it dropped.
  public let maximumPasteBytes: Int

  enum State: Sendable {
    /// Between keys.
    case ground
    /// Inside a UTF-8 sequence: the bytes so far and how many are still expected.
    case utf8(bytes: [UInt8], remaining: Int)
    /// Just after an `ESC`.
    case escape
    /// Inside `ESC [`: the parameter and intermediate bytes so far.
    case controlSequence
    /// After `ESC [ [` (a Linux console function key): one more byte ends it.
    case consoleFunctionKey
    /// Inside `ESC O`.
    case singleShift
    /// Inside a bracketed paste; `matched` bytes of the end marker have been seen.
    case paste(matched: Int)
    /// After `ESC [ M`, an X10 mouse report: the bytes of its three so far.
    case legacyMouseReport([UInt8])
  }
  // A paste that reached `maximumPasteBytes` was delivered; `pasteTruncated` then says the
  // rest, up to the end marker, is dropped.

  var state = State.ground
  /// Parameter bytes of the current control sequence, at most `maximumParameterBytes`.
  var parameters: [UInt8] = []
  /// Whether the current control sequence had more parameter bytes than are kept.
  var parametersOverflowed = false
  var pasteBytes: [UInt8] = []
  var pasteTruncated = false

  /// No known key has more parameter bytes; a longer sequence is unknown and is dropped whole.
  static let maximumParameterBytes = 16
  static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 201 ~

  /// Creates a decoder.
  ///
  /// - Parameter maximumPasteBytes: The most bytes kept from one paste (at least 0).
  public init(maximumPasteBytes: Int = KeyDecoder.defaultMaximumPasteBytes) {
    self.maximumPasteBytes = max(0, maximumPasteBytes)
  }

  /// Whether the last read ended inside an escape sequence (or on a lone `ESC`).
  ///
  /// The host then waits a moment for the rest and calls ``flushPendingEscape()`` if nothing
  /// comes. A paste in progress does not count: see ``isInsidePaste``.
  public var hasPendingInput: Bool {
    switch state {
    case .escape, .controlSequence, .consoleFunctionKey, .singleShift, .legacyMouseReport: true
    case .ground, .utf8, .paste: false
    }
  }

  /// Decodes the bytes of one read.
  ///
  /// - Parameter bytes: Whatever the read returned; it may end anywhere.
  /// - Returns: The keys completed by these bytes, in order.
  /// - Complexity: O(*n*) in the number of bytes.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    for byte in bytes {
      consume(byte, into: &keys)
    }
    return keys
  }

  /// Whether the last read ended inside a bracketed paste, before its end marker.
  ///
  /// The host then waits a quiet period for the rest and calls ``finishPaste()`` if nothing
  /// comes: a paste start whose end was lost must not hold every later key as text.
  public var isInsidePaste: Bool {
    if case .paste = state { true } else { false }
  }

  /// Ends a paste whose end marker has not come: delivers the text received so far as
  /// ``/MVVMC/Key/paste(_:)`` (nothing if it was delivered at the size limit already), and reads
  /// the next bytes as keys again. Does nothing when ``isInsidePaste`` is `false`.
  ///
  /// ```swift
  /// var decoder = KeyDecoder()
  /// decoder.decode(Array("\u{1B}[200~Mbap".utf8))  // [] and isInsidePaste == true
  /// decoder.finishPaste()                            // [.paste("Mbap")]
  /// decoder.decode(Array("q".utf8))                  // [.character("q")]
  /// ```
  public mutating func finishPaste() -> [Key] {
    guard case .paste(let matched) = state else { return [] }
    var keys: [Key] = []
    // A part of the end marker that came is text after all.
    appendToPaste(Self.pasteEnd[0..<matched], into: &keys)
    state = .ground
    if !pasteTruncated { keys.append(.paste(finishedPaste(wasCut: true))) }
    return keys
  }

  /// Ends a pending escape: a lone `ESC` becomes ``/MVVMC/Key/escape``; an unfinished sequence
  /// is dropped. Does nothing when ``hasPendingInput`` is `false`.
  public mutating func flushPendingEscape() -> [Key] {
    switch state {
    case .escape:
      state = .ground
      return [.escape]
    case .controlSequence, .consoleFunctionKey, .singleShift, .legacyMouseReport:
      state = .ground
      return []
    case .ground, .utf8, .paste:
      return []
    }
  }

  mutating func consume(_ byte: UInt8, into keys: inout [Key]) {
    switch state {
    case .ground:
      consumeInGround(byte, into: &keys)
    case .utf8(var bytes, let remaining):
      guard byte & 0xC0 == 0x80, Self.isValidContinuation(byte, after: bytes) else {
        // A broken sequence is dropped; the byte that broke it starts afresh.
        state = .ground
        consumeInGround(byte, into: &keys)
        return
      }
      bytes.append(byte)
      if remaining > 1 {
        state = .utf8(bytes: bytes, remaining: remaining - 1)
      } else {
        state = .ground
        emitScalar(from: bytes, into: &keys)
      }
    case .escape:
      switch byte {
      case 0x5B:  // [
        parameters.removeAll(keepingCapacity: true)
        parametersOverflowed = false
        state = .controlSequence
      case 0x4F:  // O
        parameters.removeAll(keepingCapacity: true)
        parametersOverflowed = false
        state = .singleShift
      case 0x1B:
        // Esc pressed twice: the first one is alone.
        keys.append(.escape)
      default:
        // Alt with a key (ESC x), or some other two-byte escape: not a key the host knows.
        // A control byte is not part of it and is read on its own.
        state = .ground
        if byte < 0x20 || byte == 0x7F { consumeInGround(byte, into: &keys) }
      }
    case .controlSequence:
      consumeInControlSequence(byte, into: &keys)
    case .consoleFunctionKey:
      state = .ground
      // A control byte is not the key's letter: read it on its own (Ctrl-C must get through).
      if byte < 0x20 || byte == 0x7F { consumeInGround(byte, into: &keys) }
    case .singleShift:
      consumeInSingleShift(byte, into: &keys)
    case .paste(let matched):
      consumeInPaste(byte, matched: matched, into: &keys)
    case .legacyMouseReport(var bytes):
      bytes.append(byte)
      guard bytes.count == 3 else {
        state = .legacyMouseReport(bytes)
        return
      }
      state = .ground
      if let event = Self.legacyMouseEvent(bytes) { keys.append(.mouse(event)) }
    }
  }

  mutating func consumeInGround(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x0D, 0x0A: keys.append(.enter)
    case 0x7F, 0x08: keys.append(.backspace)
    case 0x09: keys.append(.tab)
    case 0x1B: state = .escape
    case 0x01...0x1A:
      keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x20...0x7E:
      keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF: state = .utf8(bytes: [byte], remaining: 1)
    case 0xE0...0xEF: state = .utf8(bytes: [byte], remaining: 2)
    case 0xF0...0xF4: state = .utf8(bytes: [byte], remaining: 3)
    default:
      // NUL, the controls without a letter, stray continuation bytes, bytes never valid in
      // UTF-8: nothing to type.
      break
    }
  }

  /// Whether `byte` may follow `bytes` in UTF-8: the second byte's range depends on the first,
  /// which rules out overlong forms, surrogates and code points above U+10FFFF.
  static func isValidContinuation(_ byte: UInt8, after bytes: [UInt8]) -> Bool {
    guard bytes.count == 1 else { return true }
    switch bytes[0] {
    case 0xE0: return byte >= 0xA0
    case 0xED: return byte <= 0x9F
    case 0xF0: return byte >= 0x90
    case 0xF4: return byte <= 0x8F
    default: return true
    }
  }

  func emitScalar(from bytes: [UInt8], into keys: inout [Key]) {
    var value = UInt32(bytes[0]) & (bytes.count == 2 ? 0x1F : bytes.count == 3 ? 0x0F : 0x07)
    for byte in bytes.dropFirst() {
      value = value << 6 | UInt32(byte & 0x3F)
    }
    // C1 controls (U+0080–U+009F, U+009B is a one-byte CSI) are not characters.
    guard let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value) else { return }
    keys.append(.character(Character(scalar)))
  }

}
