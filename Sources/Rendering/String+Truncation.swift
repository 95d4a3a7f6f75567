extension String {
  /// The string cut to fit in `width` terminal columns, ending with `…` when it was cut.
  ///
  /// Cuts between grapheme clusters, never inside one, so an accent is never separated from its
  /// letter and a wide character is never split.
  ///
  /// ```swift
  /// "Gianluigi DONNARUMMA".truncated(toWidth: 12)  // "Gianluigi D…"
  /// "孫興慜".truncated(toWidth: 4)                  // "孫…" (3 columns: 慜 would not fit)
  /// "MESSI".truncated(toWidth: 10)                 // "MESSI"
  /// ```
  ///
  /// - Parameter width: The most columns the result may take. Zero or less gives `""`.
  /// - Returns: The string itself if it fits, otherwise its longest prefix that fits together
  ///   with the ellipsis, followed by the ellipsis.
  /// - Complexity: O(*n*), where *n* is the length of the string.
  public func truncated(toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    TextWork.current?.add(utf8.count)
    if let count = printableASCIICount {
      // One column and one character per byte.
      guard count > width else { return self }
      return String(utf8.prefix(width - 1))! + "…"
    }
    var used = 0
    // The end of the longest prefix that still leaves a column for the ellipsis.
    var cut = startIndex
    for index in indices {
      let columns = self[index].displayWidth
      if used + columns > width {
        return String(self[..<cut]) + "…"
      }
      used += columns
      if used <= width - 1 { cut = self.index(after: index) }
    }
    return self
  }

  /// The string padded with spaces to exactly `width` columns, or truncated if it is wider.
  ///
  /// ```swift
  /// "7".padded(toWidth: 3, alignment: .trailing)   // "  7"
  /// "MESSI".padded(toWidth: 7)                     // "MESSI  "
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string.
  public func padded(toWidth width: Int, alignment: Table.Alignment = .leading) -> String {
    let fitted = truncated(toWidth: width)
    let padding = String(repeating: " ", count: max(0, width - fitted.displayWidth))
    switch alignment {
    case .leading: return fitted + padding
    case .trailing: return padding + fitted
    }
  }
}
