import JSONRendering
import MVVMC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recording on disk: one ``SessionStep`` a line, as JSON Lines
/// (Docs/RecordingFormat.md), which ``RecordingReader`` reads back.
///
/// The file is bounded: after ``Limits/steps`` steps, or once ``Limits/bytes`` are written,
/// recording stops, ``onStop`` hears why once, and the app goes on. So it does at a step
/// whose line would be longer than ``RecordingReader/maximumLineBytes``, which is not written;
/// a string of a step is cut to ``RecordingReader/maximumStringBytes``, ending with `…`, so
/// that the reader reads what was written. A step is written whole
/// once begun, so the file holds at most ``Limits/bytes`` plus one step. A write that fails
/// stops recording the same way: the run is worth more than its record.
///
/// Each step's line is written with one write(2) (up to ``wholeWriteBytes``), so a crash or a
/// kill leaves at most the last line cut short, which ``RecordingReader`` reads around; after
/// a write that fails (a full disk, a file size limit), the part of the line written is cut
/// off again, so the file ends with whole lines.
///
/// ```swift
/// let file = try RecordingFile(path: "run.jsonl")
/// file.onStop = { reason in print("recording stopped: \(reason)") }
/// file.write(recorder.step())  // step 0
/// ```
@MainActor
public final class RecordingFile {
  /// Why recording stopped before the run ended.
  public enum Stop: Equatable, Sendable {
    /// The file holds its most steps.
    case steps(Int)
    /// The file holds its most bytes.
    case bytes(Int)
    /// A write failed, with its `errno`.
    case writeFailed(Int32)
    /// A step's line would be longer than the most a line holds
    /// (``RecordingReader/maximumLineBytes``): that most. Nothing of it stays in the file.
    case stepTooLarge(Int)
  }

  /// How much a file holds: after `steps` steps, or once `bytes` are written, no step is begun.
  public struct Limits: Equatable, Sendable {
    /// The most steps.
    public var steps: Int
    /// The bytes after which no step is begun.
    public var bytes: Int

    /// Creates limits.
    public init(steps: Int, bytes: Int) {
      self.steps = steps
      self.bytes = bytes
    }

    /// The limits of a recording: 10,000 steps (the start and 9,999 keys or commands) and
    /// 64 MiB.
    public static let recording = Limits(steps: 10_000, bytes: 64 << 20)
  }

  /// A file that cannot be opened to record into: open(2)'s `errno`.
  public struct OpenFailure: Error, Equatable, Sendable {
    /// The `errno`.
    public var code: Int32
  }

  private let descriptor: Int32
  // Opens the file again for reading; `nil` when it cannot.
  private let openForReading: () -> Int32?
  /// Hears why recording stopped, once, when it stops.
  public var onStop: (@MainActor (Stop) -> Void)?
  /// What this file holds at most.
  public let limits: Limits
  /// The steps written so far.
  public private(set) var stepsWritten = 0
  /// The bytes written so far.
  public private(set) var bytesWritten = 0
  /// Why recording stopped; `nil` while it goes on.
  public private(set) var stop: Stop?

  /// Creates `path`, or empties it, to record into.
  ///
  /// Opened without blocking: a FIFO that no program reads is refused rather than holding the
  /// app before it starts.
  ///
  /// - Throws: ``OpenFailure`` when the file cannot be created or written.
  public convenience init(path: String, limits: Limits = .recording) throws(OpenFailure) {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o666)
    guard descriptor >= 0 else { throw OpenFailure(code: errno) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    self.init(descriptor: descriptor, limits: limits) {
      let reading = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      return reading >= 0 ? reading : nil
    }
  }

  private init(descriptor: Int32, limits: Limits, openForReading: @escaping () -> Int32?) {
    self.descriptor = descriptor
    self.limits = limits
    self.openForReading = openForReading
  }

