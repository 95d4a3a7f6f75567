import Foundation
import TestSupport
import Testing

/// The limits of `Docs/LimitsAndFailure.md`, from outside: endless or huge input held in
/// bounded memory, a feed nested one level too deep, a trace file that would block.
@Suite(.tags(.process), .skippedInFastLoop) struct LimitTests {
  /// The memory the whole process may hold, whatever its input: 64 MiB.
  static let memoryBound = 64 << 20

  /// `/dev/zero` never ends and holds no newline: the reader drops the one endless line as it
  /// reads it. The program is stopped after a few seconds; its memory never grew.
  @Test(arguments: [["--renderer", "plain"], ["--renderer", "plain", "--script", "/dev/zero"]])
  func endlessInputWithoutANewlineStaysInBoundedMemory(arguments: [String]) async throws {
    let (result, peak) = try await ChildProcess.runMeasuringMemory(
      try DemoExecutable.path.get(), arguments: arguments, input: .file("/dev/zero"), timeout: 3)
    #expect(result.timedOut, "the endless input ended: \(result.errorLines)")
    try expectBounded(peak)
  }

  /// Where `/proc` tells the peak, it is under the bound. A program that may end on its own
  /// can end before the first look on a busy machine: then there is no peak to check.
  private func expectBounded(_ peak: Int?, mayEndFirst: Bool = false) throws {
    #if os(Linux)
      if mayEndFirst, peak == nil { return }
      let bytes = try #require(peak, "no peak memory in /proc")
      #expect(bytes < Self.memoryBound, "\(bytes >> 20) MiB resident")
    #endif
  }

  /// A line of 50 MB is read, dropped as it comes, and refused with its length; the commands
  /// after it run. The file is sparse: its 50 MB of NUL bytes take no room on the disk.
  @Test func aHugeLineIsRefusedWithItsLengthInBoundedMemory() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("huge-line-\(UUID().uuidString).txt")
    try #require(FileManager.default.createFile(atPath: file.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: file) }
    let handle = try FileHandle(forWritingTo: file)
    try handle.seek(toOffset: 50_000_000)
    try handle.write(contentsOf: Data("\nsearch mba\n".utf8))
    try handle.close()
    let (result, peak) = try await ChildProcess.runMeasuringMemory(
      try DemoExecutable.path.get(), arguments: ["--width", "60"], input: .file(file.path))
    #expect(result.exitCode == 1)
    #expect(
      result.errorLines == [
        "psg-demo: the command’s text is 50000000 bytes long; at most 1024 are read (type a shorter command)"
      ])
    #expect(Transcript(result.standardOutput).tableRows(inFrame: 1).count == 1, "search mba ran")
    try expectBounded(peak, mayEndFirst: true)
  }

  /// A script from a pipe is checked line by line: the commands before a line that is not
  /// UTF-8 run, then the run ends with 65.
  @Test func aPipedScriptLineThatIsNotUTF8EndsTheRunWithADataError() async throws {
    let shell = try #require(TestEnvironment.executable(named: "sh"))
    let result = try await ChildProcess.run(
      shell,
      arguments: [
        "-c", #"printf 'search mba\nsearch mb\351\n' | "$0" --script /dev/stdin"#,
        try DemoExecutable.path.get(),
      ])
    #expect(result.exitCode == 65)
    #expect(result.errorLines == ["psg-demo: /dev/stdin: line 2 cannot be read as UTF-8 text"])
    #expect(Transcript(result.standardOutput).frames.count == 2)
  }

  /// The 513th level of nesting as the last byte of the feed: one line, status 65, from a
  /// file and from a pipe, after nothing or after the feed's own object.
  @Test(arguments: ["", #"{"players":"#])
  func aFeedEndingInItsLevel513IsOneLineAndStatus65(prefix: String) async throws {
    let feed = prefix + String(repeating: "[", count: 513 - (prefix.isEmpty ? 0 : 1))
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("deep-\(UUID().uuidString).json")
    try Data(feed.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let column = feed.count
    let expected =
      "not valid JSON at line 1, column \(column): too many nested arrays or dictionaries"

    let fromFile = try await DemoExecutable.run(["--data", file.path])
    #expect(fromFile.exitCode == 65)
    #expect(fromFile.errorLines == ["psg-demo: \(file.path): \(expected)"])
    #expect(fromFile.standardOutput == "")

    let shell = try #require(TestEnvironment.executable(named: "sh"))
    let fromPipe = try await ChildProcess.run(
      shell,
      arguments: [
        "-c", #"cat "$1" | "$0" --data /dev/stdin"#, try DemoExecutable.path.get(), file.path,
      ])
    #expect(fromPipe.exitCode == 65)
    #expect(fromPipe.errorLines == ["psg-demo: /dev/stdin: \(expected)"])
  }

  /// A FIFO that no program reads would hold open(2) forever: it is refused at once.
  @Test func aTraceFileFIFOWithNoReaderIsRefused() async throws {
    let fifo = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-fifo-\(UUID().uuidString)")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: fifo) }
    // A blocked open would end killed by the time limit (status 9), without the message; the
    // time itself is not checked, which a busy machine could break.
    let result = try await DemoExecutable.run(["--trace-file", fifo.path])
    #expect(result.exitCode == 73)
    #expect(
      result.errorLines == [
        "psg-demo: \(fifo.path): cannot open the trace file: a FIFO with no reader"
      ])
    #expect(result.standardOutput == "")
  }

  /// The hostile feeds of `Docs/LimitsAndFailure.md`'s memory table, generated here: valid
  /// JSON whose shape is wrong, or whose ignored values are deep, many or escaped. The two
  /// refused ones are at the size limit; the others at 4 MiB, which keeps this debug build's
  /// run short and still put the former reader, which built a document tree of them, far past
  /// the bound. `Docs/Scripts/memory-corpus.py` measures all of them at 16 MiB.
  @Test(arguments: HostileFeed.allCases)
  func aHostileFeedLoadsInBoundedMemory(feed: HostileFeed) async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("hostile-\(feed.rawValue)-\(UUID().uuidString).json")
    try Data(feed.text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let (result, peak) = try await ChildProcess.runMeasuringMemory(
      try DemoExecutable.path.get(),
      arguments: ["--renderer", "plain", "--data", file.path, "--open", "players"])
    #expect(result.exitCode == feed.exitCode, "\(result.errorLines)")
    if let message = feed.message {
      #expect(result.errorLines == ["psg-demo: \(file.path): \(message)"])
    }
    try expectBounded(peak, mayEndFirst: true)
  }

  /// One name of megabytes that is one grapheme cluster, 👩 and ZERO WIDTH JOINER chained, on
  /// the list and on the player's page, in plain, ANSI (in colour) and JSON: folded for the
  /// search and shown cut (plain, ANSI) or written in pieces (JSON), never copied whole more
  /// than once. At 12 MiB, so
  /// that this debug build's run stays short; the former code took about four times the name
  /// on top of the process in plain, and JSON, which built its whole line, up to eight times:
  /// both past the bound. `Docs/Scripts/memory-corpus.py` measures the same at 16 MiB.
  @Test(arguments: ["plain", "ansi", "json"], ["players", "player/id/1"])
  func aNameThatIsOneLongClusterLoadsInBoundedMemory(renderer: String, route: String)
    async throws
  {
    let file = try Self.writeFeed(named: "one-cluster", withOneNameOf: "\u{1F469}\u{200D}")
    defer { try? FileManager.default.removeItem(at: file) }
    let (result, peak) = try await ChildProcess.runMeasuringMemory(
      try DemoExecutable.path.get(),
      arguments: [
        "--renderer", renderer, "--color", "always", "--data", file.path, "--open", route,
      ])
    #expect(result.exitCode == 0, "\(result.errorLines)")
    #expect(result.standardOutput.contains("Players"))
    try expectBounded(peak, mayEndFirst: true)
  }

  /// A script that opens the player whose name is 12 MiB of ASCII, then goes back, in JSON:
  /// the stream's screens a line each, written in pieces, within the bound, then its end.
  @Test func aScriptOpeningALongNameWritesJSONInBoundedMemory() async throws {
    let feed = try Self.writeFeed(named: "long-ascii", withOneNameOf: "a")
    defer { try? FileManager.default.removeItem(at: feed) }
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("open-long-\(UUID().uuidString).txt")
    try Data("open 1\nback\n".utf8).write(to: script)
    defer { try? FileManager.default.removeItem(at: script) }
    let (result, peak) = try await ChildProcess.runMeasuringMemory(
      try DemoExecutable.path.get(),
      arguments: ["--renderer", "json", "--data", feed.path, "--script", script.path])
    #expect(result.exitCode == 0, "\(result.errorLines)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 4, "the list, the player's page, the list, the end")
    #expect(lines.dropLast().allSatisfy { $0.utf8.count > 12 << 20 }, "each screen shows the name")
    #expect(lines.last?.hasPrefix(#"{"kind":"end""#) == true)
    try expectBounded(peak, mayEndFirst: true)
  }

  /// A feed of one player whose name is `unit` repeated to 12 MiB, in a temporary file.
  private static func writeFeed(named name: String, withOneNameOf unit: String) throws -> URL {
    let longName = String(repeating: unit, count: (12 << 20) / unit.utf8.count)
    let feed =
      #"{"players":[{"id":1,"name":""# + longName
      + #"","number":7,"country":"FR","size":178,"weight":73,"birthDate":"20/12/1998","#
      + #""position":"Attaquant","goals":1,"matches":2,"fromPSGformation":false,"#
      + #""imageURL":"p.png"}]}"#
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString).json")
    try Data(feed.utf8).write(to: file)
    return file
  }
}

