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
  /// The name is not a regular file but a folder, a FIFO, a device or a socket, refused by
  /// what it is before anything is read from it: a recording is read a step at a time, at
  /// the places its lines begin, which only a regular file keeps.
  case notAFile(FileKind)
  /// The file holds more than the most a recording can: its size in bytes.
  case tooLarge(Int)
  /// The file holds no step.
  case empty
  /// Line `line` is not a step this reader knows: what is wrong with it.
  case notAStep(line: Int, defect: StepDefect)
  /// Line `line` holds step `seq`, where another step was expected.
  case outOfOrder(line: Int, seq: Int)
  /// Line `line` is longer than ``RecordingReader/maximumLineBytes``: refused as it is
  /// scanned, before any of it is read.
  case lineTooLong(line: Int)

  /// The exit status when the problem ends a replay (`sysexits.h`): 66 unreadable, 65 data
  /// that is not a recording.
  public var exitCode: Int32 {
    switch self {
    case .unreadable, .notAFile: 66
    case .tooLarge, .empty, .notAStep, .outOfOrder, .lineTooLong: 65
    }
  }

  /// The problem in English, for an app with no words of its own; `reason` may quote the
  /// file, so show it with its controls made visible.
  public var description: String {
    switch self {
    case .unreadable(let code):
      "cannot read the recording: "
        + (strerror(code).map { String(cString: $0) } ?? "error \(code)")
    case .notAFile(let kind):
      "\(kind) is not a recording: replay reads its steps from a regular file"
    case .tooLarge(let bytes):
      "\(bytes) bytes is more than a recording holds (\(RecordingReader.maximumBytes >> 20) MiB)"
    case .empty: "the recording holds no step"
    case .notAStep(let line, let defect): "line \(line) is not a step: \(defect)"
    case .outOfOrder(let line, let seq): "line \(line) holds step \(seq), not step \(line - 1)"
    case .lineTooLong(let line):
      "line \(line) is longer than a step can be (\(RecordingReader.maximumLineBytes >> 20) MiB)"
    }
  }
}

/// What a name that is not a regular file names instead.
///
/// ```swift
/// FileKind.fifo.description  // "a FIFO"
/// ```
public enum FileKind: Equatable, Sendable, CustomStringConvertible {
  /// A folder.
  case directory
  /// A FIFO (a named pipe).
  case fifo
  /// A character device, such as `/dev/null` or `/dev/zero`.
  case characterDevice
  /// A block device.
  case blockDevice
  /// A socket.
  case socket
  /// Any other kind.
  case other

  /// The kind of file `mode` (a `stat`'s `st_mode`) names; `nil` for a regular file.
  init?(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }

  /// The kind in English, with its article: `a folder`, `a FIFO`, `a device`.
  public var description: String {
    switch self {
    case .directory: "a folder"
    case .fifo: "a FIFO"
    case .characterDevice, .blockDevice: "a device"
    case .socket: "a socket"
    case .other: "a special file"
    }
  }
}

/// What is wrong with a line that is not a step: a value, so that an app words it in its own
/// language, with no decoder's English in between.
///
/// ```swift
/// StepDefect.missingField("screen.title").description  // "no “screen.title”"
/// ```
public enum StepDefect: Equatable, Sendable, CustomStringConvertible {
  /// Not JSON, or JSON cut short.
  case notJSON
  /// A field a step must have is missing: its path, such as `screen.title`.
  case missingField(String)
  /// A field holds a value of the wrong type, or one the format does not know: its path.
  case wrongValue(String)
  /// The first step has no `start`.
  case noStart
  /// More lines than a recording holds steps: the most it holds.
  case tooManySteps(Int)
  /// More values than a step's line holds (``RecordingReader/maximumLineValues``): that most.
  case tooManyValues(Int)

  /// The defect in English, for an app with no words of its own.
  public var description: String {
    switch self {
    case .notJSON: "not JSON"
    case .missingField(let path): "no “\(path)”"
    case .wrongValue(let path): "a wrong value at “\(path)”"
    case .noStart: "the first step has no start"
    case .tooManySteps(let most): "more than \(most) steps"
    case .tooManyValues(let most): "more than \(most) values"
    }
  }
}

