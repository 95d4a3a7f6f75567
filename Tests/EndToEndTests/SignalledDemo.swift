import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `psg-demo` run with its standard input a pipe that stays open, so it waits for commands as
/// behind `cat |`, after `input` if given, and its standard output in a file read while it
/// runs: once what it wrote satisfies `isReady`, it is sent `signal`.
///
/// ```swift
/// let run = try await SignalledDemo.run(["--renderer", "json"], signal: SIGTERM) {
///   $0.hasSuffix("}\n")
/// }
/// run.result.exitCode   // 143
/// ```
struct SignalledDemo {
  /// How the program ended.
  var result: ProcessOutput
  /// What it wrote on standard output.
  var output: String
  /// Whether it was signalled: `isReady` held before it ended.
  var signalled: Bool

  static func run(
    _ arguments: [String], input text: String = "", signal: Int32,
    once isReady: @escaping (String) -> Bool
  ) async throws -> SignalledDemo {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-signal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("input")
    try #require(mkfifo(input.path, 0o600) == 0)
    // Held open for writing, the pipe never ends: the program waits on it.
    let writer = open(input.path, O_RDWR | O_CLOEXEC)
    try #require(writer >= 0)
    defer { close(writer) }
    try #require(text.withCString { write(writer, $0, strlen($0)) } == text.utf8.count)
    let output = folder.appendingPathComponent("output")
    let demo = try DemoExecutable.path.get()
    var signalled = false
    let result = try await ChildProcess.run(
      "/bin/sh", arguments: ["-c", #"exec "$0" "$@" > "$OUTPUT""#, demo] + arguments,
      input: .file(input.path), environment: ["OUTPUT": output.path], timeout: 600
    ) { id in
      guard !signalled, let shown = try? String(contentsOf: output, encoding: .utf8),
        isReady(shown)
      else { return }
      signalled = true
      kill(id, signal)
    }
    return SignalledDemo(
      result: result, output: try String(contentsOf: output, encoding: .utf8),
      signalled: signalled)
  }
}
