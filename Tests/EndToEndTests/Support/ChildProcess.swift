import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to its end without blocking a thread, so that many tests can run at once.
///
/// Standard output and standard error go to temporary files (a chatty program cannot fill a
/// pipe and stall), standard input is `/dev/null` or a real pipe filled before the program
/// starts, and the environment is only what the test gives, plus `PATH`, `HOME` and `LANG`, so
/// that a developer's `NO_COLOR` or `COLUMNS` cannot change a result.
///
/// ```swift
/// let result = try await ChildProcess.run("/bin/echo", arguments: ["PSG"])
/// result.standardOutput  // "PSG\n"
/// result.exitCode        // 0
/// ```
enum ChildProcess {
  /// What the program reads on standard input.
  enum Input: Sendable {
    /// Nothing: standard input is `/dev/null`.
    case none
    /// A pipe holding this text, closed after it, as in `printf … | program`.
    case pipe(String)
  }

  /// Runs `executable` and returns what it wrote and how it ended.
  ///
  /// After `timeout` seconds the program is killed and the result says `timedOut`.
  ///
  /// - Throws: When the program cannot be started or its output cannot be read.
  static func run(
    _ executable: String, arguments: [String] = [], input: Input = .none,
    environment: [String: String] = [:], timeout: TimeInterval = 10
  ) async throws -> ProcessOutput {
    let fileManager = FileManager.default
    let folder = fileManager.temporaryDirectory.appendingPathComponent(
      "psg-e2e-" + UUID().uuidString, isDirectory: true)
    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: folder) }
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = baseEnvironment.merging(environment) { _, given in given }
    let standardInput = try input.fileHandle()
    let standardOutput = try FileHandle(forWritingTo: outputFile)
    let standardError = try FileHandle(forWritingTo: errorFile)
    defer {
      try? standardInput.close()
      try? standardOutput.close()
      try? standardError.close()
    }
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = standardError

    var watchdog: DispatchWorkItem?
    let ending: Result<(Int32, Process.TerminationReason), any Error> =
      await withCheckedContinuation { continuation in
        process.terminationHandler = { finished in
          continuation.resume(returning: .success((finished.terminationStatus, finished.terminationReason)))
        }
        do {
          try process.run()
        } catch {
          continuation.resume(returning: .failure(error))
          return
        }
        let processID = process.processIdentifier
        let kill = DispatchWorkItem { _ = Glibc.kill(processID, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: kill)
        watchdog = kill
      }
    watchdog?.cancel()
    let (status, reason) = try ending.get()

    return ProcessOutput(
      standardOutput: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self),
      exitCode: status,
      timedOut: reason == .uncaughtSignal && status == SIGKILL)
  }

  /// The variables every child gets: enough to find programs and decode UTF-8, nothing that
  /// changes colours or widths.
  private static var baseEnvironment: [String: String] {
    let inherited = ProcessInfo.processInfo.environment
    var environment = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
    environment["HOME"] = inherited["HOME"]
    return environment
  }
}

extension ChildProcess.Input {
  /// A handle to give the child as its standard input.
  fileprivate func fileHandle() throws -> FileHandle {
    switch self {
    case .none:
      guard let handle = FileHandle(forReadingAtPath: "/dev/null") else {
        throw CocoaError(.fileReadNoPermission)
      }
      return handle
    case .pipe(let text):
      // Both ends close on exec, so another test's child does not keep the pipe open; the
      // text is written before the child starts, so this process cannot get SIGPIPE.
      var ends: [Int32] = [0, 0]
      guard Glibc.pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
      let bytes = Array(text.utf8)
      precondition(bytes.count < 65_536, "a script must fit in a pipe's buffer")
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        guard count > 0 else {
          close(ends[0])
          close(ends[1])
          throw POSIXError(.EPIPE)
        }
        written += count
      }
      close(ends[1])
      return FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
    }
  }
}
