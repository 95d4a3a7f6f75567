extension String {
  /// The string without the spaces at its end.
  package func droppingTrailingSpaces() -> String {
    guard utf8.last == 0x20 else { return self }
    // Spaces after ASCII are characters of their own: cut the bytes. (After other text a
    // space may belong to the character before it, such as a prepended mark's.)
    let bytes = utf8
    var byteEnd = bytes.endIndex
    while byteEnd > bytes.startIndex, bytes[bytes.index(before: byteEnd)] == 0x20 {
      byteEnd = bytes.index(before: byteEnd)
    }
    if byteEnd == bytes.startIndex { return "" }
    if bytes[bytes.index(before: byteEnd)] < 0x80 { return String(self[..<byteEnd]) }
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " {
      end = index(before: end)
    }
    return String(self[..<end])
  }
}
