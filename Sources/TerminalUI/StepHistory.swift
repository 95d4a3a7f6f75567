import MVVMC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The run so far, step by step, for `h` to browse: the newest steps of a run, kept as a
/// recording in temporary files (``RecordingFile/spool(limits:)``), the oldest dropped at a
/// cap.
///
/// The history holds at most ``capacity`` steps and ``capacity`` bytes on disk (plus one step
/// a part). It keeps them in two parts of half the cap each: once the newest part is full, the
/// older part goes, with all its steps, and a new one begins. So it always holds the last
/// half of the cap or more, and rewinding costs, in memory, one offset a step kept and the few
/// steps a frame draws, however long the run.
///
/// ```swift
/// let history = StepHistory()            // 10,000 steps, 64 MiB
/// history.write(recorder.step())         // step 0
/// history.write(recorder.step(command: "key Enter"))
/// history.lastStep                       // 1
/// history.step(1)?.command               // "key Enter"
/// ```
@MainActor
public final class StepHistory: RecordedSteps {
  /// The most the history holds: its steps and its bytes on disk.
  public let capacity: RecordingFile.Limits
  // The older part, then the part being written; each a file and its reader.
  private var parts: [(file: RecordingFile, reader: BrowsedRecording)] = []
  /// Why the history stopped growing (a temporary file that cannot be made or written);
  /// `nil` while it grows.
  public private(set) var stop: RecordingFile.Stop?

  /// Creates an empty history that holds at most `capacity`.
  ///
  /// - Parameter capacity: The most steps and bytes kept, no more than a recording's
  ///   (``RecordingFile/Limits/recording``); each part holds half of it, at least one step.
  public init(capacity: RecordingFile.Limits = .recording) {
    self.capacity = RecordingFile.Limits(
      steps: min(capacity.steps, RecordingFile.Limits.recording.steps),
      bytes: min(capacity.bytes, RecordingFile.Limits.recording.bytes))
  }

  /// The limits of one part: half the history's.
  private var partLimits: RecordingFile.Limits {
    RecordingFile.Limits(steps: max(capacity.steps / 2, 1), bytes: max(capacity.bytes / 2, 1))
  }

  /// Adds `step`, the next one of the run, dropping the oldest part when the newest is full.
  ///
  /// - Complexity: O(*n*) in the step's text.
  public func write(_ step: SessionStep) {
    guard stop == nil else { return }
    if parts.last?.file.hasRoom != true {
      guard let file = RecordingFile.spool(limits: partLimits) else {
        // mkstemp(3)'s reason, or EIO when it left none.
        stop = .writeFailed(errno != 0 ? errno : EIO)
        return
      }
      if parts.count == 2 { parts.removeFirst() }
      file.write(step)
      guard let reader = file.reader(firstStep: step.seq) else {
        stop = file.stop ?? .writeFailed(EIO)
        return
      }
      parts.append((file, BrowsedRecording(reader)))
    } else if let part = parts.last {
      part.file.write(step)
      switch part.file.stop {
      case .writeFailed, .stepTooLarge: stop = part.file.stop
      case .steps, .bytes, nil: break
      }
    }
  }

  public var firstStep: Int {
    parts.first?.reader.firstStep ?? 0
  }

  public var lastStep: Int? {
    parts.last?.reader.lastStep
  }

  public func step(_ seq: Int) -> SessionStep? {
    parts.last { seq >= $0.reader.firstStep }?.reader.step(seq)
  }
}