  /// A recording no one else sees: a temporary file (in `TMPDIR`, else `/tmp`), removed from
  /// its folder as soon as it is made, so it goes when the run ends, however it ends. `nil`
  /// when no temporary file can be made. ``StepHistory`` keeps its steps in these.
  public static func spool(limits: Limits = .recording) -> RecordingFile? {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    var template = Array(((folder ?? "/tmp") + "/mvvmc-history-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return nil }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    return RecordingFile(descriptor: descriptor, limits: limits) {
      let reading = dup(descriptor)
      return reading >= 0 ? reading : nil
    }
  }

  /// Whether the next step would be written: recording goes on and neither limit is reached.
  public var hasRoom: Bool {
    stop == nil && stepsWritten < limits.steps && bytesWritten < limits.bytes
  }

  /// The file as a reader reads it while it grows: its lines so far and those written later,
  /// from step `firstStep`; `nil` before a step is written, or when it cannot be read.
  public func reader(firstStep: Int = 0) -> RecordingReader? {
    guard stepsWritten > 0, let descriptor = openForReading() else { return nil }
    return try? RecordingReader(descriptor: descriptor, isComplete: false, firstStep: firstStep)
  }

  deinit {
    close(descriptor)
  }

  /// Writes `step` as one line, unless recording has stopped; stops it, telling ``onStop``, at
  /// a limit or a failed write.
  ///
  /// - Complexity: O(*n*) in the step's text; memory is at most ``wholeWriteBytes`` of it at
  ///   a time besides the step, so a name of megabytes is never held twice.
  public func write(_ step: SessionStep) {
    guard stop == nil else { return }
    if stepsWritten >= limits.steps {
      end(.steps(limits.steps))
      return
    }
    if bytesWritten >= limits.bytes {
      end(.bytes(limits.bytes))
      return
    }
    let lineStart = bytesWritten
    var pending: [UInt8] = []
    var lineBytes = 0
    do throws(WriteFailure) {
      let written = try Self.encoder.line(
        encoding: step, longestString: RecordingReader.maximumStringBytes
      ) { (piece: String) throws(WriteFailure) in
        var piece = piece
        lineBytes += piece.utf8.count
        // A line the reader would refuse is not written: the part written goes.
        if lineBytes > RecordingReader.maximumLineBytes { throw WriteFailure(code: nil) }
        piece.withUTF8 { pending.append(contentsOf: $0) }
        // A line longer than that goes in pieces of about that size.
        if pending.count >= Self.wholeWriteBytes { try flush(&pending) }
      }
      if written {
        try flush(&pending)
        stepsWritten += 1
      }
    } catch {
      // The part of the line written goes: the file ends with whole lines, a full disk's
      // too, since making a file shorter takes no room.
      if ftruncate(descriptor, off_t(lineStart)) == 0 {
        _ = lseek(descriptor, off_t(lineStart), SEEK_SET)
        bytesWritten = lineStart
      }
      end(error.code.map(Stop.writeFailed) ?? .stepTooLarge(RecordingReader.maximumLineBytes))
    }
  }

  /// The longest line written with one write(2): a step of the squad is about 9 KiB, so a
  /// crash or a kill between two writes leaves whole lines; a longer line is written in
  /// pieces of this size, held one at a time.
  public static let wholeWriteBytes = 1 << 20

  /// Writes `bytes` with as few write(2)s as the system takes, and empties them.
  private func flush(_ bytes: inout [UInt8]) throws(WriteFailure) {
    guard !bytes.isEmpty else { return }
    let failure = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    if let failure { throw WriteFailure(code: failure) }
    bytesWritten += bytes.count
    bytes.removeAll(keepingCapacity: true)
  }

  // A write that failed with its `errno`, or, `nil`, a line too long to write.
  private struct WriteFailure: Error {
    var code: Int32?
  }

  private func end(_ reason: Stop) {
    stop = reason
    onStop?(reason)
  }

  private static let encoder = JSONRenderer()
}
