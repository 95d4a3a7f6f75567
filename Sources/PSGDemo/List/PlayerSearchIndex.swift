import Foundation
import PlayerFeed

/// The folded names of a list of players, laid end to end in one UTF-8 buffer and searched byte
/// by byte: what makes a search of a million players fast enough for every keystroke.
///
/// Each name is folded once, when the index is built, with
/// ``Swift/String/foldedForComparison`` (lowercased, without accents), so a search is a plain
/// byte search for the folded query. The meaning is that of `String.contains` on folded names:
/// `di maria` finds `Ángel DI MARÍA`.
///
/// A search looks for the query's rarest byte (counted over the whole buffer when the index is
/// built) with `memchr`, then compares the whole query at each hit, so the bytes between hits
/// are skipped at the speed of the C library. A hit is kept only when it lies inside one name;
/// after a hit the search goes on from the next name, so each name is reported once.
///
/// ```swift
/// let index = PlayerSearchIndex(names: Squad.paris2021.map(\.name))
/// index.positions(containing: "di maria")           // [position of Ángel DI MARÍA]
/// let mb = index.positions(containing: "mb")
/// index.positions(among: mb, containing: "mba")      // only mb's matches are searched again
/// ```
///
/// It keeps the folded name, one separator byte and one 8-byte offset per player
/// (``bytesKept``): about 25 bytes a player for names like the squad's.
package struct PlayerSearchIndex: Sendable {
  /// Each folded name followed by a separator byte.
  private let bytes: [UInt8]
  /// Where each name starts in `bytes`, and `bytes.count` at the end: name `i` is
  /// `bytes[starts[i] ..< starts[i + 1] - 1]`.
  private let starts: [Int]
  /// How often each byte value occurs in `bytes`, to pick the rarest byte of a query.
  private let byteCounts: [Int]

  /// The separator between names; a query may contain it, as a hit must still lie in one name.
  private static let separator: UInt8 = 0

  /// Indexes `names`, folding each once.
  ///
  /// - Complexity: O(*n*) in the total length of the names.
  package init(names: some Collection<String>) {
    var bytes: [UInt8] = []
    // Folding mostly keeps or shortens a name, so its length as written is a close estimate.
    bytes.reserveCapacity(names.reduce(0) { $0 &+ $1.utf8.count &+ 1 })
    var starts: [Int] = []
    starts.reserveCapacity(names.count + 1)
    for name in names {
      starts.append(bytes.count)
      Self.appendFolded(name, to: &bytes)
      bytes.append(Self.separator)
    }
    starts.append(bytes.count)
    var byteCounts = [Int](repeating: 0, count: 256)
    for byte in bytes { byteCounts[Int(byte)] &+= 1 }
    self.bytes = bytes
    self.starts = starts
    self.byteCounts = byteCounts
  }

  /// Appends `name`, folded, to `bytes`: a piece at a time, so a name of megabytes costs no
  /// whole copy (``Swift/String/forEachFoldedPiece(_:)``).
  private static func appendFolded(_ name: String, to bytes: inout [UInt8]) {
    name.forEachFoldedPiece { bytes.append(contentsOf: $0.utf8) }
  }

  /// How many names the index holds.
  package var count: Int { starts.count - 1 }

  /// The bytes the index keeps: folded names, separators, offsets and the byte counts.
  package var bytesKept: Int {
    bytes.capacity + starts.capacity * MemoryLayout<Int>.stride
      + byteCounts.count * MemoryLayout<Int>.stride
  }

  /// The positions of the names that contain `query`, in ascending order.
  ///
  /// `query` must already be folded with ``Swift/String/foldedForComparison``; the empty query
  /// is in every name.
  ///
  /// - Complexity: O(*n*) in the total length of the names, usually far less in time as bytes
  ///   other than the query's rarest one are skipped by `memchr`.
  package func positions(containing query: String) -> [Int32] {
    let needle = Array(query.utf8)
    guard !needle.isEmpty else { return (0..<count).map { Int32(truncatingIfNeeded: $0) } }
    let rare = rarestOffset(in: needle)
    var result: [Int32] = []
    bytes.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        var from = 0
        var name = 0
        while let start = Self.firstOccurrence(
          of: needle, rarestAt: rare, in: haystack, from: from,
          to: haystack.count)
        {
          name = nameIndex(containing: start, atOrAfter: name)
          let nameEnd = starts[name + 1] - 1
          if start + needle.count <= nameEnd {
            result.append(Int32(truncatingIfNeeded: name))
            name += 1
            from = starts[name]
          } else {
            // The hit runs over the separator into the next name: look again one byte on.
            from = start + 1
          }
        }
      }
    }
    return result
  }

  /// Those of `candidates` whose name contains `query`, in the order of `candidates`.
  ///
  /// Used when a query is extended: every name containing `mba` contains `mb`, so only the
  /// matches of `mb` are searched again.
  ///
  /// When the candidates are more than an eighth of the names, one search of the whole buffer,
  /// which skips most bytes inside `memchr`, costs less than a search per candidate, so that
  /// is done instead, with the same result.
  ///
  /// - Complexity: O(*k*) in the total length of the candidates' names.
  package func positions(among candidates: [Int32], containing query: String) -> [Int32] {
    let needle = Array(query.utf8)
    guard !needle.isEmpty else { return candidates }
    if candidates.count > count / 8 {
      var isMatch = [Bool](repeating: false, count: count)
      for position in positions(containing: query) { isMatch[Int(position)] = true }
      return candidates.filter { isMatch.indices.contains(Int($0)) && isMatch[Int($0)] }
    }
    let rare = rarestOffset(in: needle)
    var result: [Int32] = []
    bytes.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        for candidate in candidates {
          let name = Int(candidate)
          guard name >= 0, name < count else { continue }
          if Self.firstOccurrence(
            of: needle, rarestAt: rare, in: haystack, from: starts[name],
            to: starts[name + 1] - 1) != nil
          {
            result.append(candidate)
          }
        }
      }
    }
    return result
  }

  /// The offset in `needle` of the byte that occurs least often in the index.
  private func rarestOffset(in needle: [UInt8]) -> Int {
    var best = 0
    for offset in needle.indices
    where byteCounts[Int(needle[offset])] < byteCounts[Int(needle[best])] {
      best = offset
    }
    return best
  }

  /// The name that byte `position` belongs to, searching forward from name `lower`.
  ///
  /// Gallops then bisects, so a search that reports many names close together walks
  /// them cheaply and one that reports few jumps far.
  private func nameIndex(containing position: Int, atOrAfter lower: Int) -> Int {
    // Invariant: starts[low] <= position < starts[high].
    var low = lower
    var step = 1
    var high = min(count, low + step)
    while starts[high] <= position {
      low = high
      step *= 2
      high = min(count, low + step)
    }
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if starts[middle] <= position { low = middle } else { high = middle }
    }
    return low
  }

  /// Where `needle` first occurs entirely within `haystack[from ..< limit]`, or `nil`.
  ///
  /// `memchr` finds the needle's byte at `rare`; each hit is then checked with `memcmp`.
  private static func firstOccurrence(
    of needle: UnsafeBufferPointer<UInt8>, rarestAt rare: Int,
    in haystack: UnsafeBufferPointer<UInt8>, from: Int, to limit: Int
  ) -> Int? {
    guard let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return nil }
    let length = needle.count
    let rareByte = Int32(needle[rare])
    var start = from
    while start + length <= limit {
      // The rare byte of a needle starting anywhere in start ... limit - length.
      let window = limit - length + 1 - start
      guard let found = memchr(base + start + rare, rareByte, window) else { return nil }
      let candidate = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) - rare
      if memcmp(base + candidate, needleBase, length) == 0 { return candidate }
      start = candidate + 1
    }
    return nil
  }
}
