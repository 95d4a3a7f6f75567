import MVVMC
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
  ///
  /// - Parameter firstBytes: Bytes already read from the descriptor, read before the rest
  ///   (at most a chunk's worth).
  init(
    descriptor: Int32 = STDIN_FILENO, maximumLineLength: Int = LineReader.defaultMaximumLineLength,
    lineEndings: LineEndings = .lineFeed, firstBytes: [UInt8] = []
  ) {
    self.descriptor = descriptor
    self.maximumLineLength = max(0, maximumLineLength)
    self.lineEndings = lineEndings
    let kept = firstBytes.prefix(chunk.count)
    chunk.replaceSubrange(0..<kept.count, with: kept)
    chunkEnd = kept.count
  }

  /// The next line, or `nil` at the end of input (or when reading fails).
  ///
  /// - Complexity: O(*n*) in the bytes read, with at most ``maximumLineLength`` of them kept.
  func nextLine() -> Line? {
    while true {
      if skipsLineFeed, chunkStart < chunkEnd {
        skipsLineFeed = false
        if chunk[chunkStart] == UInt8(ascii: "\n") { chunkStart += 1 }
      }
      if chunkStart < chunkEnd {
        let end = endOfLine(from: chunkStart)
        append(chunk[chunkStart..<end])
        chunkStart = end
        if end < chunkEnd {
          skipsLineFeed = chunk[end] == UInt8(ascii: "\r")
          chunkStart += 1
          return finishLine()
        }
      }
      if ended || !fill() {
        ended = true
        return lineLength > 0 ? finishLine() : nil
      }
    }
  }

  /// The next `count` bytes, whatever they hold (an LSP message's body), kept when they fit
  /// in ``maximumLineLength`` and dropped as they arrive otherwise; `nil` when the input ends
  /// first. Call it between lines.
  ///
  /// - Complexity: O(`count`) time; at most ``maximumLineLength`` bytes kept.
  func nextBytes(_ count: Int) -> Line? {
    let keeps = count <= maximumLineLength
    var kept: [UInt8] = []
    if keeps { kept.reserveCapacity(count) }
    var remaining = count
    while remaining > 0 {
      if chunkStart == chunkEnd, ended || !fill() {
        ended = true
        return nil
      }
      let taken = min(remaining, chunkEnd - chunkStart)
      if keeps { kept += chunk[chunkStart..<(chunkStart + taken)] }
      chunkStart += taken
      remaining -= taken
    }
    return keeps ? .text(kept) : .tooLong(byteCount: count)
  }

  /// Where the line that goes on at `start` ends in the chunk: at its line ending, or at the
  /// chunk's end. A line feed is found with `memchr`, which reads a long line fast.
  private func endOfLine(from start: Int) -> Int {
    switch lineEndings {
    case .lineFeed:
      return chunk.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress,
          let found = memchr(base + start, 0x0A, chunkEnd - start)
        else { return chunkEnd }
        return base.distance(to: UnsafeRawPointer(found))
      }
    case .anyASCIINewline:
      return chunk[start..<chunkEnd].firstIndex { (0x0A...0x0D).contains($0) } ?? chunkEnd
    }
  }

  /// Keeps what fits of `bytes` in the line and counts them all.
  private func append(_ bytes: ArraySlice<UInt8>) {
    guard let last = bytes.last else { return }
    line += bytes.prefix(max(0, maximumLineLength - lineLength))
    lineLength += bytes.count
    lineEndsInCarriageReturn = last == 0x0D
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
