import Foundation

/// What this process's open descriptors point to, read from `/proc/self/fd`: a test waits for
/// the loader to have a file open by watching for it there, instead of sleeping and hoping.
///
/// ```swift
/// OpenDescriptors.count(pointingTo: "/tmp/feed.fifo")  // 2 once the loader opened it too
/// ```
enum OpenDescriptors {
  /// Whether `/proc/self/fd` can be read here (Linux).
  static var areVisible: Bool { FileManager.default.fileExists(atPath: "/proc/self/fd") }

  /// How many open descriptors point to `target`: a path, or `pipe:[inode]` for a pipe.
  static func count(pointingTo target: String) -> Int {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return entries.count { entry in
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + entry))
        == target
    }
  }

  /// The `/proc/self/fd` target of the pipe whose end is `descriptor`: `pipe:[inode]`.
  static func pipeTarget(of descriptor: Int32) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")
  }

  /// Waits, yielding, until `condition` holds; a hang guard of `seconds` (wide: a busy machine
  /// only makes the wait longer) ends the wait with `false`.
  static func wait(seconds: Double = 120, until condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: .seconds(seconds))
    while !condition() {
      guard clock.now < end else { return false }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return true
  }
}
