#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The descriptor of the lock a ``DirectorySiteFolder`` holds, `-1` when it holds none: a
/// reference, so that every copy of the folder releases the one lock, and a lock left held is
/// closed with its last copy.
final class FolderLock {
  /// The open lock file, or `-1`.
  var descriptor: Int32 = -1

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }
}
