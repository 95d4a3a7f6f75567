import Foundation

extension String {
  /// Whether the UTF-8 bytes of `other` occur in this string's, found with `memchr` and
  /// `memcmp`: for folded queries, where the bytes are what matters, without a generic
  /// collection search.
  ///
  /// ```swift
  /// "mbappe".containsBytes(of: "bap")  // true
  /// "mbappe".containsBytes(of: "")     // true
  /// "mb".containsBytes(of: "mba")      // false
  /// ```
  ///
  /// - Complexity: O(*n* × *m*) for the two lengths at worst; queries are a few bytes.
  func containsBytes(of other: String) -> Bool {
    var text = self
    var needle = other
    return text.withUTF8 { text in
      needle.withUTF8 { needle in
        guard !needle.isEmpty, let needleStart = needle.baseAddress else { return true }
        guard needle.count <= text.count, let textStart = text.baseAddress else { return false }
        let first = Int32(needle[0])
        let lastStart = text.count - needle.count
        var start = 0
        while start <= lastStart {
          guard let found = memchr(textStart + start, first, lastStart - start + 1) else {
            return false
          }
          start = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - textStart
          if memcmp(textStart + start, needleStart, needle.count) == 0 { return true }
          start += 1
        }
        return false
      }
    }
  }
}
