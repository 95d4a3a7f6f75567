#if canImport(Glibc)
  import Glibc
#endif

/// How the process asks the C allocator to manage its memory.
///
/// The large buffers (a feed's 16 MiB of bytes, its players, their index) live for one load
/// each. By default glibc maps a large block on its own only until the first such block is
/// freed; after that it raises its threshold and serves the next ones from its heaps, which keep
/// what is freed: every `refresh` then left the previous load's buffers resident, 100 MiB after
/// ten. A fixed threshold keeps every block of 128 KiB or more in a mapping of its own, given
/// back to the system when it is freed, so ten reloads end where one does.
///
/// ```swift
/// ProcessMemory.returnLargeBlocksWhenFreed()  // once, at the start of the process
/// ```
enum ProcessMemory {
  /// The smallest block the allocator maps on its own.
  static let mappedBlockThreshold: Int32 = 128 << 10

  /// Makes freed large blocks go back to the system at once (glibc); does nothing elsewhere.
  ///
  /// `mallopt` is declared in `malloc.h`, which the `Glibc` module does not include, so it is
  /// looked up by name; an allocator without it (musl) is left as it is.
  static func returnLargeBlocksWhenFreed() {
    #if canImport(Glibc)
      typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
      // M_MMAP_THRESHOLD in glibc's malloc.h.
      let mmapThreshold: Int32 = -3
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let setOption = unsafeBitCast(symbol, to: MallocOption.self)
      _ = setOption(mmapThreshold, mappedBlockThreshold)
    #endif
  }
}
