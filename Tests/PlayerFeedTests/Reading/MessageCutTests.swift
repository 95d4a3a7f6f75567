import PlayerFeed
import Testing

/// A value or a name from the user, as a one-line message shows it.
@Suite struct MessageCutTests {
  @Test func aLongValueIsCutToColumnsAndBytes() {
    let letters = String(repeating: "a", count: 100_000).cutForMessage
    #expect(letters == String(repeating: "a", count: 159) + "…")
    // Zero-width characters take no column: the bytes bound them.
    let invisible = String(repeating: "\u{200B}", count: 100_000).cutForMessage
    #expect(invisible.utf8.count <= String.mostBytesShownInMessage)
    #expect(invisible.hasSuffix("…"))
    // Controls are made visible first, then cut.
    let escapes = String(repeating: "\u{1B}", count: 100_000).cutForMessage
    #expect(escapes.count == 160 && escapes.hasSuffix("…") && !escapes.contains("\u{1B}"))
    #expect("search mba".cutForMessage == "search mba")
  }

  @Test func anEmptyNameIsEmptyQuotes() {
    #expect("".nameForMessage == "“”")
    #expect("".cutForMessage == "")
    #expect("site".nameForMessage == "site")
  }
}
