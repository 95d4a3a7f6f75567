import Foundation
import TestSupport
import Testing

/// Output that cannot be written: a full disk, a closed descriptor, a reader that left. Each
/// ends with status 74 (`EX_IOERR`) and one line on standard error while it still works, never
/// with a crash.
///
/// The streams are arranged by `/bin/sh`, as a user's shell would arrange them.
@Suite struct OutputFailureTests {
  /// Runs `command` with `sh -c`, where `$0` is psg-demo and `$1`… are `arguments`.
  private func shell(_ command: String, _ arguments: String...) async throws -> ProcessOutput {
    try await ChildProcess.run(
      "/bin/sh", arguments: ["-c", command, try DemoExecutable.path.get()] + arguments)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here"))
  func fullDiskIsAnOutputError() async throws {
    let result = try await shell(#"exec "$0" --help > /dev/full"#)
    #expect(result.exitCode == 74)
    #expect(
      result.errorLines == ["psg-demo: cannot write to standard output: No space left on device"])
  }

  @Test func closedStandardOutputIsAnOutputError() async throws {
    let result = try await shell(#"exec "$0" --version >&-"#)
    #expect(result.exitCode == 74)
    #expect(result.errorLines == ["psg-demo: cannot write to standard output: Bad file descriptor"])
  }

  @Test func closedStandardErrorOnAnErrorPathIsAnOutputError() async throws {
    let result = try await shell(#"exec "$0" --dance 2>&-"#)
    #expect(result.exitCode == 74)
    #expect(result.standardOutput == "")
  }

  /// A reader that leaves without reading, while SIGPIPE is ignored: the program's writes fail
  /// with EPIPE once the pipe is full. That is how `| head` ends, so nothing is reported.
  @Test func readerThatLeavesEndsQuietly() async throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("many-frames-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: script) }
    // About 1.5 MB of frames: far more than a pipe holds, so some write must fail.
    try Data(String(repeating: "clear\n", count: 400).utf8).write(to: script)
    let result = try await shell(
      #"exec 3>&1; trap "" PIPE; { "$0" --script "$1"; echo "status $?" >&3; } | true"#,
      script.path)
    #expect(result.standardOutput == "status 74\n")
    #expect(result.standardError == "")
  }

  @Test func unwritableTraceFileIsReported() async throws {
    let folder = FileManager.default.temporaryDirectory.path
    let result = try await DemoExecutable.run(
      ["--trace-file", folder, "--script", "-"], input: .pipe("quit\n"))
    #expect(result.exitCode == 73)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines == ["psg-demo: \(folder): cannot open the trace file: Is a directory"])
  }
}
