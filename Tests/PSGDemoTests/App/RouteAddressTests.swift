import MVVMC
import Rendering
import Testing

@testable import PSGDemo

@Suite struct RouteAddressTests {
  @Test(arguments: [
    (RoutePath.players(filter: nil, search: nil), "players"),
    (.players(filter: PlayerFilter.none, search: ""), "players"),
    (.players(filter: .goalkeepers, search: "mba"), "players?filter=goalkeepers&search=mba"),
    (.players(filter: .byNumber, search: "di maria"), "players?filter=number&search=di%20maria"),
    (.players(filter: nil, search: "Ángel"), "players?search=%C3%81ngel"),
    (.players(filter: nil, search: "a&b=c+d%"), "players?search=a%26b%3Dc%2Bd%25"),
    (.filters, "filters"),
    (.filterPicker(filter: .academy, search: "x"), "players?filter=academy&search=x/filters"),
    (.scorers(page: 2), "scorers?page=2"),
    (.compare(7, with: 30), "player/id/7/compare/30"),
    (.compare(7, with: nil, search: "di m"), "player/id/7/compare?search=di%20m"),
    (.player(number: 7), "player/7"),
    (.player(id: 32), "player/id/32"),
    (.player(id: -3), "player/id/-3"),
  ])
  func writesTheCanonicalAddress(route: RoutePath, address: String) {
    #expect(route.address == address)
  }

  @Test(arguments: [
    RoutePath.players(filter: nil, search: nil),
    .players(filter: .alphabetical, search: "é ü ß 😀 <b>&amp;"),
    .players(filter: nil, search: "\u{1B}[2J\u{0}"),
    .filterPicker(filter: .forwards, search: "+ + %41"),
    .filters,
    .player(number: 0),
    .player(number: 99),
    .player(id: Int.min),
    .compare(7, with: nil, search: "a/b?c&d=e"),
  ])
  func anAddressParsesBackToTheSameRoute(route: RoutePath) throws {
    #expect(try RoutePath(parsing: route.address) == route.canonical)
  }

  @Test func everyFilterRoundTrips() throws {
    for filter in PlayerFilter.allCases {
      let route = RoutePath.players(filter: filter, search: nil).canonical
      #expect(try RoutePath(parsing: route.address) == route, "\(filter)")
    }
  }

  @Test func theFilterPickerOverTheListParses() throws {
    #expect(
      try RoutePath(parsing: "players?filter=gardiens&search=mba/filters")
        == .filterPicker(filter: .goalkeepers, search: "mba"))
  }
}
