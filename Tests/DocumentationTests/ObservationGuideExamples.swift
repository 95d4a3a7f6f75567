import MVVMC
import MVVMCTesting
import PSGDemo
import PlayerFeed
import Testing

/// The Observation version of the live search that Docs/Observation.md quotes, run as the
/// `Dynamic` version's tests run it: key by key, with a manual clock.
@MainActor @Suite struct ObservationGuideExamples {
  final class Seen {
    var counts: [Int] = []
  }

  @Test func aBurstOfKeysSearchesOnceAfterTheDelay() {
    let scheduler = ManualScheduler()
    let list = ObservedPlayerList(
      players: Squad.paris2021, delay: .milliseconds(100), scheduler: scheduler)
    list.editSearch("m")
    list.editSearch("mb")
    list.editSearch("mba")
    list.editSearch("mba")  // a repeat changes nothing
    #expect(list.searchQuery == "mba")
    #expect(list.searchText == "")
    #expect(scheduler.pendingCount == 1)
    scheduler.advance(by: .milliseconds(99))
    #expect(list.matches.count == 35)
    scheduler.advance(by: .milliseconds(1))
    #expect(list.searchText == "mba")
    #expect(list.matches.map(\.name) == ["Kylian MBAPPÉ"])
  }

  @Test func followingAPropertyTakesATurnAfterEachChange() async {
    let scheduler = ManualScheduler()
    let list = ObservedPlayerList(
      players: Squad.paris2021, delay: .milliseconds(100), scheduler: scheduler)
    let seen = Seen()
    followMatches(of: list) { seen.counts.append($0.count) }
    #expect(seen.counts == [35])
    list.editSearch("mba")
    scheduler.advance(by: .milliseconds(100))
    // The change was reported before it happened; the new value arrives on a later turn.
    #expect(seen.counts == [35])
    for _ in 0..<100 where seen.counts.count < 2 { await Task.yield() }
    #expect(seen.counts == [35, 1])
    list.editSearch("")
    scheduler.advance(by: .milliseconds(100))
    for _ in 0..<100 where seen.counts.count < 3 { await Task.yield() }
    #expect(seen.counts == [35, 1, 35], "tracked again after the first change")
  }
}
