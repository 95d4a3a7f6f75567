import Foundation
import Rendering
import TestSupport
import Testing

/// `--data`: feeds from files and URLs, hostile or broken.
@Suite(.tags(.process), .skippedInFastLoop) struct FeedTests {
  /// Commands that show every field of the hostile players and echo hostile text back.
  static let hostileScript = """
    open 2
    back
    open 3
    back
    open 8
    back
    search \u{1B}[2J\u{9B}31m\u{202E}
    dance\u{1B}]52;c;cm0=\u{07}

    """

  enum Output: String, CaseIterable, Sendable {
    case plain, ansi, markdown
    case ansiAlways = "ansi --color always"

    var arguments: [String] {
      switch self {
      case .plain, .ansi, .markdown: ["--renderer", rawValue]
      case .ansiAlways: ["--renderer", "ansi", "--color", "always"]
      }
    }
  }

  @Test(arguments: Output.allCases)
  func hostileFeedReachesNoStreamAsControlCharacters(_ output: Output) async throws {
    let result = try await DemoExecutable.run(
      output.arguments + ["--data", Fixtures.hostileFeed, "--trace", "--script", "-"],
      input: .pipe(Self.hostileScript))
    #expect(result.exitCode == 1)  // the unknown command
    #expect(!result.timedOut)
    let visible = output == .ansiAlways ? result.standardOutput.removingSGR : result.standardOutput
    #expect(visible.controlSequences == [])
    #expect(result.standardError.controlSequences == [])
    if output == .ansiAlways { #expect(result.standardOutput.contains("\u{1B}[0m")) }
    // The players are there, only defused.
    let text = visible.replacingOccurrences(of: "\\", with: "")
    for name in ["Keylor NAVAS", "SCREEN", "gnp.exe NAME", "return"] {
      #expect(text.contains(name), "\(name) is missing")
    }
    #expect(result.errorLines.contains { $0.hasPrefix("psg-demo: unknown command") })
    #expect(result.errorLines.contains("trace: navigation push Players"))
  }

  @Test func missingFileExitsWith66NamingIt() async throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-such-feed-\(UUID().uuidString).json").path
    let result = try await DemoExecutable.run(["--data", missing])
    #expect(result.exitCode == 66)
    #expect(result.standardOutput == "")
    #expect(result.errorLines == ["psg-demo: \(missing): no such file"])
  }

  @Test func fileThatIsNotJSONExitsWith65AtItsLineAndColumn() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("broken-feed-\(UUID().uuidString).json")
    try Data("{\"players\": [\n  {\"id\": 1,,}\n]}\n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await DemoExecutable.run(["--data", file.path])
    #expect(result.exitCode == 65)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines == [
        "psg-demo: \(file.path): not valid JSON at line 2, column 12: invalid value"
      ])
  }

  @Test func unsupportedURLSchemeIsAUsageError() async throws {
    let result = try await DemoExecutable.run(["--data", "ftp://x"])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines == [
        "psg-demo: ftp://x: unsupported URL scheme \"ftp\": "
          + "use an http or https URL, or a file path"
      ])
  }

  @Test func refusedConnectionExitsWith69() async throws {
    let url = "http://127.0.0.1:\(try ClosedPort.make())/players.json"
    let result = try await DemoExecutable.run(["--data", url])
    #expect(result.exitCode == 69)
    #expect(result.standardOutput == "")
    #expect(result.errorLines == ["psg-demo: \(url): connection refused"])
  }

  /// A URL the downloader refuses before connecting is worded, in both languages, never as
  /// Foundation's `NSURLErrorDomain error -1000`.
  @Test func aURLTheDownloaderRefusesIsWorded() async throws {
    let english = try await DemoExecutable.run(["--data", "http://[::1]:1/"])
    #expect(english.exitCode == 64)
    #expect(
      english.errorLines == [
        "psg-demo: http://[::1]:1/: the downloader does not accept this URL (an IPv6 address "
          + "as the host, for one): use a host name"
      ])
    let french = try await DemoExecutable.run(["--data", "http://[::1]:1/", "--lang", "fr"])
    #expect(french.exitCode == 64)
    #expect(
      french.errorLines == [
        "psg-demo: http://[::1]:1/ : le téléchargement n’accepte pas cette URL (une adresse "
          + "IPv6 comme hôte, par exemple) : donnez un nom d’hôte"
      ])
    for result in [english, french] {
      #expect(!result.standardError.contains("NSURLErrorDomain"))
    }
  }

  @Test func frenchFeedShowsTheSameSquadAsTheEmbeddedOne() async throws {
    let french = Fixtures.frenchFeed
    try #require(FileManager.default.fileExists(atPath: french), "missing \(french)")
    let result = try await DemoExecutable.run(["--data", french])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(Transcript(result.standardOutput).tableRows(inFrame: 0).count == 35)
    // French positions are understood: the screen is the embedded squad's, word for word.
    let embedded = try await DemoExecutable.run([])
    #expect(result.standardOutput == embedded.standardOutput)
  }
}
