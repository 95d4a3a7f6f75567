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
    // Once the first screen is written whole, the program waits for its first command.
    let run = try await SignalledDemo.run(["--renderer", "json"], signal: signal) {
      $0.hasSuffix("}\n")
    }
    #expect(run.signalled)
    #expect(run.result.exitCode == 128 + signal, "\(run.result)")
    let stream = try StreamLines(run.output)
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
