import MVVMC
import PlayerFeed
import Rendering

/// The root coordinator: shows the player list and lists the flows that open over it, one case
/// of its ``Route`` each: the filter picker (the framework's picker flow, whose result is the
/// filter), a player's page, the top scorers and the question that pins a player (whose
/// result is the change to the list's pins). It opens the routes that begin at the list in
/// one `switch` (``open(_:)``), and handles how each child ends in that child's arm.
///
/// It never finishes: the list is the root of the stack.
///
/// ```
/// AppCoordinator ── PlayerListScene (root)
///   ├─ PickerCoordinator<PlayerFilter> ── FilterScene (modal)   → finished(filter) | cancelled
///   ├─ PlayerDetailCoordinator ── PlayerDetailScene             → cancelled on back
///   ├─ TopScorersCoordinator ── TopScorersScene                 → cancelled on back
///   └─ PinCoordinator ── PinScene (modal)                       → finished(pin(32)) | cancelled
/// ```
@MainActor
package final class AppCoordinator: BaseCoordinator<Never>, RouteHandling {
  /// The list's view model, which outlives every child flow.
  package let listViewModel: PlayerListViewModel
  /// What every child is built with: the navigator, the list, the words, the tracer.
  package let environment: DemoEnvironment
  /// The interface's words.
  var strings: DemoStrings { environment.strings }
  /// The players by goals, ranked once per load however many pages of the scorers open.
  private var rankedPlayers: PlayerMatches?
  /// The player's page open over the list, if any, for the list's covered route.
  private weak var openPage: PlayerDetailCoordinator?

  /// Creates the coordinator; ``start()`` shows the list.
  ///
  /// - Parameters:
  ///   - marksSelectedRow: Whether the list always marks its selected row (when keys drive the
  ///     app), rather than only the player last opened.
  ///   - marksVisitedPlayer: Whether a player's page opened over the list marks the player as
  ///     the one last opened, which the list's route then names (`visited=ID`), as line mode
  ///     does.
  init(
    navigator: Navigator, listViewModel: PlayerListViewModel, strings: DemoStrings,
    tracer: BindingTracer? = nil, marksSelectedRow: Bool = false,
    marksVisitedPlayer: Bool = false
  ) {
    self.listViewModel = listViewModel
    self.environment = DemoEnvironment(
      navigator: navigator, list: listViewModel, strings: strings, tracer: tracer,
      marksSelectedRow: marksSelectedRow, marksVisitedPlayer: marksVisitedPlayer)
    super.init(navigator: navigator)
    listViewModel.state.bind(self) { coordinator, _ in coordinator.rankedPlayers = nil }
  }

  /// The screen of the scene on top, with its breadcrumb; the list's title before ``start()``.
  package func currentScreen() -> Screen {
    navigator.currentScreen() ?? Screen(title: strings.playersTitle)
  }

  package override func start() {
    let scene = PlayerListScene(
      viewModel: listViewModel, router: Router(self, navigator: navigator), strings: strings,
      marksSelectedRow: environment.marksSelectedRow)
    scene.isCoveredByPage = { [weak self] player in self?.openPage?.shows(player) == true }
    push(scene)
    // A row a route named stays marked in line mode until a scene opens over the list: back
    // there, the list marks what a fresh app opened at its covered route marks.
    navigator.observe { [weak listViewModel] event in
      switch event {
      case .pushed, .presented, .replacedStack: listViewModel?.routeNamedSelectedRow = false
      case .popped, .dismissed, .ignored: break
      }
    }
  }

  // MARK: Routes

  /// What opens over the list, one case a child: the list's own segment, the filter picker
  /// (by route, or choosing a filter at once), a player's page and the top scorers.
  package enum Route {
    case list(PlayerListRoute)
    case filters(FilterPickerRoute)
    case chooseFilter(PlayerFilter)
    case player(PlayerDetailRoute)
    case scorers(TopScorersRoute)
    case pin(PinRoute)
  }

  package nonisolated static let ownRoutes = RouteCases<Route>()
    .root(PlayerListRoute.self, Route.list)
    .on(FilterPickerRoute.self, Route.filters)
    .onPlayerPage(Route.player)
    .on(TopScorersRoute.self, openedBy: TopScorersCoordinator.self, Route.scorers)
    .on(PinRoute.self, Route.pin)

  /// Opens a segment of a route that begins at the list, or what the list's scene asks for:
  /// the list's own, or a child over it, with how it ends.
  package func open(_ route: Route) throws(RouteError) -> any RouteHandling {
    switch route {
    case .list(let list):
      try listViewModel.show(list)
      return self
    case .filters(let picker):
      showFilters(choosing: nil, highlighting: picker.row.map { $0 - 1 })
      return self
    case .chooseFilter(let filter):
      showFilters(choosing: filter, highlighting: nil)
      return self
    case .player(let page):
      return openDetail(of: try page.player(in: listViewModel))
    case .scorers(let scorers):
      let ranked = rankedPlayers ?? TopScorersViewModel.ranked(listViewModel.loadedPlayers)
      rankedPlayers = ranked
      let flow = try TopScorersCoordinator(scorers, ranked: ranked, environment: environment)
      startChild(flow)
      return flow
    case .pin(let pin):
      guard let player = listViewModel.player(withID: pin.id) else {
        throw RouteError(route: pin.address, .noPlayer(id: pin.id), listsAcceptedForms: false)
      }
      let question = PinViewModel(
        player: player, isPinned: listViewModel.isPinned(player), tracer: environment.tracer)
      // The child's result is the change, which the list's view model applies.
      startChild(PinCoordinator(viewModel: question, strings: strings, navigator: navigator)) {
        [weak self] outcome in
        if case .finished(let change) = outcome { self?.listViewModel.apply(change) }
      }
      return self
    }
  }

  /// Presents the filter picker; with `filter`, chooses it at once (the picker still opens and
  /// closes, so the flow is the same as choosing by hand). The chosen filter is the child's
  /// result, which the list applies.
  private func showFilters(choosing filter: PlayerFilter?, highlighting row: Int?) {
    let picker = PickerCoordinator.filterPicker(
      navigator: navigator, current: listViewModel.filter.value, strings: strings,
      tracer: environment.tracer, listSearch: listViewModel.searchText.value)
    startChild(picker) { [weak self] outcome in
      if case .finished(let chosen) = outcome { self?.listViewModel.apply(chosen) }
    }
    if let row { picker.viewModel.highlight(row: row) }
    if let filter { picker.viewModel.choose(filter) }
  }

  /// Starts the player's page as a child flow, leaving the list's selection as it is: the
  /// route's segment for the list says what it marks.
  private func openDetail(of player: Player) -> any RouteHandling {
    // In line mode the list marks the player last seen, as a visited link (its route names
    // them: `visited=ID`); marking them moves neither the list's page nor its selection.
    // `open N` marked them already, in selecting their row: the box fires once.
    if environment.marksVisitedPlayer, listViewModel.selectedPlayer.value != player {
      listViewModel.selectedPlayer.value = player
    }
    let page = PlayerDetailCoordinator(player: player, environment: environment)
    openPage = page
    startChild(page)
    return page
  }

  // MARK: Whole routes

  /// Builds the stack that `route` names: every child flow ends first, so the list is alone
  /// on the stack (a picker open then is cancelled), and the route opens from the root.
  ///
  /// - Throws: ``MVVMC/RouteError`` when a segment names what is not there: a player id no
  ///   player has, a page past the last.
  func open(_ route: RoutePath) throws(RouteError) {
    cancelChildren()
    do throws(RouteError) {
      try route.open(from: self, in: DemoScenes.routeTree)
    } catch {
      // All or nothing: a route that fails halfway leaves the list alone, as it found it.
      cancelChildren()
      throw error
    }
  }
}
