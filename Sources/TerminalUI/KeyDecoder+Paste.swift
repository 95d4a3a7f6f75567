import MVVMC

/// A bracketed paste: its bytes gathered up to `ESC [ 201 ~`, at most ``maximumPasteBytes`` of
/// them, and given as one key.
extension KeyDecoder {
  mutating func consumeInPaste(_ byte: UInt8, matched: Int, into keys: inout [Key]) {
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
  mutating func appendToPaste(_ bytes: some Collection<UInt8>, into keys: inout [Key]) {
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
  mutating func finishedPaste(wasCut: Bool = false) -> String {
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
