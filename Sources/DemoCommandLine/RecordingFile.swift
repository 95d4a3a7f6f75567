import Foundation
import JSONRendering
import MVVMC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `--record FILE` writes the run: one ``MVVMC/SessionStep`` a line, as JSON Lines
/// (Docs/RecordingFormat.md).
///
/// The file is bounded: after ``maximumSteps`` steps, or once ``maximumBytes`` are written,
/// recording stops with one line on standard error and the app goes on. A step is written
/// whole once begun, so the file holds at most ``maximumBytes`` plus one step. A write that
/// fails stops recording the same way: the run is worth more than its record.
///
/// ```swift
/// let file = try RecordingFile(path: "run.jsonl", words: .english)
/// file.write(recorder.step())  // step 0
/// ```
@MainActor
final class RecordingFile {
  /// Why recording stopped before the run ended.
  enum Stop: Equatable {
    /// ``RecordingFile/maximumSteps`` steps were written.
    case steps(Int)
    /// ``RecordingFile/maximumBytes`` bytes were written.
    case bytes(Int)
    /// A write failed: why, in the run's language.
    case writeFailed(String)
  }

  /// The most steps a file holds: the start and 9,999 keys or commands.
  nonisolated static let maximumSteps = 10_000
  /// The bytes after which no step is begun: 64 MiB.
  nonisolated static let maximumBytes = 64 << 20

  private let output: OutputDescriptor
  private let path: String
  // Opens the file again for reading, for the run's history; `nil` when it cannot.
  private let openForReading: () -> Int32?
  /// Where the line that says recording stopped goes: standard error unless the host, which
  /// owns the screen, keeps it for later.
  var report: @MainActor (String) -> Void = { _ = DemoRunner.fail($0, status: 0) }
  private let words: CommandLineWords
  private let limits: (steps: Int, bytes: Int)
  private(set) var stepsWritten = 0
  private(set) var bytesWritten = 0
  /// Why recording stopped; `nil` while it goes on.
  private(set) var stop: Stop?

  /// Creates `path`, or empties it, to record into.
  ///
  /// Opened without blocking, as the trace file is: a FIFO that no program reads is refused
  /// rather than holding the app before it starts.
  ///
  /// - Throws: ``TraceOutput/OpenFailure`` naming the recording when the file cannot be
  ///   created or written.
  convenience init(
    path: String, words: CommandLineWords,
    limits: (steps: Int, bytes: Int) = (maximumSteps, maximumBytes)
  ) throws(TraceOutput.OpenFailure) {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o666)
    guard descriptor >= 0 else {
      throw TraceOutput.OpenFailure(path: path, code: errno, file: .recording)
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    self.init(
      output: OutputDescriptor(descriptor: descriptor, target: .file(path)), path: path,
      words: words, limits: limits
    ) {
      let reading = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      return reading >= 0 ? reading : nil
    }
  }

  private init(
    output: OutputDescriptor, path: String, words: CommandLineWords,
    limits: (steps: Int, bytes: Int), openForReading: @escaping () -> Int32?
  ) {
    self.output = output
    self.path = path
    self.words = words
    self.limits = limits
    self.openForReading = openForReading
  }

  /// A recording no one else sees, for the full-screen app's history: a temporary file,
  /// removed from its folder as soon as it is made, so it goes when the run ends, however it
  /// ends. `nil` when no temporary file can be made (the app then keeps no history).
  static func spool(words: CommandLineWords) -> RecordingFile? {
    let folder =
      ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
      ?? "/tmp"
    var template = Array((folder + "/psg-demo-history-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return nil }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let file = RecordingFile(
      output: OutputDescriptor(descriptor: descriptor, target: .file("history")),
      path: "history", words: words, limits: (maximumSteps, maximumBytes)
    ) {
      let reading = dup(descriptor)
      return reading >= 0 ? reading : nil
    }
    file.report = { _ in }
    return file
  }

  /// The file as the run's history reads it, its lines so far and those written later; `nil`
  /// before step 0 is written, or when it cannot be read.
  func history() -> BrowsedRecording? {
    guard stepsWritten > 0, let descriptor = openForReading(),
      let reader = try? RecordingReader(descriptor: descriptor, isComplete: false)
    else { return nil }
    return BrowsedRecording(reader)
  }

  deinit {
    close(output.descriptor)
  }

  /// Writes `step` as one line, unless recording has stopped; stops it, with its one line on
  /// standard error, at a limit or a failed write.
  func write(_ step: SessionStep) {
    guard stop == nil else { return }
    if stepsWritten >= limits.steps {
      end(.steps(limits.steps))
      return
    }
    if bytesWritten >= limits.bytes {
      end(.bytes(limits.bytes))
      return
    }
    do throws(WriteError) {
      // In pieces: a step that shows a name of megabytes is never held whole as text.
      let written = try Self.encoder.line(encoding: step) { (piece: String) throws(WriteError) in
        try output.write(piece)
        bytesWritten += piece.utf8.count
      }
      if written { stepsWritten += 1 }
    } catch {
      end(.writeFailed(words.describe(error)))
    }
  }

  private func end(_ reason: Stop) {
    stop = reason
    report(words.recordingStopped(reason, path.nameForMessage))
  }

  private static let encoder = JSONRenderer()
}
