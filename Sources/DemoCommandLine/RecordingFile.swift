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
  init(
    path: String, words: CommandLineWords,
    limits: (steps: Int, bytes: Int) = (maximumSteps, maximumBytes)
  ) throws(TraceOutput.OpenFailure) {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o666)
    guard descriptor >= 0 else {
      throw TraceOutput.OpenFailure(path: path, code: errno, file: .recording)
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    self.output = OutputDescriptor(descriptor: descriptor, target: .file(path))
    self.path = path
    self.words = words
    self.limits = limits
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
    _ = DemoRunner.fail(words.recordingStopped(reason, path.nameForMessage), status: 0)
  }

  private static let encoder = JSONRenderer()
}
