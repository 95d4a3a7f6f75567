import PSGDemo
import Rendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `--trace` and `--trace-file` send the session's events: one `trace: …` line each,
/// sanitised, on standard error or appended to a file.
///
/// The session's trace callback cannot throw, so the first failed write is kept and the runner
/// asks for it with ``check()`` after each step.
///
/// ```swift
/// let trace = try TraceOutput(options: options)  // nil without --trace or --trace-file
/// let session = DemoSession(configuration: configuration, trace: trace?.record)
/// try trace?.check()
/// ```
@MainActor
final class TraceOutput {
  /// A trace file that cannot be opened: exit status 73 (`EX_CANTCREAT`).
  struct OpenFailure: Error, CustomStringConvertible {
    /// The file's name as given.
    var path: String
    /// The `errno` of open(2).
    var code: Int32
    /// Which file: the trace or the recording.
    var file: OutputFile = .trace

    /// A file the command line writes besides its output.
    enum OutputFile: Equatable, Sendable {
      /// `--trace-file`.
      case trace
      /// `--record`.
      case recording
    }

    static let exitCode: Int32 = 73

    /// The failure in English: `trace.log: cannot open the trace file: Permission denied`.
    var description: String {
      CommandLineWords.english.describe(self)
    }
  }

  private let output: OutputDescriptor
  private let ownsDescriptor: Bool
  private var failure: WriteError?

  /// The trace the options ask for, or `nil` for none.
  ///
  /// The file is opened without blocking: a FIFO that no program reads would otherwise hold
  /// the open until a reader comes, silently, before the app starts. Such a FIFO is refused;
  /// once open, writes block as usual, so a slow reader slows the trace rather than losing it.
  ///
  /// - Throws: ``OpenFailure`` when `--trace-file` names a file that cannot be created or
  ///   appended to, or a FIFO that no program reads.
  convenience init?(options: DemoOptions) throws(OpenFailure) {
    if let path = options.traceFile {
      let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o666)
      guard descriptor >= 0 else { throw OpenFailure(path: path, code: errno) }
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      self.init(
        OutputDescriptor(descriptor: descriptor, target: .file(path)), ownsDescriptor: true)
    } else if options.trace {
      self.init(.standardError, ownsDescriptor: false)
    } else {
      return nil
    }
  }

  private init(_ output: OutputDescriptor, ownsDescriptor: Bool) {
    self.output = output
    self.ownsDescriptor = ownsDescriptor
  }

  deinit {
    if ownsDescriptor { close(output.descriptor) }
  }

  /// Writes one event; after a failure, writes nothing more.
  func record(_ event: String) {
    guard failure == nil else { return }
    do throws(WriteError) {
      try output.write("trace: \(event.sanitizedForTerminal)\n")
    } catch {
      failure = error
    }
  }

  /// Throws the first failed write, if any.
  func check() throws(WriteError) {
    if let failure { throw failure }
  }
}
