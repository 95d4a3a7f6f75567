import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal that ends the JSON stream ends it with its own `end` line, naming the signal, and
/// the status 128 + its number: a client reading the stream sees how the run ended.
@Suite(.tags(.process), .skippedInFastLoop) struct StreamSignalTests {
  @Test(arguments: [
    (SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
  ])
  func aSignalEndsTheStreamWithAnEndLine(signal: Int32, name: String) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-stream-signal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A pipe that stays open: the program waits for commands on it.
    let input = folder.appendingPathComponent("input")
    try #require(mkfifo(input.path, 0o600) == 0)
    let writer = open(input.path, O_RDWR | O_CLOEXEC)
    try #require(writer >= 0)
    defer { close(writer) }
    let output = folder.appendingPathComponent("output")
    let demo = try DemoExecutable.path.get()
    var signalled = false
    let result = try await ChildProcess.run(
      "/bin/sh", arguments: ["-c", #"exec "$0" --renderer json > "$OUTPUT""#, demo],
      input: .file(input.path), environment: ["OUTPUT": output.path], timeout: 600
    ) { id in
      // Once the first screen is written whole, the program waits for its first command.
      guard !signalled,
        let shown = try? String(contentsOf: output, encoding: .utf8),
        shown.hasSuffix("}\n")
      else { return }
      signalled = true
      kill(id, signal)
    }
    #expect(signalled)
    #expect(result.exitCode == 128 + signal, "\(result)")
    let stream = try StreamLines(try String(contentsOf: output, encoding: .utf8))
    try #require(stream.lines.map(\.kind) == ["screen", "end"])
    let end = stream.lines[1]
    #expect(end.status == Int(128 + signal))
    #expect(end.seq == nil)
    #expect(end.text.contains(#""signal":"\#(name)""#), "\(end.text)")
    if ScreenSchema.shouldRun {
      #expect(try ScreenSchema.problems(in: stream.lines.map(\.text), as: "streamLine") == [])
    }
  }
}
