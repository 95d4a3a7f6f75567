import MVVMC
import PlayerFeed

/// "Compare two players", a child of the coordinator that owns a player's page: pushes a
/// picker over the other players (the framework's ``MVVMC/PickerCoordinator``), then the two
/// players side by side; ends, cancelled, when the user goes back to the page.
///
/// ```
/// PlayerDetailCoordinator ── PlayerDetailScene
///   └─ ComparisonCoordinator
///        ├─ PickerCoordinator<Player> ── PlayerPickerScene (pushed)   → finished(player) | cancelled
///        └─ ComparisonScene (pushed, once a player is chosen)
/// ```
@MainActor
final class ComparisonCoordinator: BaseCoordinator<Void>, ComparisonIntents, RouteHandling {
  private let page: PlayerDetailContext
  private let comparedPlayer: Player?
  private let picker: PickerViewModel<Player>?
  private let flows: ContributedFlows<ComparisonContext>
  /// Whether the route that opened the picker named its highlight: line mode then marks it,
  /// as the key-driven app that moved it there did.
  private var routeNamedHighlight = false
  /// The two players shown side by side, once they are: what a flow added below is given.
  private var context: ComparisonContext?

  /// Creates the flow comparing the page's player with one of the other players.
  ///
  /// - Parameters:
  ///   - other: The player to compare with at once, as a route names one: the flow shows the
  ///     two side by side without the picker, so opening it costs nothing per player loaded.
  ///   - search: What the picker is searched for at first (folded), if anything.
  init(page: PlayerDetailContext, comparingWith other: Player? = nil, search: String? = nil) {
    self.page = page
    self.comparedPlayer = other
    if other == nil {
      // The loaded players and their search index themselves, shared with the list: the
      // picker keeps the indices of those it offers, every one but the page's player, never a
      // copy of them (15 MiB for the largest feed), and a search folds no name again (a name
      // of 16 MiB took 17 MiB more to fold on each search).
      let (players, names, shown) = (page.players, page.nameIndex, page.player.id)
      let picker = PickerViewModel(options: players, pageSize: page.pageSize) { query in
        names.positions(containing: query).lazy.map { Int($0) }.filter { players[$0].id != shown }
      }
      if let search { picker.search(search) }
      self.picker = picker
    } else {
      self.picker = nil
    }
    self.flows = ContributedFlows(.comparison, from: page.flows)
    super.init(navigator: page.navigator)
  }

  /// The comparison flow that `route` names below `page`: the picker (searched and
  /// highlighted as the route says), or the two players side by side when the route names the
  /// other one.
  ///
  /// - Throws: ``MVVMC/RouteError`` when no other player has the id, or the row to highlight
  ///   is not there.
  convenience init(_ route: ComparisonRoute, below page: PlayerDetailContext) throws(RouteError) {
    var chosen: Player?
    if let other = route.other {
      guard other != page.player.id, let found = page.player(withID: other) else {
        throw RouteError(
          route: route.address, .noOtherPlayer(id: other), listsAcceptedForms: false)
      }
      chosen = found
    }
    self.init(page: page, comparingWith: chosen, search: route.search)
    if let row = route.row {
      guard highlight(row: row - 1) else {
        throw RouteError(
          route: route.address, .noRowToHighlight(row), listsAcceptedForms: false)
      }
      routeNamedHighlight = true
    }
  }

  override func start() {
    guard let picker else {
      if let comparedPlayer { showComparison(with: comparedPlayer) }
      return
    }
    let (player, strings) = (page.player, page.strings)
    let marks = page.marksSelectedRow || routeNamedHighlight
    let flow = PickerCoordinator(navigator: navigator, viewModel: picker, presentation: .push) {
      [weak self] viewModel in
      PlayerPickerScene(
        player: player, viewModel: viewModel, intents: self, strings: strings,
        marksSelectedRow: marks)
    }
    startChild(flow) { [weak self] outcome in
      switch outcome {
      case .finished(let chosen): self?.showComparison(with: chosen)
      case .cancelled: self?.cancel()
      }
    }
  }

  /// Highlights the picker's row `row` (counted from 0 over its matches); `false` when there
  /// is no such row (the first is always there: highlighted if any row is).
  func highlight(row: Int) -> Bool {
    guard let picker, row == 0 || row < picker.matches.value.count else { return false }
    picker.highlight(row: row)
    return true
  }

  private func showComparison(with other: Player) {
    let context = ComparisonContext(left: page.player, right: other, page: page)
    self.context = context
    push(
      ComparisonScene(
        viewModel: ComparisonViewModel(left: page.player, right: other), intents: self,
        strings: page.strings, flows: flows.actions(in: context)))
  }

  /// The comparison opens no segment of its own after its own: only the flows other folders
  /// add below it, as one generic case.
  enum Route {
    case added(ContributedRoute<ComparisonContext>)
  }

  func route(for segment: any RouteSegment) -> Route? {
    flows.route(for: segment).map(Route.added)
  }

  /// Opens a flow added below the comparison, once two players are side by side.
  func open(_ route: Route) throws(RouteError) -> any RouteHandling {
    switch route {
    case .added(let flow):
      guard let context else { throw RouteError.cannotOpen(flow.segment) }
      return try start(flow, in: context)
    }
  }

  func comparisonDidAskToOpen(_ flow: ContributedRoute<ComparisonContext>) throws(RouteError) {
    _ = try open(.added(flow))
  }

  func comparisonDidAskToGoBack() {
    // Ending pops the picker or the comparison, back to the player's page.
    cancel()
  }
}
