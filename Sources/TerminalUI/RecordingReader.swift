import Foundation
import MVVMC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a recording cannot be read.
///
/// ```swift
/// RecordingProblem.empty.description  // "the recording holds no step"
/// ```
public enum RecordingProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file cannot be opened or read: the `errno`.
  case unreadable(Int32)
  /// The file holds more than the most a recording can: its size in bytes.
  case tooLarge(Int)
  /// The file holds no step.
  case empty
  /// Line `line` is not a step this reader knows, with the decoder's reason.
  case notAStep(line: Int, reason: String)
  /// Line `line` holds step `seq`, where another step was expected.
  case outOfOrder(line: Int, seq: Int)

  /// The exit status when the problem ends a replay (`sysexits.h`): 66 unreadable, 65 data
  /// that is not a recording.
  public var exitCode: Int32 {
    switch self {
    case .unreadable: 66
    case .tooLarge, .empty, .notAStep, .outOfOrder: 65
    }
  }

  /// The problem in English, for an app with no words of its own; `reason` may quote the
  /// file, so show it with its controls made visible.
  public var description: String {
    switch self {
    case .unreadable(let code):
      "cannot read the recording: "
        + (strerror(code).map { String(cString: $0) } ?? "error \(code)")
    case .tooLarge(let bytes):
      "\(bytes) bytes is more than a recording holds (\(RecordingReader.maximumBytes >> 20) MiB)"
    case .empty: "the recording holds no step"
    case .notAStep(let line, let reason): "line \(line) is not a step: \(reason)"
    case .outOfOrder(let line, let seq): "line \(line) holds step \(seq), not step \(line - 1)"
    }
  }
}

/// Reads a recording that a ``RecordingFile`` wrote, one step at a time: it finds where each
/// line starts once, then reads and decodes only the step asked for.
///
/// Memory is one offset a step and the one step read, whatever the file holds; a file larger
/// than ``maximumBytes``, or with more lines than ``RecordingFile/Limits/recording`` steps, is
/// refused.
///
/// ```swift
/// let recording = try RecordingReader(path: "run.jsonl")
/// recording.lastStep           // 4
/// try recording.step(2).route  // "players?search=mba/player/id/32"
/// ```
public final class RecordingReader {
  /// The largest file read: what ``RecordingFile`` writes at most, with room for a last step
  /// of a feed's largest name.
  public static let maximumBytes = 256 << 20

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

  /// Opens `path` and checks its first step.
  ///
  /// - Throws: ``RecordingProblem`` when the file cannot be read, is too large, holds no step,
  ///   or its first line is not a start.
  public convenience init(path: String) throws(RecordingProblem) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw .unreadable(errno) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw .unreadable(code)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .unreadable(status.st_mode & S_IFMT == S_IFDIR ? EISDIR : EINVAL)
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
      let first = try step(firstStep)
      if firstStep == 0 {
        guard let start = first.start else {
          throw .notAStep(line: 1, reason: "the first step has no start")
        }
        self.start = start
      }
    } catch {
      close(descriptor)
      throw error
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
    let step: SessionStep
    do {
      step = try JSONDecoder().decode(SessionStep.self, from: Data(bytes))
    } catch {
      throw .notAStep(line: line + 1, reason: Self.reason(error))
    }
    guard step.seq == seq else { throw .outOfOrder(line: line + 1, seq: step.seq) }
    return step
  }

  /// The decoder's reason in one line: what is wrong, and where.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "not JSON" }
    let (context, what): (DecodingError.Context, String) =
      switch error {
      case .dataCorrupted(let context): (context, "")
      case .keyNotFound(let key, let context): (context, "no “\(key.stringValue)”")
      case .typeMismatch(_, let context): (context, "a value of the wrong type")
      case .valueNotFound(_, let context): (context, "a value missing")
      @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "")
      }
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    let description = what.isEmpty ? context.debugDescription : what
    let line = path.isEmpty ? description : "\(description) at \(path)"
    // One line, cut: a decoder's text may quote the file.
    return String(line.prefix(200)).replacingOccurrences(of: "\n", with: " ")
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
        lineStarts.append(scanned + index + 1)
        let most = RecordingFile.Limits.recording.steps
        guard lineStarts.count <= most + 1 else {
          throw .notAStep(line: lineStarts.count, reason: "more than \(most) steps")
        }
      }
      scanned += read
      guard scanned <= Self.maximumBytes else { throw .tooLarge(scanned) }
    }
    if isComplete, lineStarts.last != scanned {
      lineStarts.append(scanned)
      endsWithUnterminatedLine = true
    }
  }
}

/// A recording as a ``StepBrowser`` reads it: the steps last read kept, so that drawing a
/// frame reads each of its steps once.
///
/// ```swift
/// let browser = StepBrowser(
///   steps: BrowsedRecording(try RecordingReader(path: "run.jsonl")), start: 0,
///   renderer: PlainTextRenderer()
/// ) { size in RenderContext(width: size.columns) }
/// ```
@MainActor
public final class BrowsedRecording: RecordedSteps {
  /// The recording.
  public let reader: RecordingReader
  private var kept: [Int: SessionStep] = [:]

  /// Browses `reader`.
  public init(_ reader: RecordingReader) {
    self.reader = reader
  }

  public var firstStep: Int { reader.firstStep }

  public var lastStep: Int? {
    reader.refresh()
    return reader.lastStep >= reader.firstStep ? reader.lastStep : nil
  }

  public func step(_ seq: Int) -> SessionStep? {
    if let step = kept[seq] { return step }
    // A recording still being written may hold it by now.
    if seq > reader.lastStep { reader.refresh() }
    guard seq >= reader.firstStep, seq <= reader.lastStep, let step = try? reader.step(seq)
    else {
      return nil
    }
    // The panel's steps and a few more: bounded, whatever the recording holds.
    if kept.count >= 2 * StepBrowser.stepsInPanel { kept.removeAll(keepingCapacity: true) }
    kept[seq] = step
    return step
  }
}
