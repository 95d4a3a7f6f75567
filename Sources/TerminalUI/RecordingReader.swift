import Foundation
import MVVMC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a recording that a ``RecordingFile`` wrote, one step at a time: it finds where each
/// line starts once, then reads and decodes only the step asked for.
///
/// Memory is one offset a step and the one step read, whatever the file holds; a file larger
/// than ``maximumBytes``, a line longer than ``maximumLineBytes``, or more lines than
/// ``RecordingFile/Limits/recording`` steps, is refused; a string longer than
/// ``maximumStringBytes`` is cut, and events past ``SessionStep/maximumEvents``
/// are counted, not kept.
///
/// ```swift
/// let recording = try RecordingReader(path: "run.jsonl")
/// recording.lastStep           // 4
/// try recording.step(2).route  // "players?search=mba/player/id/32"
/// ```
public final class RecordingReader {
  /// The largest file read: what ``RecordingFile`` writes at most, with room.
  public static let maximumBytes = 256 << 20

  /// The longest line read, its newline included: what ``RecordingFile`` writes at most. A
  /// longer line is refused as it is scanned, in pieces of 64 KiB, so that none of it is held:
  /// a step is read whole to be decoded, and decoding takes a few times its size.
  public static let maximumLineBytes = 4 << 20

  /// The most bytes a string of a step takes between its quotes: more than the widest
  /// screen, 10,000 columns, shows on a line, and more than any text the app writes. A
  /// ``RecordingFile`` cuts a longer text to this, ending it with `…`; a longer one in a
  /// file is cut the same way as it is read, so that what a step shows is bounded
  /// whatever the file holds.
  public static let maximumStringBytes = 64 << 10

  /// The most values a step's line holds once its events past
  /// ``SessionStep/maximumEvents`` are dropped, counted as strings, arrays, objects
  /// and commas: a page of 10,000 rows takes about half of it. A line with more is refused
  /// before it is decoded.
  public static let maximumLineValues = 1 << 18

  private let descriptor: Int32
  private let isComplete: Bool
  /// The number of the file's first step: 0 for a recording, more for a part of a history
  /// whose older steps were dropped.
  public let firstStep: Int
  // Where each line starts, and where the last one ends.
  private var lineStarts = [0]
  // How far the file has been scanned for lines.
  private var scanned = 0
  // Whether the last entry of `lineStarts` ends a last line that has no newline.
  private var endsWithUnterminatedLine = false
  /// What step 0 says of the run (a file that begins later than step 0 has none: this
  /// default).
  public private(set) var start = SessionStep.Start(
    data: "", width: 80, rows: 50, language: "en")

  /// The number of the last step; one less than ``firstStep`` while there is none.
  public var lastStep: Int { firstStep + lineStarts.count - 2 }

  /// The line of a complete file that was cut short, when its last line has no newline and
  /// is not JSON: what a crash, a kill or a full disk leaves while a step is written. Its
  /// step is not read: ``lastStep`` is the one before it. `nil` for a file of whole lines.
  public private(set) var cutLastLine: Int?

