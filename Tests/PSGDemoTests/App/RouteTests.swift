import MVVMC
import Testing

@testable import PSGDemo

@Suite struct RouteTests {
  @Test(arguments: [
    ("players", RoutePath.players(filter: nil, search: nil)),
    ("/players", .players(filter: nil, search: nil)),
    ("players?filter=goalkeepers&search=mba", .players(filter: .goalkeepers, search: "mba")),
    ("players?search=di%20maria", .players(filter: nil, search: "di maria")),
    ("players?search=di+maria&filter=gardiens", .players(filter: .goalkeepers, search: "di maria")),
    ("players?filter=2", .players(filter: .goalkeepers, search: nil)),
    ("filters", .filters),
    ("players?filter=academy/filters", .filterPicker(filter: .academy, search: nil)),
    (
      "scorers/player/id/32",
      RoutePath([PlayerListRoute.implied!, TopScorersRoute(), PlayerDetailRoute(key: .id(32))])
    ),
    ("player/id/7/compare/30", .compare(7, with: 30)),
    (
      "players?page=2&row=3",
      RoutePath([PlayerListRoute(query: PlayerListQuery(filter: nil, search: nil), page: 2, row: 3)]
      )
    ),
    ("player/7", .player(number: 7)),
    ("player/id/32", .player(id: 32)),
    ("players?page=3", .players(filter: nil, search: nil, page: 3)),
    ("players?page=2&filter=goalkeepers", .players(filter: .goalkeepers, search: nil, page: 2)),
    ("scorers?page=2", .scorers(page: 2)),
    ("player/id/-3", .player(id: -3)),
    (
      "players?search=mba&visited=32",
      RoutePath([PlayerListRoute(query: PlayerListQuery(filter: nil, search: "mba"), visited: 32)])
    ),
    (
      "players?visited=-3&page=2",
      RoutePath([
        PlayerListRoute(query: PlayerListQuery(filter: nil, search: nil), page: 2, visited: -3)
      ])
    ),
    ("scorers?visited=32", TopScorersRoute(visited: 32).overTheList),
    ("scorers?visited=-3&page=2", TopScorersRoute(page: 2, visited: -3).overTheList),
  ])
  func parsesEachAcceptedForm(text: String, expected: RoutePath) throws {
    #expect(try RoutePath(parsing: text) == expected)
  }

  @Test(arguments: [
    ("player", "unknown route"),
    ("player/seven", "“seven” is not a shirt number"),
    ("player/-1", "“-1” is not a shirt number"),
    ("player/id/seven", "“seven” is not a player id"),
    ("player/id/", "“” is not a player id"),
    ("players?filter=strikers", "unknown filter “strikers”"),
    ("players?page=0", "“0” is not a page number"),
    ("players?filter=academy&page=two", "“two” is not a page number"),
    ("scorers?page=-1", "“-1” is not a page number"),
    ("scorers?sort=name", "unknown parameter “sort”"),
    ("filters?x=1", "unknown parameter “x”"),
    ("filters?filter=academy", "unknown parameter “filter”"),
    ("", "unknown route"),
    ("scorers/bogus", "“bogus” cannot follow “scorers”"),
    ("player/id/7/compare/x", "“x” is not a player id"),
    ("compare/30", "unknown route"),
    // The comparison's segment, below a player's page.
    ("player/id/7/compare/7/7", "“7” cannot follow “player/id/7/compare/7”"),
    ("player/id/7/compare?sort=goals", "unknown parameter “sort”"),
    ("player/id/7/compare/30?search=m", "the comparison takes no parameter"),
    ("compare/7", "unknown route"),
    // The list's visited player, a feed id as in `player/id/ID`.
    ("players?visited=mbappe", "“mbappe” is not a player id"),
    ("players?visited=", "“” is not a player id"),
    ("players?visited=32.0", "“32.0” is not a player id"),
    ("players?visited=99999999999999999999", "“99999999999999999999” is not a player id"),
    // The scorers' visited player, read the same way.
    ("scorers?visited=mbappe", "“mbappe” is not a player id"),
    ("scorers?visited=", "“” is not a player id"),
    ("scorers?visited=32.0", "“32.0” is not a player id"),
    ("scorers?visited=99999999999999999999", "“99999999999999999999” is not a player id"),
  ])
  func rejectsOtherForms(text: String, problem: String) throws {
    let error = try #require(throws: RouteError.self) { try RoutePath(parsing: text) }
    #expect(error.route == text)
    #expect(error.problem.description == problem)
  }

  @Test func theErrorListsTheFormsAcceptedWhereTheRouteFailed() throws {
    let error = try #require(throws: RouteError.self) { try RoutePath(parsing: "nowhere") }
    // The forms come from the tree, so a new scene's forms are listed too.
    let forms = DemoScenes.acceptedForms.joined(separator: ", ")
    #expect(error.description == "invalid route “nowhere”: unknown route (accepted: \(forms))")
    #expect(forms.starts(with: "players, players?filter=NAME&search=TEXT, filters, player/id/ID"))

    // Below a segment, the forms that may follow it.
    let deeper = try #require(throws: RouteError.self) {
      try RoutePath(parsing: "player/id/7/nowhere")
    }
    var below: [String] = []
    for type in DemoScenes.routeTree.followers(of: PlayerDetailRoute.self) {
      below += type.forms.filter(\.isListedInErrors).map(\.pattern)
    }
    #expect(deeper.acceptedForms == below)
    #expect(below.contains("compare/ID"))
  }

  /// A hostile route of any length gives one short line: the route and the problem are cut.
  @Test func aHugeRouteGivesAShortError() throws {
    let text = "player/id/1" + String(repeating: "/x", count: 100_000)
    let error = try #require(throws: RouteError.self) { try RoutePath(parsing: text) }
    #expect(error.route == text, "the error keeps the whole route")
    #expect(error.description.count < 2 * RouteError.longestShownWidth + 200)
    #expect(error.description.contains("…"))
  }

  @Test func theErrorShowsControlCharactersVisibly() throws {
    let error = try #require(throws: RouteError.self) {
      try RoutePath(parsing: "players?filter=%1B%5B2J")
    }
    #expect(
      error.description.hasPrefix("invalid route “players?filter=%1B%5B2J”: unknown filter “^[[2J”")
    )
  }
}
