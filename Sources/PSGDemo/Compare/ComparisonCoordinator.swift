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
final class ComparisonCoordinator: BaseCoordinator<Void> {
  private let player: Player
  private let environment: DemoEnvironment
  private let comparedPlayer: Player?
  /// The picker's view model until a player is chosen: the comparison does not keep it.
  private var picker: PickerViewModel<Player>?
  /// Whether the route that opened the picker named its highlight: line mode then marks it,
  /// as the key-driven app that moved it there did.
  private var routeNamedHighlight = false

  /// Creates the flow comparing `player` with one of the other players.
  ///
  /// - Parameters:
  ///   - other: The player to compare with at once, as a route names one: the flow shows the
  ///     two side by side without the picker, so opening it costs nothing per player loaded.
  ///   - search: What the picker is searched for at first (folded), if anything.
  init(
    player: Player, environment: DemoEnvironment, comparingWith other: Player? = nil,
    search: String? = nil
  ) {
    self.player = player
    self.environment = environment
    self.comparedPlayer = other
    if other == nil {
      // The loaded players and their search index themselves, shared with the list: the
      // picker keeps the indices of those it offers, every one but the page's player, never a
      // copy of them (15 MiB for the largest feed), and a search folds no name again (a name
      // of 16 MiB took 17 MiB more to fold on each search).
      let list = environment.list
      let (players, names, shown) = (list.loadedPlayers, list.matcher.searchIndex, player.id)
      let picker = PickerViewModel(
        options: players, pageSize: list.pageSize, tracer: environment.tracer
      ) { query in
        names.positions(containing: query).lazy.map { Int($0) }.filter { players[$0].id != shown }
      }
      if let search { picker.search(search) }
      self.picker = picker
    } else {
      self.picker = nil
    }
    super.init(navigator: environment.navigator)
  }

  /// The comparison flow that `route` names below `player`'s page: the picker (searched and
  /// highlighted as the route says), or the two players side by side when the route names the
  /// other one.
  ///
  /// - Throws: ``MVVMC/RouteError`` when no other player has the id, or the row to highlight
  ///   is not there.
  convenience init(_ route: ComparisonRoute, player: Player, environment: DemoEnvironment)
    throws(RouteError)
  {
    var chosen: Player?
    if let other = route.other {
      guard other != player.id, let found = environment.list.player(withID: other) else {
        throw RouteError(
          route: route.address, .noOtherPlayer(id: other), listsAcceptedForms: false)
      }
      chosen = found
    }
    self.init(
      player: player, environment: environment, comparingWith: chosen, search: route.search)
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
    let (player, strings) = (player, environment.strings)
    let marks = environment.marksSelectedRow || routeNamedHighlight
    let flow = PickerCoordinator(navigator: navigator, viewModel: picker, presentation: .push) {
      viewModel in
      PlayerPickerScene(
        player: player, viewModel: viewModel, strings: strings, marksSelectedRow: marks)
    }
    // The picker's result is the player to compare with.
    startChild(flow) { [weak self] outcome in
      switch outcome {
      case .finished(let chosen):
        self?.picker = nil
        self?.showComparison(with: chosen)
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
    push(
      ComparisonScene(
        viewModel: ComparisonViewModel(left: player, right: other),
        strings: environment.strings, goBack: { [weak navigator] in _ = navigator?.back() }))
  }
}
