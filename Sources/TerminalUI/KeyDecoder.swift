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

  private enum State: Sendable {
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

  private var state = State.ground
  /// Parameter bytes of the current control sequence, at most `maximumParameterBytes`.
  private var parameters: [UInt8] = []
  /// Whether the current control sequence had more parameter bytes than are kept.
  private var parametersOverflowed = false
  private var pasteBytes: [UInt8] = []
  private var pasteTruncated = false

  /// No known key has more parameter bytes; a longer sequence is unknown and is dropped whole.
  private static let maximumParameterBytes = 16
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 201 ~

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

  private mutating func consume(_ byte: UInt8, into keys: inout [Key]) {
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

  private mutating func consumeInGround(_ byte: UInt8, into keys: inout [Key]) {
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
  private static func isValidContinuation(_ byte: UInt8, after bytes: [UInt8]) -> Bool {
    guard bytes.count == 1 else { return true }
    switch bytes[0] {
    case 0xE0: return byte >= 0xA0
    case 0xED: return byte <= 0x9F
    case 0xF0: return byte >= 0x90
    case 0xF4: return byte <= 0x8F
    default: return true
    }
  }

  private func emitScalar(from bytes: [UInt8], into keys: inout [Key]) {
    var value = UInt32(bytes[0]) & (bytes.count == 2 ? 0x1F : bytes.count == 3 ? 0x0F : 0x07)
    for byte in bytes.dropFirst() {
      value = value << 6 | UInt32(byte & 0x3F)
    }
    // C1 controls (U+0080–U+009F, U+009B is a one-byte CSI) are not characters.
    guard let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value) else { return }
    keys.append(.character(Character(scalar)))
  }

  private mutating func consumeInControlSequence(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x20...0x3F:
      // Parameter and intermediate bytes: kept up to a bound, then the sequence is unknown.
      if parameters.count < Self.maximumParameterBytes {
        parameters.append(byte)
      } else {
        parametersOverflowed = true
      }
    case 0x5B where parameters.isEmpty && !parametersOverflowed:
      // ESC [ [ x: the Linux console's F1–F5.
      state = .consoleFunctionKey
    case 0x4D where parameters.isEmpty && !parametersOverflowed:
      // ESC [ M: an X10 mouse report, whose three bytes follow.
      state = .legacyMouseReport([])
    case 0x40...0x7E:
      state = .ground
      guard !parametersOverflowed else { return }
      finishControlSequence(final: byte, into: &keys)
    case 0x1B:
      // A new escape interrupts the unfinished sequence, which is dropped.
      state = .escape
    default:
      // A control or non-ASCII byte cannot be part of a sequence: drop the sequence, read the
      // byte on its own.
      state = .ground
      consumeInGround(byte, into: &keys)
    }
  }

  private mutating func finishControlSequence(final: UInt8, into keys: inout [Key]) {
    if let event = Self.mouseEvent(parameters: parameters, final: final) {
      keys.append(.mouse(event))
      return
    }
    let fields = Self.numericFields(parameters)
    // Private sequences (`ESC [ < …`, `ESC [ ? …`) and intermediates are not keys.
    guard let fields else { return }
    switch final {
    case 0x41: keys.append(.up)  // A
    case 0x42: keys.append(.down)  // B
    case 0x43: keys.append(.right)  // C
    case 0x44: keys.append(.left)  // D
    case 0x48: keys.append(.home)  // H
    case 0x46: keys.append(.end)  // F
    case 0x5A: keys.append(.backTab)  // Z
    case 0x7E:  // ~
      switch fields.first ?? nil {
      case 1, 7: keys.append(.home)
      case 4, 8: keys.append(.end)
      case 3: keys.append(.delete)
      case 5: keys.append(.pageUp)
      case 6: keys.append(.pageDown)
      case 200:
        pasteBytes.removeAll(keepingCapacity: false)
        pasteTruncated = false
        state = .paste(matched: 0)
      default: break  // Insert, function keys, a stray paste end.
      }
    default:
      break
    }
  }

  /// The `;`-separated numbers of a control sequence (an empty field is `nil`), or `nil` when
  /// the parameters hold anything else.
  private static func numericFields(_ parameters: [UInt8]) -> [Int?]? {
    var fields: [Int?] = []
    var current: Int?
    for byte in parameters {
      switch byte {
      case 0x30...0x39:
        // At most 16 digits are kept, so this cannot overflow.
        current = (current ?? 0) * 10 + Int(byte - 0x30)
      case 0x3B:
        fields.append(current)
        current = nil
      default:
        return nil
      }
    }
    fields.append(current)
    return fields
  }

  private mutating func consumeInSingleShift(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x30...0x39, 0x3B:
      // Some terminals put a modifier here (ESC O 5 A); it is ignored like CSI modifiers.
      if parameters.count < Self.maximumParameterBytes {
        parameters.append(byte)
      } else {
        parametersOverflowed = true
      }
    case 0x1B:
      state = .escape
    case 0x40...0x7E:
      state = .ground
      guard !parametersOverflowed else { return }
      switch byte {
      case 0x41: keys.append(.up)
      case 0x42: keys.append(.down)
      case 0x43: keys.append(.right)
      case 0x44: keys.append(.left)
      case 0x48: keys.append(.home)
      case 0x46: keys.append(.end)
      case 0x4D: keys.append(.enter)  // M: keypad Enter
      default: break  // F1–F4 and keypad keys the host does not use.
      }
    default:
      state = .ground
      consumeInGround(byte, into: &keys)
    }
  }

  private mutating func consumeInPaste(_ byte: UInt8, matched: Int, into keys: inout [Key]) {
    if byte == 0x03 {
      // Ctrl-C: whatever was pasted, the user wants out. The unfinished paste is dropped.
      pasteBytes = []
      state = .ground
      keys.append(.control("c"))
      return
    }
    if byte == Self.pasteEnd[matched] {
      if matched + 1 == Self.pasteEnd.count {
        state = .ground
        if !pasteTruncated { keys.append(.paste(finishedPaste())) }
      } else {
        state = .paste(matched: matched + 1)
      }
      return
    }
    // What looked like the end marker was text after all. Only its first byte is ESC, so a
    // mismatch restarts the match at this byte.
    appendToPaste(Self.pasteEnd[0..<matched], into: &keys)
    if byte == Self.pasteEnd[0] {
      state = .paste(matched: 1)
    } else {
      appendToPaste(CollectionOfOne(byte), into: &keys)
      state = .paste(matched: 0)
    }
  }

  /// Keeps `bytes` of the paste; the byte past ``maximumPasteBytes`` delivers the paste at that
  /// size, and the rest of it is dropped.
  private mutating func appendToPaste(_ bytes: some Collection<UInt8>, into keys: inout [Key]) {
    guard !pasteTruncated else { return }
    let room = maximumPasteBytes - pasteBytes.count
    if bytes.count <= room {
      pasteBytes.append(contentsOf: bytes)
    } else {
      pasteBytes.append(contentsOf: bytes.prefix(room))
      pasteTruncated = true
      keys.append(.paste(finishedPaste()))
    }
  }

  /// The paste's text; cut at the size limit or by the quiet period, it ends before a
  /// character the cut left unfinished.
  private mutating func finishedPaste(wasCut: Bool = false) -> String {
    var bytes = pasteBytes
    pasteBytes = []
    if pasteTruncated || wasCut {
      // Cut back to the start of the last UTF-8 sequence if the limit fell inside it, so the
      // text does not end in a replacement character.
      var start = bytes.count
      while start > 0, bytes[start - 1] & 0xC0 == 0x80, bytes.count - start < 3 { start -= 1 }
      if start > 0, bytes[start - 1] >= 0xC0 {
        let lead = bytes[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        if bytes.count - (start - 1) < length { bytes.removeSubrange((start - 1)...) }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
