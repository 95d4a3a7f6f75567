import Foundation
import PlayerFeed
import Testing

@Suite struct FeedSourceTests {
  @Test func httpAndHttpsArgumentsAreURLs() throws {
    #expect(
      try FeedSource(argument: "https://example.com/players.json")
        == .url(URL(string: "https://example.com/players.json")!))
    #expect(
      try FeedSource(argument: "HTTP://127.0.0.1:8080/feed")
        == .url(URL(string: "HTTP://127.0.0.1:8080/feed")!))
  }

  @Test(arguments: [
    "players.json", "./notes:v2.json", "/var/feeds/players.json", "C", "feeds/ftp:x.json",
    "-", "dossier avec espaces/joueurs.json",
  ])
  func otherArgumentsArePaths(argument: String) throws {
    #expect(try FeedSource(argument: argument) == .file(argument))
  }

  @Test(arguments: [
    (
      "ftp://example.com/players.json",
      #"ftp://example.com/players.json: unsupported URL scheme "ftp": "#
        + "use an http or https URL, or a file path"
    ),
    (
      "file:///players.json",
      #"file:///players.json: unsupported URL scheme "file": "#
        + "use an http or https URL, or a file path"
    ),
    (
      "notes:v2.json",
      #"notes:v2.json: unsupported URL scheme "notes": use an http or https URL, or a file path"#
    ),
    ("https://", "https://: not a valid URL"),
    ("http:players.json", "http:players.json: not a valid URL"),
    ("", #""": empty feed source"#),
  ])
  func rejectsOtherSchemesAsAUsageError(argument: String, message: String) {
    let error = #expect(throws: FeedError.self) { try FeedSource(argument: argument) }
    #expect(error?.description == message)
    #expect(error?.exitCode == 64)
  }

  @Test func describesTheSourceAsGiven() throws {
    #expect(FeedSource.embedded.description == "embedded squad")
    #expect(try FeedSource(argument: "feeds/players.json").description == "feeds/players.json")
    #expect(
      try FeedSource(argument: "https://example.com/p.json?season=2021").description
        == "https://example.com/p.json?season=2021")
  }

  @Test func errorDescriptionsShowControlCharactersVisibly() {
    let error = FeedError(source: "evil\u{1B}[2J.json", problem: .noSuchFile)
    #expect(error.description == "evil^[[2J.json: no such file")
  }
}
