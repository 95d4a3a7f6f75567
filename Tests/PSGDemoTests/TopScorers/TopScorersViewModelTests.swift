import PlayerFeed
import Testing

@testable import PSGDemo

@MainActor
@Suite struct TopScorersViewModelTests {
  /// A player of the squad renamed and given `goals`, so ties are written in the test.
  private func player(_ name: String, goals: Int, number: Int) -> Player {
    var player = Squad.paris2021[0]
    player.name = name
    player.goals = goals
    player.number = number
    return player
  }

  @Test func ranksTheSquadByGoalsMostFirst() {
    let viewModel = TopScorersViewModel(players: Squad.paris2021)
    let goals = viewModel.matches.value.map(\.goals)
    #expect(goals == goals.sorted(by: >))
    #expect(viewModel.matches.value.count == Squad.paris2021.count)
    #expect(
      viewModel.matches.value.prefix(3).map(\.name) == [
        "Kylian MBAPPÉ", "Neymar Jr.", "Ángel DI MARÍA",
      ])
  }

  @Test func breaksTiesByNameIgnoringCaseAndAccents() {
    let viewModel = TopScorersViewModel(players: [
      player("zoé", goals: 3, number: 1),
      player("Édouard", goals: 3, number: 2),
      player("alain", goals: 3, number: 3),
      player("Bruno", goals: 9, number: 4),
      player("Ewan", goals: 3, number: 5),
    ])
    #expect(
      viewModel.matches.value.map(\.name) == ["Bruno", "alain", "Édouard", "Ewan", "zoé"])
  }

  @Test func rowsCountFromOneAndRefuseAnyOtherNumber() {
    let viewModel = TopScorersViewModel(players: Squad.paris2021)
    #expect(viewModel.player(atRow: 1)?.name == "Kylian MBAPPÉ")
    #expect(viewModel.player(atRow: Squad.paris2021.count) != nil)
    for row in [0, -1, Squad.paris2021.count + 1, Int.min, Int.max] {
      #expect(viewModel.player(atRow: row) == nil, "row \(row)")
    }
  }

  @Test func theSelectionStopsAtEitherEnd() {
    let viewModel = TopScorersViewModel(players: Squad.paris2021)
    #expect(viewModel.selectedMatch?.name == "Kylian MBAPPÉ")
    viewModel.moveSelection(by: 2)
    #expect(viewModel.selectedMatch?.name == "Ángel DI MARÍA")
    viewModel.moveSelection(by: Int.max)
    #expect(viewModel.selectedIndex.value == Squad.paris2021.count - 1)
    viewModel.moveSelection(by: Int.min)
    #expect(viewModel.selectedIndex.value == 0)
  }

  @Test func noPlayerMeansNoRowAndNoSelection() {
    let viewModel = TopScorersViewModel(players: [])
    #expect(viewModel.matches.value.isEmpty)
    #expect(viewModel.selectedIndex.value == nil)
    viewModel.moveSelection(by: 1)
    #expect(viewModel.selectedMatch == nil)
  }
}
