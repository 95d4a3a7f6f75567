import Foundation
import Rendering
import TestSupport
import Testing

/// The JSON stream as a protocol: every line says what it is (`kind`) and what it answers
/// (`seq`, `command`), exactly one line answers each command, a refused command is an `error`
/// line with a stable `code`, and the last line is the `end` with the exit status.
@Suite(.tags(.process), .skippedInFastLoop) struct SessionProtocolTests {
  /// The commands of the issue's check.
  static let commands = ["search mba", "foo", "open 1", "back", "scorers", "help"]

  /// Runs `psg-demo --renderer json` with `arguments`, typing `commands`.
  static func run(
    _ commands: [String], arguments: [String] = []
  ) async throws -> (output: ProcessOutput, stream: StreamLines) {
    let input = commands.map { $0 + "\n" }.joined()
    let output = try await DemoExecutable.run(
      ["--renderer", "json"] + arguments, input: .pipe(input))
    return (output, try StreamLines(output.standardOutput))
  }

  @Test(arguments: ["en", "fr"])
  func everyCommandIsAnsweredByOneLineThenTheEnd(language: String) async throws {
    let (output, stream) = try await Self.run(Self.commands, arguments: ["--lang", language])
    let lines = stream.lines
    // The start, one line a command, the end.
    try #require(lines.count == Self.commands.count + 2, "\(output.standardOutput)")
    #expect(lines.allSatisfy { $0.kind != nil })
    #expect(lines[0].kind == "screen")
    #expect(lines[0].seq == 0)
    #expect(lines[0].command == nil)
    for (index, command) in Self.commands.enumerated() {
      let answer = lines[index + 1]
      #expect(answer.seq == index + 1, "\(answer.text)")
      #expect(answer.command == command, "\(answer.text)")
    }
    let refused = lines[2]
    #expect(refused.kind == "error")
    #expect(refused.code == "unknownCommand")
    #expect(refused.details?["line"] as? String == "foo")
    #expect(refused.message?.contains("foo") == true)
    // The message is the one people read on standard error, in the session's language.
    #expect(output.standardError.contains(try #require(refused.message)))
    let end = try #require(lines.last)
    #expect(end.kind == "end")
    #expect(end.seq == nil)
    #expect(end.status == Int(output.exitCode))
    #expect(output.exitCode == 1)
    // Every screen names its scene, never translated.
    #expect(
      lines.filter { $0.kind == "screen" }.map(\.scene)
        == ["players", "players", "player", "players", "scorers", "help"])
  }

  @Test func quitIsAnsweredByTheEndWithItsNumber() async throws {
    let (output, stream) = try await Self.run(["open 1", "quit", "scorers"])
    #expect(output.exitCode == 0)
    #expect(stream.lines.map(\.kind) == ["screen", "screen", "end"])
    let end = try #require(stream.lines.last)
    #expect(end.seq == 2)
    #expect(end.command == "quit")
    #expect(end.status == 0)
  }

  @Test func aBlankLineAndACommandThatChangesNothingAreAnswered() async throws {
    let (output, stream) = try await Self.run(["", "   ", "clear", "back"])
    #expect(output.exitCode == 1)
    #expect(stream.lines.map(\.kind) == ["screen", "screen", "screen", "screen", "error", "end"])
    #expect(stream.lines.map(\.seq) == [0, 1, 2, 3, 4, nil])
    #expect(stream.lines[1].command == "")
    #expect(stream.lines[2].command == "   ")
    #expect(stream.lines[4].code == "nothingToGoBackTo")
  }

  @Test func refusalsCarryTheirCodeAndTheProblemsFields() async throws {
    let (_, stream) = try await Self.run([
      "open 99", "next", "filter zzz", "open 1", "compare x", "compare 999999",
      String(repeating: "a", count: 5_000), "back", "scorers", "clear",
    ])
    let errors = stream.lines.filter { $0.kind == "error" }
    try #require(
      errors.map(\.code) == [
        "noRow", "noPage", "unknownFilter", "noOtherPlayer", "invalidRoute", "commandTooLong",
        "notHere",
      ])
    #expect(errors[0].details?["row"] as? String == "99")
    #expect(errors[0].details?["count"] as? Int == 35)
    #expect(errors[1].details?["direction"] as? String == "next")
    #expect(errors[2].details?["filter"] as? String == "zzz")
    #expect(errors[3].details?["id"] as? String == "x")
    #expect(errors[4].details?["reason"] as? String == "noOtherPlayer")
    #expect(errors[5].details?["byteCount"] as? Int == 5_000)
    #expect(errors[6].details?["action"] as? String == "clear")
    // A line too long to keep is numbered, but its text is not echoed.
    #expect(errors[5].seq == 7)
    #expect(errors[5].command == nil)
  }

  /// Bytes that are not UTF-8 on standard input are refused, never run with U+FFFD in their
  /// place; the next line runs as usual. The same in line mode, for people.
  @Test(arguments: [["--renderer", "json"], ["--renderer", "plain"]])
  func aLineThatIsNotUTF8IsRefusedAndTheSessionGoesOn(arguments: [String]) async throws {
    let input = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-not-utf8-\(UUID().uuidString).txt")
    try Data(Array("search ".utf8) + [0xFF, 0xFE] + Array("\nopen 1\n".utf8)).write(to: input)
    defer { try? FileManager.default.removeItem(at: input) }
    let output = try await DemoExecutable.run(arguments, input: .file(input.path))
    #expect(output.exitCode == 1)
    #expect(output.standardError.contains("UTF-8"), "\(output.standardError)")
    #expect(!output.standardOutput.contains("\u{FFFD}"))
    // The next line ran: the first player's page.
    #expect(output.standardOutput.contains("Goalkeeper"))
    guard arguments.last == "json" else { return }
    let lines = try StreamLines(output.standardOutput).lines
    try #require(lines.map(\.kind) == ["screen", "error", "screen", "end"])
    #expect(lines[1].seq == 1)
    #expect(lines[1].code == "invalidEncoding")
    #expect(lines[1].command == nil)
    #expect(lines[1].details?["byteCount"] as? Int == 9)
    #expect(lines[2].seq == 2)
    #expect(lines[2].scene == "player")
  }

  @Test func aFeedRefusedAtStartIsAnErrorThenTheEnd() async throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-no-such-feed-\(UUID().uuidString).json").path
    let (output, stream) = try await Self.run(["open 1"], arguments: ["--data", missing])
    #expect(output.exitCode == 66)
    try #require(stream.lines.map(\.kind) == ["error", "end"])
    #expect(stream.lines[0].code == "feed")
    #expect(stream.lines[0].seq == 0)
    #expect(stream.lines[1].status == 66)
    #expect(output.standardError.contains("no such file"))
  }

  /// A feed or a script refused before the session starts: the same two lines.
  @Test(arguments: [
    (["--data", "ftp://example.com/players.json"], "feed", 64),
    (["--data", ""], "feed", 64),
    (["--script", "/nonexistent/tour.txt"], "script", 66),
  ])
  func aRefusalBeforeTheSessionIsAnErrorThenTheEnd(
    arguments: [String], code: String, status: Int32
  ) async throws {
    let (output, stream) = try await Self.run(["open 1"], arguments: arguments)
    #expect(output.exitCode == status)
    try #require(stream.lines.map(\.kind) == ["error", "end"])
    #expect(stream.lines[0].code == code)
    #expect(stream.lines[0].seq == 0)
    #expect(output.standardError.contains(try #require(stream.lines[0].message)))
    #expect(stream.lines[1].status == Int(status))
  }

  /// An option refused under `--renderer json`, wherever it stands, is written in the stream
  /// too: an error with `seq` 0, then the end with status 64; an address that does not read
  /// is an `invalidRoute` with its reason.
  @Test(arguments: [
    (["--renderer", "json", "--width", "5"], "usage"),
    (["--bogus", "--renderer=json"], "usage"),
    (["--renderer", "json", "--open", "zzz"], "invalidRoute"),
  ])
  func anOptionRefusedUnderTheStreamIsAnErrorThenTheEnd(
    arguments: [String], code: String
  ) async throws {
    let output = try await DemoExecutable.run(arguments, input: .pipe(""))
    #expect(output.exitCode == 64)
    let lines = try StreamLines(output.standardOutput).lines
    try #require(lines.map(\.kind) == ["error", "end"], "\(output.standardOutput)")
    #expect(lines[0].code == code)
    #expect(lines[0].seq == 0)
    #expect(output.standardError.contains(try #require(lines[0].message)))
    #expect(lines[1].status == 64)
    if code == "invalidRoute" {
      #expect(lines[0].details?["reason"] as? String == "unknownRoute")
      #expect(lines[0].details?["route"] as? String == "zzz")
    }
    // Another renderer writes nothing on standard output.
    let plain = try await DemoExecutable.run(
      arguments.map { $0.replacingOccurrences(of: "json", with: "plain") }, input: .pipe(""))
    #expect(plain.exitCode == 64)
    #expect(plain.standardOutput.isEmpty)
  }

  @Test func anAddressRefusedAtStartIsAnErrorThenTheEnd() async throws {
    // An address that reads but names no player: the session refuses to open it. (One that
    // does not read is refused with the other options, before any stream.)
    let (output, stream) = try await Self.run([], arguments: ["--open", "player/id/999999"])
    #expect(output.exitCode == 64)
    try #require(stream.lines.map(\.kind) == ["error", "end"])
    #expect(stream.lines[0].code == "invalidRoute")
    #expect(stream.lines[0].seq == 0)
    #expect(stream.lines[0].details?["route"] as? String == "player/id/999999")
    #expect(stream.lines[0].details?["reason"] as? String == "noPlayer")
    #expect(stream.lines[0].details?["id"] as? Int == 999_999)
    #expect(stream.lines[1].status == 64)
  }

  @Test func everySceneSaysWhichItIsInEveryLanguage() async throws {
    let commands = [
      "filter", "back", "open 32", "compare", "back", "compare 31", "help", "inspect",
    ]
    var scenes: [String: [String?]] = [:]
    for language in ["en", "fr"] {
      let (_, stream) = try await Self.run(commands, arguments: ["--lang", language])
      #expect(stream.lines.filter { $0.kind != "screen" }.map(\.kind) == ["end"])
      scenes[language] = stream.lines.filter { $0.kind == "screen" }.map(\.scene)
    }
    #expect(
      scenes["en"]
        == [
          "players", "filters", "players", "player", "compare", "player", "comparison", "help",
          "inspect",
        ])
    #expect(scenes["fr"] == scenes["en"])
  }

  @Test func otherRenderersWriteNoEnvelope() async throws {
    let output = try await DemoExecutable.run(
      ["--renderer", "plain"], input: .pipe("\nfoo\nquit\n"))
    #expect(output.exitCode == 1)
    #expect(!output.standardOutput.contains(#""kind""#))
    // The start screen alone: a blank line, a refused command and quit show nothing.
    #expect(output.standardOutput.components(separatedBy: "Players 1–35 of 35").count == 2)
  }

  @Test(
    .tags(.externalTool),
    .enabled(if: ScreenSchema.shouldRun, "needs python3 and python3-jsonschema"))
  func everyKindOfLineMatchesTheSchema() async throws {
    var lines: [String] = []
    for arguments in [[], ["--lang", "fr"], ["--data", "/nonexistent/players.json"]] {
      let (_, stream) = try await Self.run(
        Self.commands + ["", "next", "inspect", "quit"], arguments: arguments)
      lines += stream.lines.map(\.text)
    }
    let (_, opened) = try await Self.run([], arguments: ["--open", "player/id/999999"])
    lines += opened.lines.map(\.text)
    #expect(Set(lines.compactMap { try? StreamLines($0 + "\n").lines.first?.kind }).count == 3)
    #expect(try ScreenSchema.problems(in: lines) == [])
    // An envelope the format does not have fails: the schema checks the envelope too.
    let broken = [
      #"{"kind":"end"}"#, #"{"kind":"end","status":0,"extra":1}"#,
      #"{"kind":"error","code":"x","message":"m"}"#, #"{"kind":"answer"}"#,
    ]
    #expect(try ScreenSchema.problems(in: broken + lines).count == broken.count)
    let screen = try #require(lines.first { $0.contains(#""kind":"screen""#) })
    let withoutSeq = screen.replacingOccurrences(of: #""seq":0,"#, with: "")
    #expect(try ScreenSchema.problems(in: [withoutSeq]).count == 1)
    // Checked as the stream's lines, each needs its `kind`, and an error its `seq`; without
    // either, a screen is a page, which the root accepts.
    #expect(try ScreenSchema.problems(in: lines, as: "streamLine") == [])
    let unnumbered = #"{"code":"x","details":{},"kind":"error","message":"m"}"#
    let page = withoutSeq.replacingOccurrences(of: #""kind":"screen","#, with: "")
    #expect(try ScreenSchema.problems(in: [unnumbered]).count == 1)
    #expect(try ScreenSchema.problems(in: [page]) == [])
    #expect(try ScreenSchema.problems(in: [unnumbered, page], as: "streamLine").count == 2)
  }
}
