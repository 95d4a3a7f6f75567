import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Inputs at the edges, through the real program: each ends with its documented status and one
/// line on standard error, never with a trap (a status of 128 or more).
@Suite(.tags(.process), .skippedInFastLoop) struct ExtremeInputTests {
  static let intMin = "-9223372036854775808"

  @Test func theSmallestNumberIsACommandErrorEverywhereATypedNumberGoes() async throws {
    let script = "open \(Self.intMin)\nfilter \(Self.intMin)\nfilter\n\(Self.intMin)\nback\n"
    let result = try await DemoExecutable.run(["--rows", "3"], input: .pipe(script))
    #expect(result.exitCode == 1)
    #expect(result.errorLines.count == 3)
    #expect(
      result.errorLines.first
        == "psg-demo: no row \(Self.intMin) in the list (choose one of rows 1 to 35)")
    #expect(result.errorLines.dropFirst().allSatisfy { $0.hasPrefix("psg-demo: unknown filter") })
  }

  @Test(arguments: [
    "players?filter=\(intMin)", "player/\(intMin)", "player/1\(intMin.dropFirst())",
  ])
  func anExtremeNumberInARouteIsAUsageError(_ route: String) async throws {
    let result = try await DemoExecutable.run(["--open", route])
    #expect(result.exitCode == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.standardOutput == "")
  }

  @Test func aFIFOWithNoWriterEndsAtOnceWith66() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-feed-\(UUID().uuidString).fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let result = try await DemoExecutable.run(["--data", path])
    #expect(result.exitCode == 66)
    #expect(result.errorLines == ["psg-demo: \(path): a FIFO with no writer: nothing to read"])
  }

  /// As `--data`: a script FIFO that no program writes to would hold open(2) forever. The
  /// child's timeout is a hang guard only; the status shows the wait ended by itself.
  @Test func aScriptFIFOWithNoWriterEndsAtOnceWith66() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-script-\(UUID().uuidString).fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let result = try await DemoExecutable.run(["--script", path], timeout: 60)
    #expect(result.exitCode == 66)
    #expect(result.errorLines == ["psg-demo: \(path): a FIFO with no writer: nothing to read"])
    #expect(result.standardOutput == "")
  }

  /// A script FIFO whose writer is there runs, its first byte included.
  @Test func aScriptFIFOWithAWriterRuns() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-script-\(UUID().uuidString).fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    // The shell holds the FIFO open to write (opened for reading and writing, which does not
    // wait) with the script in it, and the program inherits that writer: it is there before
    // the program looks, however busy the machine.
    let result = try await ChildProcess.run(
      "/bin/sh",
      arguments: [
        "-c", #"exec 3<>"$1"; printf 'search mba\nquit\n' >&3; exec "$0" --script "$1" --rows 5"#,
        try DemoExecutable.path.get(), path,
      ])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.contains("Kylian MBAPPÉ"))
  }
}
