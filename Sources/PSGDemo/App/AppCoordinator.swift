import MVVMC

/// The root coordinator: shows the player list and starts a child coordinator for the filter
/// picker (the framework's picker flow) and for each player's page.
///
/// It never finishes: the list is the root of the stack.
///
/// ```
/// AppCoordinator ── PlayerListScene (root)
///   ├─ PickerCoordinator<PlayerFilter> ── FilterScene (modal)   → finished(filter) | cancelled
///   ├─ PlayerDetailCoordinator ── PlayerDetailScene             → cancelled on back
///   └─ TopScorersCoordinator ── TopScorersScene                 → cancelled on back
///        └─ PlayerDetailCoordinator ── PlayerDetailScene
/// ```
@MainActor
package final class AppCoordinator: BaseCoordinator<Never>, PlayerListRouting,
  DemoRouteHandling, PlayerDetailOpening
{
  /// The scenes opened over the list (others add themselves: ``DemoRoute/contributedBelow``);
  /// the list's own segment is the root of every route.
  package nonisolated static var ownRoutes: [any DemoRoute.Type] {
    [FilterPickerRoute.self, PlayerDetailRoute.self]
  }

  /// The list's view model, which outlives every child flow.
  package let listViewModel: PlayerListViewModel
  /// The interface's words, for the child coordinators a route starts.
  let strings: DemoStrings
  /// Told when a value fires, for `--trace`; handed to every child.
  let tracer: BindingTracer?
  /// Whether tables mark their selected row (when keys drive the app).
  let marksSelectedRow: Bool
  // The loaded players ranked by goals, kept until the list loads again.
  private var ranking: [Player]?

  /// Creates the coordinator; ``start()`` shows the list.
  ///
  /// - Parameter marksSelectedRow: Whether the list always marks its selected row (when keys
  ///   drive the app), rather than only the player last opened.
  init(
    navigator: Navigator, listViewModel: PlayerListViewModel, strings: DemoStrings,
    tracer: BindingTracer? = nil, marksSelectedRow: Bool = false
  ) {
    self.listViewModel = listViewModel
    self.strings = strings
    self.tracer = tracer
    self.marksSelectedRow = marksSelectedRow
    super.init(navigator: navigator)
    listViewModel.state.bind(self) { app, _ in app.ranking = nil }
  }

  /// The loaded players by goals (``TopScorersViewModel/ranked(_:)``), ranked once per load.
  var rankedScorers: [Player] {
    if let ranking { return ranking }
    let ranked = TopScorersViewModel.ranked(listViewModel.loadedPlayers)
    ranking = ranked
    return ranked
  }

  package override func start() {
    push(
      PlayerListScene(
        viewModel: listViewModel, router: self, strings: strings,
        marksSelectedRow: marksSelectedRow))
  }

  package func showFilters(choosing filter: PlayerFilter?) {
    let picker = PickerCoordinator.filterPicker(
      navigator: navigator, current: listViewModel.filter.value, strings: strings, tracer: tracer,
      listSearch: listViewModel.searchText.value)
    startChild(picker) { [weak self] outcome in
      if case .finished(let chosen) = outcome { self?.listViewModel.apply(chosen) }
    }
    if let filter { picker.viewModel.choose(filter) }
  }

  package func showDetail(of player: Player) {
    listViewModel.select(player)
    openDetail(of: player)
  }

  func openDetail(of player: Player) {
    // In line mode the list marks the player last seen, as a visited link: history, which no
    // route names, so it does not move the list's page or its selection.
    if !marksSelectedRow { listViewModel.selectedPlayer.value = player }
    startChild(
      PlayerDetailCoordinator(
        navigator: navigator, player: player, strings: strings, tracer: tracer))
  }

  /// Ends every child flow, top first, so the list is alone on the stack again; the list
  /// keeps its filter, search and page.
  func returnToList() {
    while navigator.modal != nil || navigator.scenes.count > 1 {
      guard navigator.back() else { return }
    }
  }

  /// Builds the stack that `route` names: every child flow ends first, so the list is alone
  /// on the stack (a picker open then is cancelled), and the route opens from the root.
  ///
  /// - Throws: ``MVVMC/RouteError`` when a segment names what is not there: a player id no
  ///   player has, a page past the last.
  func open(_ route: Route) throws(RouteError) {
    returnToList()
    do throws(RouteError) {
      try route.open(from: self)
    } catch {
      // All or nothing: a route that fails halfway leaves the list alone, as it found it.
      returnToList()
      throw error
    }
  }
}
