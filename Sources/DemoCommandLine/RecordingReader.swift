import Foundation
import MVVMC
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a recording that `--record` wrote, one step at a time: it finds where each line
/// starts once, then reads and decodes only the step asked for.
///
/// Memory is one offset a step and the one step read, whatever the file holds; a file larger
/// than ``maximumBytes``, or with more lines than ``RecordingFile/maximumSteps``, is refused.
///
/// ```swift
/// let recording = try RecordingReader(path: "run.jsonl")
/// recording.lastStep           // 4
/// try recording.step(2).route  // "players?search=mba/player/id/32"
/// ```
final class RecordingReader {
  /// The largest file read: what ``RecordingFile`` writes at most, with room for a last step
  /// of a feed's largest name.
  static let maximumBytes = 256 << 20

  private let descriptor: Int32
  private let isComplete: Bool
  // Where each line starts, and where the last one ends.
  private var lineStarts = [0]
  // How far the file has been scanned for lines.
  private var scanned = 0
  // Whether the last entry of `lineStarts` ends a last line that has no newline.
  private var endsWithUnterminatedLine = false
  /// What step 0 says of the run.
  private(set) var start = SessionStep.Start(data: "", width: 80, rows: 50, language: "en")

  /// The number of the last step.
  var lastStep: Int { lineStarts.count - 2 }

  /// Opens `path` and checks its first step.
  ///
  /// - Throws: ``ReplayProblem`` when the file cannot be read, is too large, holds no step, or
  ///   its first line is not a start.
  convenience init(path: String) throws(ReplayProblem) {
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
  /// ``refresh()`` reads the lines written since.
  init(descriptor: Int32, isComplete: Bool) throws(ReplayProblem) {
    self.descriptor = descriptor
    self.isComplete = isComplete
    do throws(ReplayProblem) {
      try scanLines()
      guard lineStarts.count >= 2 else { throw .empty }
      guard let start = try Self.step(at: 0, in: descriptor, lineStarts: lineStarts).start else {
        throw .notAStep(line: 1, reason: "the first step has no start")
      }
      self.start = start
    } catch {
      close(descriptor)
      throw error
    }
  }

  /// Finds the lines written since the last look.
  func refresh() {
    try? scanLines()
  }

  deinit {
    close(descriptor)
  }

  /// Step `seq`, read and decoded now.
  ///
  /// - Throws: ``ReplayProblem`` when the line is not a step, or holds another step.
  /// - Complexity: O(*n*) in the step's line.
  func step(_ seq: Int) throws(ReplayProblem) -> SessionStep {
    try Self.step(at: seq, in: descriptor, lineStarts: lineStarts)
  }

  private static func step(
    at seq: Int, in descriptor: Int32, lineStarts: [Int]
  ) throws(ReplayProblem) -> SessionStep {
    let begin = lineStarts[seq]
    let length = lineStarts[seq + 1] - begin
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
      throw .notAStep(line: seq + 1, reason: Self.reason(error))
    }
    guard step.seq == seq else { throw .outOfOrder(line: seq + 1, seq: step.seq) }
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
  private func scanLines() throws(ReplayProblem) {
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
        guard lineStarts.count <= RecordingFile.maximumSteps + 1 else {
          throw .notAStep(
            line: lineStarts.count, reason: "more than \(RecordingFile.maximumSteps) steps")
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

/// A recording as a ``TerminalUI/StepBrowser`` reads it: the steps last read kept, so that
/// drawing a frame reads each of its steps once.
@MainActor
final class BrowsedRecording: RecordedSteps {
  let reader: RecordingReader
  private var kept: [Int: SessionStep] = [:]

  init(_ reader: RecordingReader) {
    self.reader = reader
  }

  var lastStep: Int? {
    reader.refresh()
    return reader.lastStep >= 0 ? reader.lastStep : nil
  }

  func step(_ seq: Int) -> SessionStep? {
    if let step = kept[seq] { return step }
    guard (0...max(reader.lastStep, 0)).contains(seq), let step = try? reader.step(seq) else {
      return nil
    }
    // The panel's steps and a few more: bounded, whatever the recording holds.
    if kept.count >= 2 * StepBrowser.stepsInPanel { kept.removeAll(keepingCapacity: true) }
    kept[seq] = step
    return step
  }
}
