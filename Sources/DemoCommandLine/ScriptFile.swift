#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `--script FILE`, opened before anything is shown, so that a missing script fails before
/// the first frame, then read one line at a time in bounded memory (``LineReader``).
///
/// A regular file is also checked to be UTF-8 text from end to end before it runs, reading it
/// once in chunks, so a script saved in another encoding fails before the first frame. A FIFO
/// or a device (`/dev/stdin`, `/dev/zero`) can be read only once and may never end: its lines
/// are checked as they come, and the first that is not UTF-8 ends the run.
///
/// ```swift
/// let script = try ScriptFile(opening: CommandLineArgument("tour.txt"))
/// while let line = try script.nextLine() { … }  // .text("search mba"), .text("open 1"), …
/// ```
final class ScriptFile {
  /// Why a script cannot be run, as a value written in the session's language where it is
  /// shown (``CommandLineWords/describe(_:script:)``).
  enum Failure: Error, Equatable {
    /// The file does not exist.
    case noSuchFile
    /// The file may not be read.
    case permissionDenied
    /// The path is a folder.
    case isAFolder
    /// Another failure of `open`, `fstat` or `read`: its `errno`.
    case unreadable(errno: Int32)
    /// A FIFO that no program writes to.
    case fifoWithoutWriter
    /// A regular file that is not UTF-8 text.
    case notUTF8
    /// A line of a FIFO or a device that is not UTF-8 text: its number, from 1.
    case lineNotUTF8(Int)

    /// 66 (`EX_NOINPUT`) when the file cannot be read, 65 (`EX_DATAERR`) when its bytes are
    /// not UTF-8 text.
    var exitCode: Int32 {
      switch self {
      case .noSuchFile, .permissionDenied, .isAFolder, .unreadable, .fifoWithoutWriter: 66
      case .notUTF8, .lineNotUTF8: 65
      }
    }
  }

  /// One line of the script.
  enum Line: Equatable {
    /// A line's text.
    case text(String)
    /// A line longer than ``LineReader/maximumLineLength``, not kept: its length in bytes.
    case tooLong(byteCount: Int)
    /// A line of standard input that is not UTF-8 text, refused rather than read with U+FFFD
    /// in place of its bytes: its length in bytes. (A script's ends the run: ``Failure``.)
    case notUTF8(byteCount: Int)
  }

  private let descriptor: Int32
  private let reader: LineReader
  /// The rest of a line split at a Unicode line separator (U+0085, U+2028, U+2029).
  private var pieces: [String] = []
  private var lineNumber = 0

