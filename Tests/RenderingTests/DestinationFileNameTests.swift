import Rendering
import Testing

@Suite struct DestinationFileNameTests {
  @Test(arguments: [
    ("players", "players.html"),
    ("players?filter=goalkeepers", "players-filter-goalkeepers.html"),
    ("player/7", "player-7.html"),
    ("filters", "filters.html"),
    ("players?search=di%20maria", "players-search-di_20maria.html"),
    ("players?search=%C3%81ngel", "players-search-_C3_81ngel.html"),
    // Raw bytes, as a hand-written destination may hold them: each byte its digits.
    ("players?search=Ángel DI", "players-search-_C3_81ngel_20DI.html"),
    ("../../etc/passwd", "_2E_2E-_2E_2E-etc-passwd.html"),
    ("", "index.html"),
    ("a\r\nb", "a_0D_0Ab.html"),
    ("players?search=e\u{301}", "players-search-e_CC_81.html"),
    ("tab\there", "tab_09here.html"),
    ("a-b_c.d~e", "a_2Db_5Fc_2Ed_7Ee.html"),
  ])
  func namesAFileAfterTheAddress(address: String, fileName: String) {
    #expect(Destination(address).fileName(extension: "html") == fileName)
  }

  /// The escape character is escaped too: a searched `/` (percent-encoded in the address) and
  /// a searched `_2F` name two files.
  @Test func distinctAddressesNameDistinctFiles() {
    let slash = "players?search=a%2Fb"
    let escaped = "players?search=a_2Fb"
    #expect(Destination(slash).fileName(extension: "json") == "players-search-a_2Fb.json")
    #expect(Destination(escaped).fileName(extension: "json") == "players-search-a_5F2Fb.json")
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
    // Counted in the name's characters: an accented letter is six of them, `_C3_A9`.
    let accented = String(repeating: "é", count: 16)
    #expect(
      Destination(accented).fileName(extension: "md")
        == String(repeating: "_C3_A9", count: 16) + ".md")
    #expect(Destination(accented + "é").fileName(extension: "md").count == 80 + 1 + 16 + 3)
  }
}
