import Foundation

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
