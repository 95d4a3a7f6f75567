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
}
