import MVVMC

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
