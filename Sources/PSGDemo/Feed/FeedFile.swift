import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a feed file with the system calls, so each failure has its precise reason.
enum FeedFile {
  static let tooLargeMessage = "the feed is larger than \(FeedLoader.maximumFeedSize >> 20) MiB"

  /// The contents of the file at `path`, at most ``FeedLoader/maximumFeedSize`` bytes.
  ///
  /// - Throws: A ``FeedError``: 66 when the file is missing, a directory or unreadable; 65 when
  ///   it is too large.
  static func read(_ path: String) throws(FeedError) -> Data {
    func missing(_ message: String) -> FeedError {
      FeedError(source: path, message: message, exitCode: FeedError.missingInput)
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw missing(reason(errno)) }
    defer { close(descriptor) }

    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw missing(reason(errno)) }
    if status.st_mode & S_IFMT == S_IFDIR {
      throw missing("is a directory, not a file")
    }

    // Read one byte more than the limit to tell a full-size feed from a larger one, without
    // trusting the size fstat reports (a pipe or a device has none).
    let limit = FeedLoader.maximumFeedSize
    var bytes = [UInt8](repeating: 0, count: 64 << 10)
    var contents = Data()
    while contents.count <= limit {
      let count = bytes.withUnsafeMutableBytes { buffer in
        readSystem(descriptor, buffer.baseAddress, min(buffer.count, limit + 1 - contents.count))
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw missing(reason(errno))
      }
      if count == 0 { return contents }
      contents.append(contentsOf: bytes[0..<count])
    }
    throw FeedError(source: path, message: tooLargeMessage, exitCode: FeedError.dataError)
  }

  /// The reason for a failed `open`, `fstat` or `read`, in a few words.
  private static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case ENOTDIR: "no such file (a part of the path is not a directory)"
    case EACCES, EPERM: "permission denied"
    case EISDIR: "is a directory, not a file"
    case ENAMETOOLONG: "the path is too long"
    case ELOOP: "too many symbolic links"
    default: "cannot read the file: " + String(cString: strerror(code))
    }
  }
}

/// `read(2)`, named apart from ``FeedFile/read(_:)``.
private func readSystem(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}
