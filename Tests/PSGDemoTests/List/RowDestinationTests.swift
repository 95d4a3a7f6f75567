import MVVMC
import MVVMCTesting
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

/// A row of the list links the page of its player, the route `RoutePath.player(id:)` writes,
/// though the list writes it without building that route.
@MainActor
@Suite struct RowDestinationTests {
  /// The destinations of the rows shown.
  private func rowDestinations(of scene: PlayerListScene) -> [Destination?] {
    scene.makeScreen().blocks.flatMap { block -> [Destination?] in
      guard case .table(let table) = block else { return [] }
      return table.rows.map(\.destination)
    }
  }

  @Test func everyRowLinksTheRouteOfItsPlayersPage() async {
    // Ids of every size, a negative one too: the feed's own.
    let players = Squad.paris2021.enumerated().map { offset, player in
      var player = player
      player.id = [-3, 0, 7, 1_000_000, Int.max][offset % 5] - offset
      return player
    }
    let viewModel = PlayerListViewModel(pageSize: 50, scheduler: ManualScheduler()) { players }
    await viewModel.load()
    let scene = PlayerListScene(viewModel: viewModel, strings: DemoStrings(.english))
    viewModel.apply(.goalkeepers)
    viewModel.search("a")
    let shown = viewModel.page.value.players
    #expect(!shown.isEmpty)
    #expect(rowDestinations(of: scene) == shown.map { RoutePath.player(id: $0.id).destination })
    viewModel.apply(PlayerFilter.none)
    viewModel.search("")
    #expect(
      rowDestinations(of: scene)
        == players.map { RoutePath.player(id: $0.id).destination })
  }
}
