import Foundation
import PSGDemo

/// Writes pages on a thread of its own while the export renders the next ones: on two cores,
/// making a page and the file system's work on the one before overlap, as `cp` has only the
/// second to do.
///
/// At most ``capacity`` pages wait at once, so the memory stays a few pages whatever the site.
/// The first write that fails stops the writing: the pages after it are dropped, and the next
/// ``enqueue(_:)`` or ``drain()`` throws its error.
///
/// ```swift
/// let writer = PageWriter()
/// try writer.enqueue { () throws(ExportError) in try writePage() }
/// try writer.drain()   // every page handed over is written, or the first failure
/// ```
final class PageWriter: @unchecked Sendable {
  /// How many pages may wait to be written.
  static let capacity = 64

  private let queue = DispatchQueue(label: "psg-demo.page-writer")
  private let slots = DispatchSemaphore(value: PageWriter.capacity)
  // Guards `failure`: set on the writer's queue, read by the export.
  private let lock = NSLock()
  private var failure: ExportError?

  /// Hands `write` to the writer's thread, waiting while ``capacity`` pages wait already.
  ///
  /// - Throws: The error of a write that failed before.
  func enqueue(_ write: @escaping @Sendable () throws(ExportError) -> Void) throws(ExportError) {
    if let failure = lock.withLock({ failure }) { throw failure }
    slots.wait()
    queue.async {
      defer { self.slots.signal() }
      guard self.lock.withLock({ self.failure == nil }) else { return }
      do throws(ExportError) {
        try write()
      } catch {
        self.lock.withLock { self.failure = error }
      }
    }
  }

  /// Waits until every page handed over is written.
  ///
  /// - Throws: The error of the first write that failed.
  func drain() throws(ExportError) {
    queue.sync {}
    if let failure = lock.withLock({ failure }) { throw failure }
  }
}
