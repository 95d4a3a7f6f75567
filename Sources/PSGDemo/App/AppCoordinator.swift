import MVVMC
import PlayerFeed
import Rendering

/// The root coordinator: shows the player list, starts a child coordinator for the filter
/// picker (the framework's picker flow) and each player's page, starts the flows other folders
/// add below the list (the top scorers), and opens the routes that begin at the list in one
/// `switch` over its own routes (``open(_:)``).
///
/// It never finishes: the list is the root of the stack.
///
/// ```
/// AppCoordinator ── PlayerListScene (root)
///   ├─ PickerCoordinator<PlayerFilter> ── FilterScene (modal)   → finished(filter) | cancelled
///   ├─ PlayerDetailCoordinator ── PlayerDetailScene             → cancelled on back
///   └─ a flow added below the list (the top scorers)            → cancelled on back
/// ```
@MainActor
package final class AppCoordinator: BaseCoordinator<Never>, PlayerListIntents, RouteHandling {
  /// The list's view model, which outlives every child flow.
  package let listViewModel: PlayerListViewModel
  /// The scenes the app was built with: its route tree and the flows added below scenes.
  package let demoScenes: DemoScenes
  /// The interface's words, for the child coordinators a route starts.
  let strings: DemoStrings
  /// Told when a value fires, for `--trace`; handed to every child.
  let tracer: BindingTracer?
  /// Whether tables mark their selected row (when keys drive the app).
  let marksSelectedRow: Bool
  /// Whether the list marks the player last opened (in line mode); an exported site marks
  /// none, so its pages link to the list's pages.
  let marksVisitedPlayer: Bool
  /// The flows other folders add below the list.
  private let flows: ContributedFlows<PlayerListContext>
  /// What flows derive from the loaded players, kept until the list loads again.
  private let derivedValues = DerivedPlayerValues()

  /// Creates the coordinator; ``start()`` shows the list.
  ///
  /// - Parameters:
  ///   - scenes: The scenes the app is built with.
  ///   - marksSelectedRow: Whether the list always marks its selected row (when keys drive the
  ///     app), rather than only the player last opened.
  ///   - marksVisitedPlayer: Whether a player's page opened over the list marks the player as
  ///     the one last opened, which the list's route then names (`visited=ID`), as line mode
  ///     does.
  init(
    navigator: Navigator, listViewModel: PlayerListViewModel, scenes: DemoScenes = .standard,
    strings: DemoStrings, tracer: BindingTracer? = nil, marksSelectedRow: Bool = false,
    marksVisitedPlayer: Bool = false
  ) {
    self.listViewModel = listViewModel
    self.demoScenes = scenes
    self.strings = strings
    self.tracer = tracer
    self.marksSelectedRow = marksSelectedRow
    self.marksVisitedPlayer = marksVisitedPlayer
    self.flows = ContributedFlows(.playerList, from: scenes.flows)
    super.init(navigator: navigator)
    let derivedValues = derivedValues
    listViewModel.state.bind(self) { _, _ in derivedValues.removeAll() }
  }

  /// The screen of the scene on top, with its breadcrumb; the list's title before ``start()``.
  package func currentScreen() -> Screen {
    navigator.currentScreen() ?? Screen(title: strings.playersTitle)
  }

  package override func start() {
    push(
      PlayerListScene(
        viewModel: listViewModel, intents: self, strings: strings,
        flows: flows.actions(in: context), marksSelectedRow: marksSelectedRow))
    // A row a route named stays marked in line mode until a scene opens over the list: back
    // there, the list marks what a fresh app opened at its covered route marks.
    navigator.observe { [weak listViewModel] event in
      switch event {
      case .pushed, .presented, .replacedStack: listViewModel?.routeNamedSelectedRow = false
      case .popped, .dismissed, .ignored: break
      }
    }
  }

  /// What a flow added below the list is given.
  private var context: PlayerListContext {
    PlayerListContext(
      list: listViewModel, pages: pageFactory, derivedValues: derivedValues,
      marksVisitedPlayer: marksVisitedPlayer)
  }

  // MARK: Routes

  /// The segments the root opens itself: the list's own, the filter picker over it and a
  /// player's page; a flow another folder adds below the list is the one generic case.
  package enum Route {
    case list(PlayerListRoute)
    case filters(FilterPickerRoute)
    case player(PlayerDetailRoute)
    case added(ContributedRoute<PlayerListContext>)
  }

  package nonisolated static let ownRoutes = RouteCases<Route>()
    .root(PlayerListRoute.self, Route.list)
    .on(FilterPickerRoute.self, Route.filters)
    .onPlayerPage(Route.player)

  package func route(for segment: any RouteSegment) -> Route? {
    Self.ownRoutes.route(for: segment) ?? flows.route(for: segment).map(Route.added)
  }

  /// Opens a segment of a route that begins at the list: the list's own, or a scene over it.
  package func open(_ route: Route) throws(RouteError) -> any RouteHandling {
    switch route {
    case .list(let list):
      try listViewModel.show(list)
      return self
    case .filters(let picker):
      showFilters(choosing: nil, highlighting: picker.row.map { $0 - 1 })
      return self
    case .player(let page):
      return openDetail(of: try page.player(in: listViewModel))
    case .added(let flow):
      return try start(flow, in: context)
    }
  }

  // MARK: The list's intents

  package func showFilters(choosing filter: PlayerFilter?) {
    showFilters(choosing: filter, highlighting: nil)
  }

  private func showFilters(choosing filter: PlayerFilter?, highlighting row: Int?) {
    let picker = PickerCoordinator.filterPicker(
      navigator: navigator, current: listViewModel.filter.value, strings: strings, tracer: tracer,
      listSearch: listViewModel.searchText.value)
    startChild(picker) { [weak self] outcome in
      if case .finished(let chosen) = outcome { self?.listViewModel.apply(chosen) }
    }
    if let row { picker.viewModel.highlight(row: row) }
    if let filter { picker.viewModel.choose(filter) }
  }

  package func showDetail(of player: Player) {
    listViewModel.select(player)
    openDetail(of: player)
  }

  package func open(_ flow: ContributedRoute<PlayerListContext>) throws(RouteError) {
    try start(flow, in: context)
  }

  /// Whether the scene right above the list (the root, `scenes[0]`) is `player`'s page.
  package func isCovered(byPageOf player: Player) -> Bool {
    let scenes = navigator.scenes
    guard scenes.count > 1, let page = scenes[1] as? PlayerDetailScene else { return false }
    return page.viewModel.player == player
  }

  /// Starts the player's page as a child flow, leaving the list's selection as it is: the
  /// route's segment for the list says what it marks.
  @discardableResult
  private func openDetail(of player: Player) -> any RouteHandling {
    // In line mode the list marks the player last seen, as a visited link (its route names
    // them: `visited=ID`); marking them moves neither the list's page nor its selection.
    if marksVisitedPlayer { listViewModel.selectedPlayer.value = player }
    return pageFactory.start(player, below: self)
  }

  /// Builds the players' pages, here and below the top scorers, with what each page needs.
  private var pageFactory: PlayerDetailFactory {
    PlayerDetailFactory(
      list: listViewModel, flows: demoScenes.flows, strings: strings,
      tracer: tracer, marksSelectedRow: marksSelectedRow, navigator: navigator)
  }

  // MARK: Whole routes

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
  func open(_ route: RoutePath) throws(RouteError) {
    returnToList()
    do throws(RouteError) {
      try route.open(from: self, in: demoScenes.routeTree)
    } catch {
      // All or nothing: a route that fails halfway leaves the list alone, as it found it.
      returnToList()
      throw error
    }
  }
}
