import MVVMC
import Testing

@testable import PSGDemo

@Suite struct CommandTests {
  @Test(arguments: [
    ("search mba", Command.search("mba")),
    ("/mba", .search("mba")),
    ("/ di maria ", .search("di maria")),
    ("search", .clear),
    ("clear", .clear),
    ("filter", .filter(nil)),
    ("filter goalkeepers", .filter("goalkeepers")),
    ("FILTER Gardiens", .filter("Gardiens")),
    ("open 3", .open("3")),
    ("open", .open("")),
    ("back", .back),
    ("next", .next),
    ("prev", .previous),
    ("refresh", .refresh),
    ("help", .help),
    ("quit", .quit),
    ("3", .choose("3")),
    ("back now", .choose("back now")),
    ("dance", .choose("dance")),
  ])
  func parsesEachCommand(line: String, expected: Command) {
    #expect(Command(parsing: line) == expected)
  }

  @Test func blankLinesAreNoCommand() {
    #expect(Command(parsing: "") == nil)
    #expect(Command(parsing: "   ") == nil)
  }

  @Test func errorsShowControlCharactersTheUserTyped() {
    let error = DemoStrings(.english).error(.unknownCommand("\u{1B}[2J"))
    #expect(error.description == "unknown command “^[[2J” (type help for the commands)")
  }

  /// A line too long to be a command is not trimmed or split: it is kept whole, and the
  /// session refuses it.
  @Test func aLineLongerThanTheLimitIsKeptWhole() {
    let line = "search " + String(repeating: "a", count: Command.maximumLineLength)
    #expect(Command(parsing: line) == .choose(line))
    let longest = "search " + String(repeating: "a", count: Command.maximumTextLength)
    #expect(Command(parsing: longest) == .search(String(repeating: "a", count: 1024)))
    #expect(Command(parsing: longest)?.textLength == Command.maximumTextLength)
  }
}
