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
  private let opening: Opening
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
    self.opening = .page(1)
    self.strings = strings
    self.tracer = tracer
    self.marksSelectedRow = marksSelectedRow
    super.init(navigator: navigator)
  }

  /// What the scorers show first: a page, or a row a route named, on its page.
  enum Opening: Equatable {
    /// Page `number`, counted from 1, which must exist.
    case page(Int)
    /// The row at `index` among the scorers (counted from 0), selected, and marked in line
    /// mode too, since a route names it.
    case row(Int)
  }

  /// Creates the coordinator of players already ranked (``TopScorersViewModel/ranked(_:)``),
  /// `pageSize` rows a page, showing what `opening` names.
  init(
    navigator: Navigator, rankedPlayers: [Player], pageSize: Int, opening: Opening,
    strings: DemoStrings, tracer: BindingTracer?, marksSelectedRow: Bool
  ) {
    self.players = rankedPlayers
    self.arePlayersRanked = true
    self.pageSize = pageSize
    self.opening = opening
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
    switch opening {
    case .page(let number): if number > 1 { viewModel.showPage(number: number) }
    case .row(let index): viewModel.mark(row: index)
    }
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
