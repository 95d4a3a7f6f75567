#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input line by line, as `readLine()` does, but tells a stopped terminal from
/// the end of input.
///
/// A program put in the background (`Ctrl-Z`, then `bg`) that reads its terminal is normally
/// stopped by `SIGTTIN` until `fg`. A thread that blocks that signal gets `EIO` instead, and
/// `readLine()` takes it for the end of input, so the program would quit. Here `EIO` on a
/// terminal we are not in the foreground of means "wait for `fg`": the process stops itself
/// with `SIGTTIN`, as the kernel would have stopped it, and reads again once continued.
///
/// ```swift
/// let reader = LineReader()
/// while let line = reader.nextLine() { print(line) }
/// ```
final class LineReader {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// Where the unread bytes of `buffer` start.
  private var start = 0
  /// How far `buffer` has been searched for a newline without finding one.
  private var searched = 0
  private var ended = false

  /// A reader of `descriptor` (standard input by default).
  init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// The next line without its `\n` or `\r\n`, or `nil` at the end of input. Bytes that are not
  /// UTF-8 become U+FFFD.
  func nextLine() -> String? {
    while true {
      if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
        var end = newline
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        consume(upTo: newline + 1)
        return line
      }
      searched = buffer.count
      if ended || !fill() {
        ended = true
        guard start < buffer.count else { return nil }
        let line = String(decoding: buffer[start...], as: UTF8.self)
        consume(upTo: buffer.count)
        return line
      }
    }
  }

  /// Drops consumed bytes once they are the larger part, so a long input costs linear time.
  private func consume(upTo index: Int) {
    start = index
    searched = index
    if start > 4_096, start * 2 > buffer.count {
      buffer.removeFirst(start)
      searched -= start
      start = 0
    }
  }

  /// Appends what one read(2) returns; `false` at the end of input or on an error.
  private func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer += chunk[..<count]
        return true
      }
      if count == 0 { return false }
      switch errno {
      case EINTR:
        continue
      case EIO where isInBackground:
        waitForForeground()
      default:
        return false
      }
    }
  }

  /// Whether the descriptor is a terminal whose foreground is another process group.
  private var isInBackground: Bool {
    guard isatty(descriptor) == 1 else { return false }
    let foreground = tcgetpgrp(descriptor)
    return foreground > 0 && foreground != getpgrp()
  }

  /// Stops the process as a background read of the terminal would, until `fg` continues it.
  /// If `SIGTTIN` is ignored, the process does not stop; the pause keeps that from spinning.
  private func waitForForeground() {
    kill(getpid(), SIGTTIN)
    var pause = timespec(tv_sec: 0, tv_nsec: 100_000_000)
    nanosleep(&pause, nil)
  }
}
