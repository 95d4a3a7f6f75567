#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading the folder's files back: a manifest whole, a page compared piece by piece.
extension DirectorySiteFolder {
  /// The most bytes ``contents(ofFile:)`` reads: a manifest edited to be endless is not read.
  /// The largest feed's manifest is about 5 MB.
  static let maximumReadSize = 64 << 20

  /// Reads a regular file of the folder, not through a link, at most ``maximumReadSize`` bytes.
  package func contents(ofFile name: String) -> String? {
    let descriptor = open(path + "/" + name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let length = Int(status.st_size)
    guard length <= Self.maximumReadSize else { return nil }
    var bytes = [UInt8](repeating: 0, count: length)
    var filled = 0
    while filled < length {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, length - filled)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      filled += count
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// The bytes ``holds(_:inFile:)`` reads at once: 64 KiB.
  static let comparedPieceSize = 64 << 10

  /// Compares a piece of the file at a time (``comparedPieceSize``), so a page or a manifest
  /// of megabytes is never held twice, and stops at the first piece that differs.
  package func holds(_ contents: String, inFile name: String) -> Bool {
    var contents = contents
    return contents.withUTF8 { expected in
      let descriptor = open(path + "/" + name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      var status = stat()
      // A file of another size differs without being read.
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        Int(status.st_size) == expected.count
      else { return false }
      var piece = [UInt8](repeating: 0, count: min(Self.comparedPieceSize, expected.count))
      var compared = 0
      while compared < expected.count {
        let wanted = min(piece.count, expected.count - compared)
        let matches = piece.withUnsafeMutableBytes { buffer -> Bool? in
          let count = read(descriptor, buffer.baseAddress!, wanted)
          if count < 0, errno == EINTR { return nil }
          guard count > 0,
            memcmp(buffer.baseAddress!, expected.baseAddress! + compared, count) == 0
          else { return false }
          compared += count
          return true
        }
        if matches == false { return false }
      }
      return true
    }
  }
}
