import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a feed file with the system calls, so each failure has its precise reason.
///
/// A regular file is read to its end. A FIFO, a pipe or a device is read without ever blocking
/// for good: opening does not wait for a writer, a FIFO that no program writes to is refused,
/// and a source that stays silent for the loader's timeout, or is not finished at its deadline,
/// ends with an error. In every case reading stops at the byte past
/// ``FeedLoader/maximumFeedSize``.
///
/// ```swift
/// let data = try FeedFile.read("players.json", timeout: .seconds(10), deadline: .seconds(30))
/// ```
enum FeedFile {
  /// How long an empty FIFO is given for a writer to arrive: a program that opens the FIFO to
  /// write waits for a reader, so it is there within moments of the open.
  static let writerGracePeriod: Duration = .milliseconds(250)

  /// The contents of the file at `path`, at most ``FeedLoader/maximumFeedSize`` bytes.
  ///
  /// - Parameters:
  ///   - timeout: How long a pipe or a device may stay silent.
  ///   - deadline: How long reading a pipe or a device may take in all.
  /// - Throws: A ``FeedError``: 66 when the file is missing, a directory, unreadable, a FIFO
  ///   with no writer or silent too long; 65 when it is too large.
  static func read(
    _ path: String, timeout: Duration, deadline: Duration
  ) throws(FeedError) -> Data {
    func missing(_ problem: FeedProblem) -> FeedError {
      FeedError(source: path, problem: problem)
    }
    // Non-blocking: opening a FIFO waits for a writer, and some devices wait for a carrier.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT, path.unicodeScalars.contains("\u{FFFD}") {
        // The system handed over a name that is not UTF-8; its bytes were replaced before
        // they reached the program, so the file cannot be named again.
        throw missing(.nameNotUTF8)
      }
      throw missing(FeedProblem(systemError: code))
    }
    defer { close(descriptor) }

    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw missing(FeedProblem(systemError: errno)) }
    let type = status.st_mode & S_IFMT
    if type == S_IFDIR {
      throw missing(.isADirectory)
    }
    // A regular file or a disk has its bytes at hand: read it in blocking mode. Anything else
    // (FIFO, pipe, socket, terminal) is read in non-blocking mode and waited for with `poll`.
    let waitsForData = type != S_IFREG && type != S_IFBLK
    if !waitsForData {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: deadline)
    var waitedForWriter = false

    // Read one byte more than the limit to tell a full-size feed from a larger one, without
    // trusting the size fstat reports (a pipe or a device has none).
    let limit = FeedLoader.maximumFeedSize
    var bytes = [UInt8](repeating: 0, count: 64 << 10)
    var contents = Data()
    if type == S_IFREG {
      // The size is only a hint (the file may change while it is read), but it spares the
      // copies of growing a 16 MiB buffer 64 KiB at a time.
      contents.reserveCapacity(min(limit + 1, max(0, Int(status.st_size))))
    }
    while contents.count <= limit {
      let count = bytes.withUnsafeMutableBytes { buffer in
        readSystem(descriptor, buffer.baseAddress, min(buffer.count, limit + 1 - contents.count))
      }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        guard waitsForData, code == EAGAIN || code == EWOULDBLOCK else {
          throw missing(FeedProblem(systemError: code))
        }
        let remaining = clock.now.duration(to: end)
        guard remaining > .zero else {
          throw missing(.readingTookLongerThan(deadline))
        }
        guard waitForInput(descriptor, atMost: min(timeout, remaining)) else {
          throw missing(
            timeout <= remaining ? .silent(for: timeout) : .readingTookLongerThan(deadline))
        }
        continue
      }
      if count == 0 {
        // End of file; for a FIFO that gave nothing it can also mean no writer is there yet.
        if type == S_IFIFO, contents.isEmpty, !waitedForWriter {
          waitedForWriter = true
          guard waitForInput(descriptor, atMost: writerGracePeriod) else {
            throw missing(.fifoWithoutWriter)
          }
          continue
        }
        return contents
      }
      contents.append(contentsOf: bytes[0..<count])
    }
    throw FeedError(source: path, problem: .tooLarge)
  }

  /// Waits until `descriptor` has data or its writer has gone; `false` if neither happens
  /// within `duration`.
  private static func waitForInput(_ descriptor: Int32, atMost duration: Duration) -> Bool {
    // At least 1 ms, at most what poll takes (about 24 days).
    let milliseconds = Int32(min(Double(Int32.max), max(1, duration / .milliseconds(1))))
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let result = poll(&request, 1, milliseconds)
      if result < 0 && errno == EINTR { continue }
      return result > 0
    }
  }
}

/// `read(2)`, named apart from ``FeedFile/read(_:)``.
private func readSystem(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}