  /// Opens `path` and checks its first step.
  ///
  /// - Throws: ``RecordingProblem`` when the file cannot be read, is too large, holds no step,
  ///   or its first line is not a start.
  public convenience init(path: String) throws(RecordingProblem) {
    // What the name is, before it is opened: opening a device may do something of its own.
    var status = stat()
    guard stat(path, &status) == 0 else { throw .unreadable(errno) }
    if let kind = FileKind(mode: status.st_mode) { throw .notAFile(kind) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw .unreadable(errno) }
    // And again, of what was opened: the name may have been replaced in between.
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw .unreadable(code)
    }
    if let kind = FileKind(mode: status.st_mode) {
      close(descriptor)
      throw .notAFile(kind)
    }
    guard Int(status.st_size) <= Self.maximumBytes else {
      close(descriptor)
      throw .tooLarge(Int(status.st_size))
    }
    try self.init(descriptor: descriptor, isComplete: true)
  }

  /// Reads the recording open on `descriptor`, which it takes over. A recording still being
  /// written (`isComplete` false: a run's history) shows its complete lines only, and
  /// ``refresh()`` reads the lines written since. Its first line is step `firstStep`, which is
  /// the start when `firstStep` is 0.
  public init(
    descriptor: Int32, isComplete: Bool, firstStep: Int = 0
  ) throws(RecordingProblem) {
    self.descriptor = descriptor
    self.isComplete = isComplete
    self.firstStep = firstStep
    do throws(RecordingProblem) {
      try scanLines()
      guard lineStarts.count >= 2 else { throw .empty }
      try setAsideCutLastLine()
      let first = try step(firstStep)
      if firstStep == 0 {
        guard let start = first.start else {
          throw .notAStep(line: 1, defect: .noStart)
        }
        self.start = start
      }
    } catch {
      close(descriptor)
      throw error
    }
  }

  /// Sets aside the last line of a complete file when it has no newline and is not JSON: the
  /// steps before it are whole, and are read. A cut first line leaves no step: refused as a
  /// line that is not a step.
  private func setAsideCutLastLine() throws(RecordingProblem) {
    guard isComplete, endsWithUnterminatedLine, lineStarts.count > 2 else { return }
    do throws(RecordingProblem) {
      _ = try step(lastStep)
    } catch .notAStep(let line, .notJSON) {
      lineStarts.removeLast()
      endsWithUnterminatedLine = false
      cutLastLine = line
    }
  }

  /// Reads and decodes every step once, so that a file is refused whole before any of it is
  /// shown or exported, not at the step that breaks.
  ///
  /// - Throws: ``RecordingProblem`` for the first line that is not the step it should be.
  /// - Complexity: O(*n*) in the file's bytes; memory is one step at a time.
  public func checkEveryStep() throws(RecordingProblem) {
    var seq = firstStep
    while seq <= lastStep {
      _ = try step(seq)
      seq += 1
    }
  }

  /// Finds the lines written since the last look.
  public func refresh() {
    try? scanLines()
  }

  deinit {
    close(descriptor)
  }

  /// Step `seq` (from ``firstStep`` to ``lastStep``), read and decoded now.
  ///
  /// - Throws: ``RecordingProblem`` when the line is not a step, or holds another step.
  /// - Complexity: O(*n*) in the step's line.
  /// - Precondition: `seq` is a step of the file.
  public func step(_ seq: Int) throws(RecordingProblem) -> SessionStep {
    let line = seq - firstStep
    let begin = lineStarts[line]
    let length = lineStarts[line + 1] - begin
    var bytes = [UInt8](repeating: 0, count: length)
    var done = 0
    while done < length {
      let read = bytes.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + done, length - done, off_t(begin + done))
      }
      if read < 0, errno == EINTR { continue }
      guard read > 0 else { throw .unreadable(read < 0 ? errno : EIO) }
      done += read
    }
    guard let dropped = Self.bound(&bytes) else {
      throw .notAStep(line: line + 1, defect: .tooManyValues(Self.maximumLineValues))
    }
    var step: SessionStep
    do {
      step = try JSONDecoder().decode(SessionStep.self, from: Data(bytes))
    } catch {
      throw .notAStep(line: line + 1, defect: Self.defect(error))
    }
    guard step.seq == seq else { throw .outOfOrder(line: line + 1, seq: step.seq) }
    // What a recorder keeps at most; the rest counted, as a recorder counts it.
    if step.events.count > SessionStep.maximumEvents {
      step.events.removeLast(step.events.count - SessionStep.maximumEvents)
    }
    if dropped > 0 {
      step.droppedEvents = step.droppedEvents.addingReportingOverflow(dropped).partialValue
    }
    return step
  }

  /// What the decoder found wrong, with the path of the field where it did, cut short.
  private static func defect(_ error: any Error) -> StepDefect {
    guard let error = error as? DecodingError else { return .notJSON }
    func path(_ context: DecodingError.Context, _ last: (any CodingKey)? = nil) -> String {
      let keys = context.codingPath + (last.map { [$0] } ?? [])
      // A key the decoder names is one the format declares, or an index; cut all the same.
      return String(keys.map(\.stringValue).joined(separator: ".").prefix(120))
    }
    switch error {
    case .keyNotFound(let key, let context): return .missingField(path(context, key))
    case .valueNotFound(_, let context): return .missingField(path(context))
    case .typeMismatch(_, let context): return .wrongValue(path(context))
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? .notJSON : .wrongValue(path(context))
    @unknown default: return .notJSON
    }
  }

  /// Reads on from where the last scan ended, in 64 KiB pieces, noting where each line
  /// starts; in a complete file, a last line without its newline counts too.
  private func scanLines() throws(RecordingProblem) {
    // A last line counted without its newline is counted again once the newline comes.
    if endsWithUnterminatedLine {
      lineStarts.removeLast()
      endsWithUnterminatedLine = false
    }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let read = buffer.withUnsafeMutableBytes { pointer in
        pread(descriptor, pointer.baseAddress!, pointer.count, off_t(scanned))
      }
      if read < 0, errno == EINTR { continue }
      guard read >= 0 else { throw .unreadable(errno) }
      if read == 0 { break }
      for index in 0..<read where buffer[index] == UInt8(ascii: "\n") {
        try checkLineLength(endingAt: scanned + index + 1)
        lineStarts.append(scanned + index + 1)
        try checkLineCount()
      }
      // The line under way, as far as it goes: refused before more of it is scanned.
      try checkLineLength(endingAt: scanned + read)
      scanned += read
      guard scanned <= Self.maximumBytes else { throw .tooLarge(scanned) }
    }
    if isComplete, lineStarts.last != scanned {
      lineStarts.append(scanned)
      endsWithUnterminatedLine = true
      try checkLineCount()
    }
  }

  /// Refuses the line that starts at the last of `lineStarts` once it is longer than
  /// ``maximumLineBytes`` at `end`.
  private func checkLineLength(endingAt end: Int) throws(RecordingProblem) {
    guard end - lineStarts[lineStarts.count - 1] <= Self.maximumLineBytes else {
      throw .lineTooLong(line: lineStarts.count)
    }
  }

  /// Refuses a line past the most steps a recording holds, a last one without its newline too.
  private func checkLineCount() throws(RecordingProblem) {
    let most = RecordingFile.Limits.recording.steps
    guard lineStarts.count <= most + 1 else {
      throw .notAStep(line: lineStarts.count - 1, defect: .tooManySteps(most))
    }
  }
}
