import Foundation
import TestSupport
import Testing

/// Output that cannot be written: a full disk, a closed descriptor, a reader that left. Each
/// ends with status 74 (`EX_IOERR`) and one line on standard error while it still works, never
/// with a crash.
///
/// The streams are arranged by `/bin/sh`, as a user's shell would arrange them.
@Suite(.tags(.process), .skippedInFastLoop) struct OutputFailureTests {
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

  /// A closed standard output is held by `/dev/null` from the start, so the trace file cannot
  /// take its number: the transcript is an output error, and the file holds only the trace.
  @Test func closedStandardOutputIsNotTheTraceFile() async throws {
    try await withTemporaryFile { trace in
      let result = try await shell(#"echo 'search mba' | "$0" --trace-file "$1" >&-"#, trace)
      #expect(result.exitCode == 74)
      #expect(
        result.errorLines == ["psg-demo: cannot write to standard output: Bad file descriptor"])
      let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
      #expect(!lines.isEmpty)
      #expect(lines.allSatisfy { $0.hasPrefix("trace: ") }, "\(lines)")
    }
  }

  /// With standard error closed, an error message fails (74) rather than landing in the trace
  /// file, which took descriptor 2 before.
  @Test func closedStandardErrorIsNotTheTraceFile() async throws {
    try await withTemporaryFile { trace in
      let result = try await shell(
        #"echo 'open 99' | "$0" --trace-file "$1" --script - 2>&-"#, trace)
      #expect(result.exitCode == 74)
      let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
      #expect(lines.allSatisfy { $0.hasPrefix("trace: ") }, "\(lines)")
    }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here"))
  func exportToAFullDiskSaysWhy() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("site-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await shell(#"exec "$0" export "$1" > /dev/full"#, folder.path)
    #expect(result.exitCode == 74)
    #expect(
      result.errorLines == ["psg-demo: cannot write to standard output: No space left on device"])
  }

  /// A trace FIFO whose reader leaves: the next write fails with EPIPE, which is reported with
  /// its reason (74), not a death by SIGPIPE (141). The shell holds the FIFO's only reader,
  /// never reading, so the program's writes block once the FIFO is full; it lets go of it once
  /// the program has shown its first frame, and so has the trace file open.
  @Test func traceFIFOWhoseReaderLeavesIsAnOutputError() async throws {
    let fifo = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-fifo-\(UUID().uuidString)")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: fifo) }
    try await withTemporaryFile { script in
      // Far more trace than a FIFO holds (64 KiB), so a write is still to come when it goes.
      try String(repeating: "search mba\nclear\n", count: 2_000)
        .write(toFile: script, atomically: true, encoding: .utf8)
      let transcript = script + ".out"
      defer { unlink(transcript) }
      let result = try await shell(
        #"exec 3<>"$1"; "$0" --trace-file "$1" --script "$2" 3<&- > "$3" & child=$!; "#
          + #"until [ -s "$3" ]; do sleep 0.05; done; exec 3<&-; "#
          + #"wait "$child"; echo "status $?""#,
        fifo.path, script, transcript)
      #expect(result.standardOutput == "status 74\n")
      #expect(result.errorLines == ["psg-demo: cannot write to \(fifo.path): Broken pipe"])
    }
  }

  /// Runs `body` with the path of a fresh temporary file, removed afterwards.
  private func withTemporaryFile(_ body: (String) async throws -> Void) async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-\(UUID().uuidString)").path
    defer { unlink(path) }
    try await body(path)
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
