import MVVMC
import Testing

@testable import PSGDemo

/// The scorers' segment below a scene opened over them reopens the same scorers: the row
/// selected and, in line mode, the player marked as last opened.
@MainActor
@Suite struct TopScorersCoveredRouteTests {
  /// After a player was opened and the pages turned, the first row is selected and another
  /// marked: `visited` alone would select the marked row when read back, so the segment names
  /// the first row too. (Found by a flow added below the scorers, whose route walk caught it.)
  @Test func theSelectedFirstRowIsNamedBesideTheMarkedPlayer() async throws {
    let live = await DemoSession.loaded(pageSize: 24, isKeyDriven: false)
    for line in ["scorers", "open 9", "back", "next", "prev"] {
      _ = try await live.execute(try #require(Command(parsing: line)))
    }
    let scene = try #require(live.navigator.top as? TopScorersScene)
    let covered = try #require(scene.coveredRouteSegment)
    #expect(covered.address == "scorers?row=1&visited=26")
    let fresh = await DemoSession.loaded(pageSize: 24, isKeyDriven: false)
    try fresh.open(RoutePath([PlayerListRoute.all, covered]))
    let reopened = try #require(fresh.navigator.top as? TopScorersScene)
    #expect(reopened.coveredRouteSegment?.address == covered.address)
  }
}
