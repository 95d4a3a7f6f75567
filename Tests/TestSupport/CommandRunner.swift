import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs an external command with text on its standard input and collects what it writes.
///
/// Output goes to temporary files rather than pipes, so a command that writes a lot cannot
/// block on a full pipe while the caller waits for it.
///
/// Foundation's `Process` on Linux notices the end of a command only once the processes it
/// started in the background have ended too, so the timeout stops a command that hangs, but a
/// shell script should `exec` its last command rather than leave a child behind.
///
/// ```swift
/// let result = try CommandRunner.run("/usr/bin/tr", arguments: ["a-z", "A-Z"], input: "psg")
/// result.standardOutput  // "PSG"
/// result.exitCode        // 0
/// ```
public enum CommandRunner {
  /// What a finished command left behind.
  public struct Result: Sendable, Equatable {
    /// What it wrote on standard output, decoded as UTF-8.
    public var standardOutput: String
    /// What it wrote on standard error, decoded as UTF-8.
    public var standardError: String
    /// Its exit status, or the signal that ended it.
    public var exitCode: Int32
    /// Whether it was stopped for running longer than the timeout.
    public var timedOut: Bool

    /// Creates a result, for comparing with one that a command produced.
    public init(standardOutput: String, standardError: String, exitCode: Int32, timedOut: Bool) {
      self.standardOutput = standardOutput
      self.standardError = standardError
      self.exitCode = exitCode
      self.timedOut = timedOut
    }
  }

  /// Runs `executable` with `arguments`, feeding it `input`, and waits at most `timeout`
  /// seconds before terminating it.
  ///
  /// - Throws: When the command cannot be started or its output cannot be read.
  public static func run(
    _ executable: String, arguments: [String] = [], input: String = "",
    timeout: TimeInterval = 10
  ) throws -> Result {
    let fileManager = FileManager.default
    let folder = fileManager.temporaryDirectory.appendingPathComponent(
      "command-" + UUID().uuidString, isDirectory: true)
    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: folder) }
    let inputFile = folder.appendingPathComponent("stdin")
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: inputFile)
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let standardInput = try FileHandle(forReadingFrom: inputFile)
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
    try process.run()

    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.005)
    }
    let timedOut = process.isRunning
    if timedOut {
      // SIGKILL rather than `terminate()`'s SIGTERM, which a child may have blocked.
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()

    return Result(
      standardOutput: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self),
      exitCode: process.terminationStatus,
      timedOut: timedOut)
  }
}