  /// Opens the script named by `path`'s bytes, which need not be UTF-8.
  ///
  /// - Throws: ``Failure``: 66 when the file cannot be opened or read, 65 when a regular
  ///   file is not UTF-8 text.
  init(
    opening path: CommandLineArgument, maximumLineLength: Int = LineReader.defaultMaximumLineLength
  )
    throws(Failure)
  {
    // Non-blocking: opening a FIFO waits for a writer, which may never come.
    let descriptor = path.open(flags: O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw Self.unreadable(errno) }
    var firstBytes: [UInt8] = []
    do throws(Failure) {
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { throw Self.unreadable(errno) }
      let type = status.st_mode & S_IFMT
      if type == S_IFDIR { throw Self.unreadable(EISDIR) }
      if type == S_IFIFO { firstBytes = try Self.awaitWriter(descriptor) }
      // Once a writer is there, the script is read as it comes, waiting for each line.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      if type == S_IFREG {
        try Self.checkUTF8(descriptor)
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw Self.unreadable(errno) }
      }
    } catch {
      close(descriptor)
      throw error
    }
    self.descriptor = descriptor
    reader = LineReader(
      descriptor: descriptor, maximumLineLength: maximumLineLength, lineEndings: .anyASCIINewline,
      firstBytes: firstBytes)
  }

  /// How long an empty FIFO is given for a writer to arrive, as for a feed: a program that
  /// opens the FIFO to write waits for a reader, so it is there within moments of the open.
  static let writerGracePeriod: Duration = .milliseconds(250)

  /// Waits up to ``writerGracePeriod`` for a program to write to the FIFO open without
  /// blocking at `descriptor`.
  ///
  /// A read tells a writer apart from none: with a writer and no data yet it fails with
  /// `EAGAIN`, with no writer it gives the end of the file at once.
  ///
  /// - Returns: The byte read to find out, if one was there (the script's first).
  /// - Throws: ``Failure`` (66) when no writer came.
  private static func awaitWriter(_ descriptor: Int32) throws(Failure) -> [UInt8] {
    let noWriter = Failure.fifoWithoutWriter
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: writerGracePeriod)
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count == 1 { return [byte] }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK { return [] }
        throw unreadable(errno)
      }
      // No writer now: wait for one to write, or to come and go, within the grace period.
      let remaining = clock.now.duration(to: end)
      guard remaining > .zero else { throw noWriter }
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(max(1, min(1000, remaining / .milliseconds(1))))
      let ready = poll(&request, 1, milliseconds)
      if ready == 0 { throw noWriter }
      // A writer that came and went leaves the FIFO saying so at once: pause between reads.
      if ready > 0, request.revents & Int16(POLLIN) == 0 { _ = poll(nil, 0, 10) }
    }
  }

  deinit {
    close(descriptor)
  }

  /// The next line, or `nil` at the end of the script. Lines end at every newline character,
  /// so `\r\n` ends a line as `\n` does and a script saved with Windows line endings reads like
  /// one typed at the prompt; a byte order mark before the first line is skipped.
  ///
  /// - Throws: ``Failure`` (65) for a line that is not UTF-8 text, read from a FIFO or a
  ///   device.
  func nextLine() throws(Failure) -> Line? {
    if !pieces.isEmpty { return .text(pieces.removeFirst()) }
    guard let line = reader.nextLine() else { return nil }
    lineNumber += 1
    switch line {
    case .tooLong(let byteCount):
      return .tooLong(byteCount: byteCount)
    case .text(var bytes):
      // The byte order mark some editors save first is not part of the first command.
      if lineNumber == 1, bytes.starts(with: Self.byteOrderMark) {
        bytes.removeFirst(Self.byteOrderMark.count)
      }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw .lineNotUTF8(lineNumber)
      }
      // The ASCII line endings are the reader's; the others are split here, in one line.
      let split = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      pieces = split.dropFirst().map(String.init)
      return .text(String(split[0]))
    }
  }

  /// U+FEFF in UTF-8: a byte order mark, skipped at the start of a script.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Reads the whole file in chunks, carrying an unfinished UTF-8 sequence from one chunk to
  /// the next, and throws at the first byte that is not UTF-8.
  private static func checkUTF8(_ descriptor: Int32) throws(Failure) {
    let notText = Failure.notUTF8
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var carried: [UInt8] = []
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw unreadable(errno)
      }
      if count == 0 {
        guard carried.isEmpty else { throw notText }
        return
      }
      let bytes = carried + chunk[..<count]
      let complete = bytes.count - unfinishedSequenceLength(at: bytes)
      guard String(validating: bytes[..<complete], as: UTF8.self) != nil else { throw notText }
      carried = Array(bytes[complete...])
    }
  }

  /// How many bytes at the end of `bytes` start a UTF-8 sequence the next chunk may finish:
  /// a lead byte within the last three bytes whose sequence needs more than follow it.
  private static func unfinishedSequenceLength(at bytes: [UInt8]) -> Int {
    for back in 1...min(3, bytes.count) {
      let byte = bytes[bytes.count - back]
      guard byte & 0xC0 == 0x80 else {
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return length > back ? back : 0
      }
    }
    return 0
  }

  private static func unreadable(_ code: Int32) -> Failure {
    switch code {
    case ENOENT, ENOTDIR: .noSuchFile
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .isAFolder
    default: .unreadable(errno: code)
    }
  }
}
