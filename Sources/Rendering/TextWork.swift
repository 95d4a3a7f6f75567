/// Counts the bytes that text steps (sanitising, measuring, cutting, wrapping, escaping) read
/// and write, and the bytes they copy when a result they build must move to grow, so that a
/// test can check that rendering a name costs work linear in its length without reading a
/// clock.
///
/// Steps add to the meter bound to ``current`` for the task, and to nothing when none is: a
/// render costs one task-local look-up per step.
///
/// ```swift
/// let work = TextWork()
/// work.measure { _ = "a\u{7}b".sanitizedForTerminal }
/// work.bytes  // 11: 3 bytes read, 4 written ("a^Gb"), then 4 read to bound its clusters
/// ```
///
/// A meter counts from one task at a time; it is not meant to be shared between tasks.
package final class TextWork: @unchecked Sendable {
  /// The meter the text steps of the current task add to, if any.
  @TaskLocal package static var current: TextWork?

  /// The bytes counted so far.
  package private(set) var bytes = 0

  /// A meter at zero.
  package init() {}

  /// Runs `body` with this meter as ``current``, and returns what it returns.
  package func measure<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }

  /// Adds `count` bytes of work.
  package func add(_ count: Int) { bytes += count }
}

/// UTF-8 bytes appended one piece at a time, then made into a `String` once.
///
/// Appending to a `[UInt8]` is amortised O(1) a byte, where appending a sequence to a
/// `String.UnicodeScalarView` copies everything before it. It reports to ``TextWork`` the bytes
/// it wrote and the bytes it held each time it had to move to grow.
package struct UTF8Builder {
  private var bytes: [UInt8] = []
  private var copied = 0

  /// An empty builder with room for `capacity` bytes.
  package init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends bytes.
  package mutating func append(contentsOf piece: some Collection<UInt8>) {
    let capacity = bytes.capacity
    let count = bytes.count
    bytes.append(contentsOf: piece)
    if bytes.capacity != capacity { copied += count }
  }

  /// Appends a code point's UTF-8 bytes.
  package mutating func append(_ scalar: Unicode.Scalar) {
    append(contentsOf: UTF8.encode(scalar)!)
  }

  /// The bytes as a string, counted as work.
  package func string() -> String {
    TextWork.current?.add(bytes.count + copied)
    return String(decoding: bytes, as: UTF8.self)
  }
}
