import PlayerFeed
import Testing

@testable import PSGDemo

/// The list's search engine: a search that extends the last one looks only through its matches,
/// and must find what a fresh search finds.
@Suite struct PlayerMatcherTests {
  @Test func anExtendedQueryFindsWhatAFreshSearchFinds() {
    var typed = PlayerMatcher(players: Squad.paris2021)
    for filter in [PlayerFilter.none, .forwards, .alphabetical] {
      for query in ["m", "mb", "mba", "mbap", "a", "an", "ang"] {
        var fresh = PlayerMatcher(players: Squad.paris2021)
        let expected = Array(fresh.matches(query: query, filter: filter))
        #expect(Array(typed.matches(query: query, filter: filter)) == expected, "\(query)")
      }
    }
    #expect(typed.matches(query: "mba", filter: .none).map(\.name) == ["Kylian MBAPPÉ"])
  }

  @Test func anEmptyQueryGivesThePlayersTheFilterGivesInItsOrder() {
    var matcher = PlayerMatcher(players: Squad.paris2021)
    for filter in PlayerFilter.allCases {
      let expected = filter.apply(to: Squad.paris2021)
      #expect(Array(matcher.matches(query: "", filter: filter)) == expected, "\(filter)")
    }
    #expect(matcher.matches(query: "", filter: .goalkeepers).count == 5)
  }

  @Test func anIdRepeatedInTheFeedNamesItsFirstPlayer() {
    let squad = Squad.paris2021
    let players = [squad[0], squad[1]] + [squad[0]]
    let matcher = PlayerMatcher(players: players)
    #expect(matcher.position(ofID: squad[0].id) == 0)
    #expect(matcher.position(ofID: squad[1].id) == 1)
    #expect(matcher.position(ofID: -1) == nil)
  }
}
