import Rendering
import Testing

@Suite struct DestinationFileNameTests {
  @Test(arguments: [
    ("players", "players.html"),
    ("players?filter=goalkeepers", "players-filter-goalkeepers.html"),
    ("player/7", "player-7.html"),
    ("filters", "filters.html"),
    ("players?search=Ángel DI MARÍA", "players-search-_ngel_DI_MAR_A.html"),
    ("../../etc/passwd", "__-__-etc-passwd.html"),
    ("", "index.html"),
    // One character, one `_`, however many bytes or code points it has.
    ("a\r\nb", "a_b.html"),
    ("a\rb", "a_b.html"),
    ("players?search=e\u{301}", "players-search-_.html"),
    ("tab\there", "tab_here.html"),
  ])
  func namesAFileAfterTheAddress(address: String, fileName: String) {
    #expect(Destination(address).fileName(extension: "html") == fileName)
  }

  @Test func aLongAddressIsCutAndHashed() {
    let long = "players?search=" + String(repeating: "a", count: 10_000)
    let name = Destination(long).fileName(extension: "md")
    #expect(name.count == 80 + 1 + 16 + 3)
    #expect(name.hasPrefix("players-search-aaa"))
    #expect(name != Destination(long + "b").fileName(extension: "md"))
    #expect(name == Destination(long).fileName(extension: "md"))
  }

  @Test func aHundredCharactersAreTheLongestNameKeptWhole() {
    let hundred = String(repeating: "a", count: 100)
    #expect(Destination(hundred).fileName(extension: "html") == hundred + ".html")
    let longer = Destination(hundred + "a").fileName(extension: "html")
    #expect(longer.count == 80 + 1 + 16 + 5)
    #expect(longer.hasPrefix(String(repeating: "a", count: 80) + "-"))
    // Counted in characters, not bytes: 100 accented letters are kept, as 100 `_`.
    let accented = String(repeating: "é", count: 100)
    #expect(
      Destination(accented).fileName(extension: "md") == String(repeating: "_", count: 100) + ".md")
  }
}