/// A feed made to cost memory, as `Docs/Scripts/memory-corpus.py` writes it.
enum HostileFeed: String, CaseIterable, Sendable {
  case numbersAsPlayers, emptyObjectsAsPlayers, deepObjects, deepArrays, escapedKeys

  /// The feed's text.
  var text: String {
    let limit = 16 << 20
    switch self {
    case .numbersAsPlayers:
      return #"{"players":["# + repeatElement("0", count: 8_000_000).joined(separator: ",") + "]}"
    case .emptyObjectsAsPlayers:
      return #"{"players":["# + repeatElement("{}", count: 5_000_000).joined(separator: ",") + "]}"
    case .deepObjects:
      // 511 levels with the top object and the "extra" array.
      let item =
        String(repeating: #"{"a":"#, count: 508) + "{}" + String(repeating: "}", count: 508)
      return Self.repeated(item, upTo: limit / 4)
    case .deepArrays:
      return Self.repeated(
        String(repeating: "[", count: 64) + String(repeating: "]", count: 64), upTo: limit / 4)
    case .escapedKeys:
      let keys = (0..<40).map { #""\u0078\u00\#(String(0x61 + $0 % 26, radix: 16))\#($0)":0"# }
      let player =
        #"{"id":1,"name":"P","number":1,"country":"FR","size":180,"weight":70,"#
        + #""birthDate":"01/01/2000","position":"Milieu","goals":0,"matches":0,"#
        + #""fromPSGformation":false,"imageURL":"p.png","# + keys.joined(separator: ",") + "}"
      let count = (limit / 4) / (player.utf8.count + 1)
      let players = (1...count).map {
        player.replacingOccurrences(of: #""id":1,"#, with: #""id":\#($0),"#)
      }
      return #"{"players":["# + players.joined(separator: ",") + "]}"
    }
  }

  /// `{"players":[],"extra":[item,item,…]}`, as long as `size` allows.
  private static func repeated(_ item: String, upTo size: Int) -> String {
    let count = size / (item.utf8.count + 1)
    return #"{"players":[],"extra":["# + repeatElement(item, count: count).joined(separator: ",")
      + "]}"
  }

  var exitCode: Int32 {
    switch self {
    case .numbersAsPlayers, .emptyObjectsAsPlayers: 65
    default: 0
    }
  }

  /// The error a refused feed gives.
  var message: String? {
    switch self {
    case .numbersAsPlayers: "player 1 must be an object, found a number"
    case .emptyObjectsAsPlayers: #"player 1: missing field "id""#
    default: nil
    }
  }
}
