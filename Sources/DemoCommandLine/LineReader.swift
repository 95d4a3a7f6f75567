import PSGDemo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input or a script line by line, in bounded memory, and tells a stopped
/// terminal from the end of input.
///
/// A line holds at most ``maximumLineLength`` bytes: past that, the rest of the line is read
/// and dropped as it arrives, and only its length is kept, so an endless line (`< /dev/zero`)
/// or a 300 MB one costs the 64 KiB read buffer and one line, not its size. The caller refuses
/// such a line as a command too long (``Line/tooLong(byteCount:)``).
///
/// A program put in the background (`Ctrl-Z`, then `bg`) that reads its terminal is normally
/// stopped by `SIGTTIN` until `fg`. A thread that blocks that signal gets `EIO` instead, and
/// `readLine()` takes it for the end of input, so the program would quit. Here `EIO` on a
/// terminal we are not in the foreground of means "wait for `fg`": the process stops itself
/// with `SIGTTIN`, as the kernel would have stopped it, and reads again once continued.
///
/// ```swift
/// let reader = LineReader()
/// while let line = reader.nextLine() {
///   switch line {
///   case .text(let bytes): print(String(decoding: bytes, as: UTF8.self))
///   case .tooLong(let byteCount): print("a line of \(byteCount) bytes, not kept")
///   }
/// }
/// ```
final class LineReader {
  /// One line read.
  enum Line: Equatable {
    /// A line of at most ``LineReader/maximumLineLength`` bytes, without its line ending.
    case text([UInt8])
    /// A longer line, dropped as it was read: how many bytes it had, without its line ending.
    case tooLong(byteCount: Int)
  }

  /// Where lines end.
  enum LineEndings {
    /// At `\n`; a `\r` just before it is dropped too (standard input, as `readLine()`).
    case lineFeed
    /// At `\n`, `\r`, `\r\n`, vertical tab and form feed (a script, saved by any editor).
    case anyASCIINewline
  }

  /// The most bytes of a line kept by default: the longest line a command is read from
  /// (``PSGDemo/Command/maximumLineLength``).
  static let defaultMaximumLineLength = Command.maximumLineLength

  /// The most bytes of one line kept in memory.
  let maximumLineLength: Int

  private let descriptor: Int32
  private let lineEndings: LineEndings
  private var chunk = [UInt8](repeating: 0, count: 65_536)
  /// The unread bytes of `chunk`.
  private var chunkStart = 0
  private var chunkEnd = 0
  /// The kept bytes of the line being read.
  private var line: [UInt8] = []
  /// How many bytes the line being read has so far, kept or not.
  private var lineLength = 0
  /// Whether the last byte of the line being read was `\r`.
  private var lineEndsInCarriageReturn = false
  /// After a `\r` that ended a line: a `\n` right after it belongs to the same line ending.
  private var skipsLineFeed = false
  private var ended = false

  /// A reader of `descriptor` (standard input by default).
  init(
    descriptor: Int32 = STDIN_FILENO, maximumLineLength: Int = LineReader.defaultMaximumLineLength,
    lineEndings: LineEndings = .lineFeed
  ) {
    self.descriptor = descriptor
    self.maximumLineLength = max(0, maximumLineLength)
    self.lineEndings = lineEndings
  }

  /// The next line, or `nil` at the end of input (or when reading fails).
  ///
  /// - Complexity: O(*n*) in the bytes read, with at most ``maximumLineLength`` of them kept.
  func nextLine() -> Line? {
    while true {
      while chunkStart < chunkEnd {
        let byte = chunk[chunkStart]
        chunkStart += 1
        if skipsLineFeed {
          skipsLineFeed = false
          if byte == UInt8(ascii: "\n") { continue }
        }
        if endsLine(byte) {
          skipsLineFeed = byte == UInt8(ascii: "\r")
          return finishLine()
        }
        append(byte)
      }
      if ended || !fill() {
        ended = true
        return lineLength > 0 ? finishLine() : nil
      }
    }
  }

  private func endsLine(_ byte: UInt8) -> Bool {
    switch lineEndings {
    case .lineFeed: byte == 0x0A
    case .anyASCIINewline: byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }
  }

  private func append(_ byte: UInt8) {
    if lineLength < maximumLineLength { line.append(byte) }
    lineLength += 1
    lineEndsInCarriageReturn = byte == 0x0D
  }

  /// The line read so far, without a `\r` before its `\n`; resets for the next line.
  private func finishLine() -> Line {
    var length = lineLength
    if lineEndsInCarriageReturn, lineEndings == .lineFeed { length -= 1 }
    let finished: Line =
      length <= maximumLineLength ? .text(Array(line.prefix(length))) : .tooLong(byteCount: length)
    line.removeAll(keepingCapacity: true)
    lineLength = 0
    lineEndsInCarriageReturn = false
    return finished
  }

  /// Reads the next chunk; `false` at the end of input or on an error.
  private func fill() -> Bool {
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        chunkStart = 0
        chunkEnd = count
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
