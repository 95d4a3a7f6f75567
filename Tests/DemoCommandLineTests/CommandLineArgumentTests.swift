import PSGDemo
import PlayerFeed
import Testing

@testable import DemoCommandLine

/// Paths keep the bytes the system passed, which need not be UTF-8.
@Suite struct CommandLineArgumentTests {
  @Test func bytesThatAreNotUTF8AreShownAsHex() {
    let name = CommandLineArgument(bytes: [0xFF] + Array("é.json".utf8) + [0xC3])
    #expect(!name.isUTF8)
    #expect(name.text == "\u{FFFD}é.json\u{FFFD}")
    #expect(name.visibleText == #"\xFFé.json\xC3"#)
    #expect(CommandLineArgument("players.json").visibleText == "players.json")
  }

  @Test func optionsKeepThePathBytes() throws {
    let feed: [UInt8] = [0xFF] + Array(".json".utf8)
    let script: [UInt8] = Array("tour".utf8) + [0xE9]
    let options = try DemoOptions(parsingBytes: [
      CommandLineArgument("--data"), CommandLineArgument(bytes: feed),
      CommandLineArgument(bytes: Array("--script=".utf8) + script),
    ])
    #expect(options.dataArgument?.bytes == feed)
    #expect(options.scriptArgument?.bytes == script)
    #expect(options.data == "\u{FFFD}.json")
  }

  @Test func missingNameThatIsNotUTF8IsReportedVisibly() {
    let name = CommandLineArgument(bytes: Array("/nonexistent-folder/".utf8) + [0xFE, 0x1B])
    #expect(
      throws: FeedError(source: "/nonexistent-folder/\\xFE\u{1B}", problem: .noSuchFile)
    ) {
      try FeedArgument(name)
    }
  }
}
