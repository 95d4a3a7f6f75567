import MVVMC

/// Pushes the top scorers over the list and a player's page over them; ends, cancelled, when
/// the user goes back to the list.
///
/// A child of the ``AppCoordinator``, started by the `scorers` command or route
/// (``TopScorersRoute``); the detail is its own child, so `back` from the detail returns here.
///
/// ```swift
/// app.startChild(
///   TopScorersCoordinator(
///     navigator: app.navigator, players: app.listViewModel.loadedPlayers, strings: strings))
/// ```
@MainActor
package final class TopScorersCoordinator: BaseCoordinator<Void>, TopScorersRouting,
  DemoRouteHandling, PlayerDetailOpening
{
  private let players: [Player]
  private let arePlayersRanked: Bool
  private let pageSize: Int
  private let page: Int
  private let row: Int
  private let strings: DemoStrings
  private let tracer: BindingTracer?
  private let marksSelectedRow: Bool

  /// Creates the coordinator; ``start()`` pushes the scorers.
  ///
  /// - Parameter marksSelectedRow: Whether the table marks its selected row (when keys drive
  ///   the app).
  package init(
    navigator: Navigator, players: [Player], strings: DemoStrings,
    tracer: BindingTracer? = nil, marksSelectedRow: Bool = false
  ) {
    self.players = players
    self.arePlayersRanked = false
    self.pageSize = Int.max
    self.page = 1
    self.row = 0
    self.strings = strings
    self.tracer = tracer
    self.marksSelectedRow = marksSelectedRow
    super.init(navigator: navigator)
  }

  /// Creates the coordinator of players already ranked (``TopScorersViewModel/ranked(_:)``),
  /// `pageSize` rows a page, showing page `page`, which must exist.
  init(
    navigator: Navigator, rankedPlayers: [Player], pageSize: Int, page: Int, row: Int = 0,
    strings: DemoStrings, tracer: BindingTracer?, marksSelectedRow: Bool
  ) {
    self.players = rankedPlayers
    self.arePlayersRanked = true
    self.pageSize = pageSize
    self.page = page
    self.row = row
    self.strings = strings
    self.tracer = tracer
    self.marksSelectedRow = marksSelectedRow
    super.init(navigator: navigator)
  }

  package override func start() {
    let viewModel =
      arePlayersRanked
      ? TopScorersViewModel(rankedPlayers: players, pageSize: pageSize, tracer: tracer)
      : TopScorersViewModel(players: players, pageSize: pageSize, tracer: tracer)
    if page > 1 { viewModel.showPage(number: page) }
    if row > 0 { viewModel.moveSelection(by: row) }
    push(
      TopScorersScene(
        viewModel: viewModel, router: self, strings: strings,
        marksSelectedRow: marksSelectedRow))
  }

  package nonisolated static var ownRoutes: [any DemoRoute.Type] { [PlayerDetailRoute.self] }

  func openDetail(of player: Player) {
    showDetail(of: player)
  }

  package func showDetail(of player: Player) {
    startChild(
      PlayerDetailCoordinator(
        navigator: navigator, player: player, strings: strings, tracer: tracer))
  }

  package func topScorersSceneDidAskToGoBack() {
    // Ending pops the scorers and frees this coordinator, as `back` does.
    cancel()
  }
}
