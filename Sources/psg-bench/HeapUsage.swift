#if canImport(Glibc)
  import Glibc

  /// Bytes the C heap has handed out and not taken back, read from glibc's `malloc_info`.
  ///
  /// `mallinfo2()` is not visible to Swift (its header is not in the Glibc module), so the
  /// function is looked up by name and its XML report parsed: in use = arena bytes from the
  /// system - free bytes (fast bins and the rest, top chunk included) + mmapped blocks. This is
  /// what `mallinfo2().uordblks + hblkhd` reports.
  ///
  /// - Returns: `nil` when `malloc_info` is missing or its report cannot be read.
  func heapBytesInUse() -> Int? {
    typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
    guard let library = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(library, "malloc_info")
    else { return nil }
    let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
    var buffer: UnsafeMutablePointer<CChar>?
    var size = 0
    guard let stream = open_memstream(&buffer, &size) else { return nil }
    let status = mallocInfo(0, stream)
    fclose(stream)
    guard let buffer else { return nil }
    defer { free(buffer) }
    guard status == 0 else { return nil }
    return bytesInUse(fromMallocInfo: String(cString: buffer))
  }

  /// Reads the process-wide totals that close a `malloc_info` report.
  func bytesInUse(fromMallocInfo report: String) -> Int? {
    func size(of element: String) -> Int? {
      guard let line = report.split(separator: "\n").last(where: { $0.contains(element) }),
        let start = line.range(of: "size=\"")?.upperBound,
        let end = line[start...].firstIndex(of: "\"")
      else { return nil }
      return Int(line[start..<end])
    }
    guard let system = size(of: "<system type=\"current\""),
      let fast = size(of: "<total type=\"fast\""),
      let rest = size(of: "<total type=\"rest\""),
      let mmapped = size(of: "<total type=\"mmap\"")
    else { return nil }
    return system - fast - rest + mmapped
  }
#else
  /// Heap usage is read from glibc only.
  func heapBytesInUse() -> Int? { nil }
#endif