/// Reads a recording that a ``RecordingFile`` wrote, one step at a time: it finds where each
/// line starts once, then reads and decodes only the step asked for.
///
/// Memory is one offset a step and the one step read, whatever the file holds; a file larger
/// than ``maximumBytes``, a line longer than ``maximumLineBytes``, or more lines than
/// ``RecordingFile/Limits/recording`` steps, is refused; a string longer than
/// ``maximumStringBytes`` is cut, and events past ``/MVVMC/SessionStep/maximumEvents``
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
  /// ``/MVVMC/SessionStep/maximumEvents`` are dropped, counted as strings, arrays, objects
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

  /// Bounds the JSON text `line` of a step before it is decoded, in one pass, in place: cuts
  /// each string that takes more than ``maximumStringBytes`` between its quotes, before a
  /// scalar or an escape (never inside one, nor between the two escapes of a surrogate pair),
  /// ending it with `…` as ``RecordingFile`` writes one; drops the elements of the step's
  /// `events` past ``/MVVMC/SessionStep/maximumEvents``; and counts the values left.
  ///
  /// - Returns: How many events were dropped, or `nil` when more than ``maximumLineValues``
  ///   values are left: decoding costs a few dozen bytes a value.
  /// - Complexity: O(*n*) in the line's bytes.
  static func bound(_ line: inout [UInt8]) -> Int? {
    let most = maximumStringBytes
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    let highSurrogateDigits = Array("89ab".utf8)
    let eventsKey = Array("events".utf8)
    let count = line.count
    var read = 0
    var written = 0
    var values = 0
    var inString = false
    var cut = false
    // Where the string's text starts, and where its last unit that leaves room for `…` ends.
    var textStart = 0
    var lastFit = 0
    // Nesting, and the step's `events`: whether its key was just read, the events begun,
    // and whether the rest of them is being skipped (then at what nesting, in a string).
    var depth = 0
    var afterEventsKey = false
    var events = -1
    var skipping = false
    var dropped = 0
    var skippedInString = false
    var skippedEscape = false
    while read < count {
      let byte = line[read]
      if skipping {
        read += 1
        if skippedInString {
          if skippedEscape {
            skippedEscape = false
          } else if byte == backslash {
            skippedEscape = true
          } else if byte == quote {
            skippedInString = false
          }
          continue
        }
        switch byte {
        case quote: skippedInString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 1 {
            // The events' closing bracket.
            skipping = false
            events = -1
            line[written] = byte
            written += 1
          }
        case UInt8(ascii: ","): if depth == 2 { dropped += 1 }
        default: break
        }
        continue
      }
      guard inString, byte != quote else {
        if inString {
          if cut {
            written = lastFit
            for ellipsis: UInt8 in [0xE2, 0x80, 0xA6] {
              line[written] = ellipsis
              written += 1
            }
          }
          // A key of the step's own object, or a value.
          afterEventsKey = depth == 1 && !cut && line[textStart..<written].elementsEqual(eventsKey)
        } else {
          switch byte {
          case quote, UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ","):
            values += 1
            guard values <= maximumLineValues else { return nil }
          default: break
          }
          switch byte {
          case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            if depth == 2, afterEventsKey, byte == UInt8(ascii: "[") { events = 0 }
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 1 { events = -1 }
          case UInt8(ascii: ","):
            if depth == 2, events >= 0 {
              events += 1
              if events >= SessionStep.maximumEvents {
                // The comma goes too: the rest of the events, to the closing bracket.
                skipping = true
                dropped += 1
                read += 1
                continue
              }
            }
          case quote: break
          default:
            if byte > 0x20, byte != UInt8(ascii: ":") { afterEventsKey = false }
          }
        }
        line[written] = byte
        written += 1
        read += 1
        if byte == quote {
          inString.toggle()
          textStart = written
          lastFit = written
          cut = false
        }
        continue
      }
      // One unit: an escape (a surrogate pair's two together), or one scalar's bytes.
      var length = 1
      if byte == backslash {
        length = read + 1 < count && line[read + 1] == UInt8(ascii: "u") ? 6 : 2
        if length == 6, read + 12 <= count, line[read + 2] | 0x20 == UInt8(ascii: "d"),
          highSurrogateDigits.contains(line[read + 3] | 0x20), line[read + 6] == backslash
        {
          length = 12
        }
      } else if byte >= 0xC0 {
        length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      }
      length = min(length, count - read)
      if !cut {
        if written - textStart + length > most {
          cut = true
        } else {
          for offset in 0..<length { line[written + offset] = line[read + offset] }
          written += length
          if written - textStart <= most - 3 { lastFit = written }
        }
      }
      read += length
    }
    line.removeLast(count - written)
    return dropped
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
