import Rendering
import Testing

@testable import DemoCommandLine

@Suite struct DemoOptionsTests {
  @Test func defaults() throws {
    let options = try DemoOptions(parsing: [])
    #expect(options == DemoOptions())
    #expect(options.renderer == nil)
    #expect(options.color == .auto)
    #expect(options.language == .english)
  }

  @Test func readsEveryFlagInBothForms() throws {
    let options = try DemoOptions(parsing: [
      "--renderer", "markdown", "--data=feed.json", "--script", "-", "--open", "player/7",
      "--color=never", "--width", "100", "--rows=12", "--lang", "fr", "--trace",
    ])
    #expect(options.renderer == "markdown")
    #expect(options.data == "feed.json")
    #expect(options.script == "-")
    #expect(options.route == .player(number: 7))
    #expect(options.color == .never)
    #expect(options.width == 100)
    #expect(options.rows == 12)
    #expect(options.language == .french)
    #expect(options.trace)
  }

  @Test(arguments: [
    (
      ["--renderer", "pdf"],
      "--renderer must be one of plain, ansi, markdown, html, json, not “pdf”"
    ),
    (["--width", "abc"], "--width must be a whole number from 20 to 10000, not “abc”"),
    (["--width", "5"], "--width must be a whole number from 20 to 10000, not “5”"),
    (["--rows", "0"], "--rows must be a whole number from 1 to 10000, not “0”"),
    (["--lang", "de"], "--lang must be en or fr, not “de”"),
    (["--data"], "--data needs a value"),
    (["--trace=yes"], "--trace takes no value"),
    (
      ["--trace-file", "t.log", "--trace"],
      "--trace and --trace-file go to one place each: give --trace (standard error) or "
        + "--trace-file FILE, not both"
    ),
    (["--colour-depth", "8"], "unknown option “--colour-depth”"),
    (["squad.json"], "unexpected argument “squad.json”"),
  ])
  func rejectsBadCommandLines(arguments: [String], message: String) {
    let error = #expect(throws: UsageError.self) { try DemoOptions(parsing: arguments) }
    #expect(error?.message == message)
  }

  @Test func anInvalidRouteIsAUsageErrorListingTheForms() {
    #expect {
      try DemoOptions(parsing: ["--open", "nowhere"])
    } throws: { error in
      (error as? UsageError)?.message.contains("accepted: players,") == true
    }
  }
}
