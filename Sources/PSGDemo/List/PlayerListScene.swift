import MVVMC
import PlayerFeed
import Rendering

/// The list of players: search field, active filter, a window of rows, and the states of the
/// feed (loading, empty, error).
///
/// The scene binds to its ``PlayerListViewModel`` with closures and keeps what they deliver; a
/// screen, and every message about rows, is built from those values only, so the work per frame
/// is bounded by the page size, not by the size of the feed. Commands and keys are calls on the
/// view model, never writes to the kept values.
@MainActor
package final class PlayerListScene: PlayerTableScene {
  /// The view model the scene shows.
  package let viewModel: PlayerListViewModel
  /// What a leak check follows: the view model goes when the scene goes.
  package var viewModelObject: AnyObject? { viewModel }
  /// What the list's actions open, through its coordinator's ``AppCoordinator/Route``; `nil`
  /// for a list shown alone, which opens nothing.
  let router: Router<AppCoordinator.Route>?
  let strings: DemoStrings
  /// Whether the scene right above is the page of a player, which marked them as it opened;
  /// set by the coordinator, which knows its child.
  var isCoveredByPage: (Player) -> Bool = { _ in false }
  let marksSelectedRow: Bool

  // What the bindings last delivered.
  private var loadState = PlayerListViewModel.LoadState.loading
  private(set) var searchText = ""
  private(set) var filter = PlayerFilter.none
  private(set) var pinned: [Int] = []
  private(set) var page = PlayerPage()
  private(set) var selectedPlayer: Player?
  private(set) var selectedIndex: Int?
  /// The search being typed, while the search field has the focus (after `/`); `nil` otherwise.
  var searchEditor: SearchEditor?
  /// The reload `r` started, if any; tests wait for it.
  var reloadTask: Task<Void, Never>?

  /// Creates the scene and binds it to `viewModel`.
  ///
  /// - Parameter marksSelectedRow: Whether the table always marks the selected row (when keys
  ///   drive the app); otherwise it marks only the player last opened, as in line mode.
  package init(
    viewModel: PlayerListViewModel,
    router: Router<AppCoordinator.Route>? = nil,
    strings: DemoStrings,
    marksSelectedRow: Bool = false
  ) {
    self.viewModel = viewModel
    self.router = router
    self.strings = strings
    self.marksSelectedRow = marksSelectedRow
    // Weak-owner bindings: when the scene goes, its bindings go with it.
    viewModel.state.bindAndFire(self) { scene, state in scene.loadState = state }
    viewModel.searchText.bindAndFire(self) { scene, text in scene.searchText = text }
    viewModel.filter.bindAndFire(self) { scene, filter in scene.filter = filter }
    viewModel.pinnedIDs.bindAndFire(self) { scene, ids in scene.pinned = ids }
    viewModel.page.bindAndFire(self) { scene, page in scene.page = page }
    viewModel.selectedPlayer.bindAndFire(self) { scene, player in scene.selectedPlayer = player }
    viewModel.selectedIndex.bindAndFire(self) { scene, index in scene.selectedIndex = index }
  }

  package var title: String { strings.playersTitle }

  package func makeScreen() -> Screen {
    // While the field has the focus it shows what is typed at once, before the search settles.
    let field = SearchField(
      label: strings.searchLabel, text: searchEditor?.text ?? searchText,
      placeholder: strings.searchPlaceholder, isFocused: searchEditor != nil,
      cursorOffset: searchEditor?.cursor,
      filter: Field(
        strings.filtersTitle, strings.label(of: filter), key: "filter",
        data: .choice(filter.commandName)))
    var blocks: [Block] = [
      .search(field),
      .text(strings.filterLine(strings.label(of: filter)), role: .strong),
    ]
    switch loadState {
    case .loading:
      blocks.append(.status(Status(.loading, message: strings.loadingMessage)))
    case .failed(let error):
      blocks.append(.status(Status(.error, message: strings.loadFailed(error))))
    case .loaded where page.totalCount == 0:
      blocks.append(.status(Status(.empty, message: emptyMessage)))
    case .loaded:
      blocks.append(table([.position, .academy]) { pinned.contains($0.id) })
      blocks.append(
        .text(
          strings.rowsShown(
            page.firstRowNumber, page.lastRowNumber, page.totalCount),
          role: .secondary))
    }
    return Screen(
      title: title, blocks: blocks, actions: screenActions)
  }

  /// The rows of the page's table, once the list is loaded and not empty: the block that
  /// scrolls.
  package var visibleRowCount: Int? {
    guard case .loaded = loadState, page.totalCount > 0 else { return nil }
    return page.players.count
  }

  private var emptyMessage: String {
    let label = strings.label(of: filter)
    if !searchText.isEmpty { return strings.noMatchMessage(searchText, label) }
    if filter != .none { return strings.noPlayerInFilter(label) }
    return strings.noPlayersMessage
  }

  package func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<
    Void, Never
  >? {
    if try performTableAction(name, of: .list) { return nil }
    switch name {
    case .search:
      // The `/` key gives the search field the focus; a typed search applies at once.
      guard let text = argument else {
        searchEditor = SearchEditor(text: viewModel.searchQuery.value)
        return nil
      }
      viewModel.search(text)
    case .clear:
      viewModel.clearSearch()
    case .filter:
      guard let name = argument else {
        try open(.filters(FilterPickerRoute()), by: .filter, argument: nil)
        return nil
      }
      guard let filter = PlayerFilter(commandArgument: name) else {
        throw strings.error(.unknownFilter(name))
      }
      try open(.chooseFilter(filter), by: .filter, argument: name)
    case .open:
      guard let argument else {
        // `Enter`: the selected row.
        guard let player = viewModel.selectedMatch else {
          throw strings.error(.noRowSelected)
        }
        try showDetail(of: player, argument: nil)
        return nil
      }
      try open(argument)
    case .refresh:
      return reload()
    case .back:
      throw strings.error(.nothingToGoBackTo)
    case .help, .quit:
      // The session handles these for every scene; reaching here means it did not.
      throw strings.error(.notHere(command: strings.word(name), scene: title))
    case .scorers:
      try open(.scorers(TopScorersRoute()), by: name, argument: argument)
    case .pin:
      // `p`: the selected row; `pin N`: row N.
      var chosen = viewModel.selectedMatch
      if let argument { chosen = try player(onRow: argument) }
      guard let chosen else { throw strings.error(.noRowSelected) }
      try open(.pin(PinRoute(id: chosen.id)), by: name, argument: argument)
    default:
      // An action of another screen (`compare`), refused as every screen refuses it.
      throw notHere(name, argument: argument)
    }
    return nil
  }

  /// Selects `player`'s row, then opens their page over the list.
  private func showDetail(of player: Player, argument: String?) throws(CommandError) {
    viewModel.select(player)
    try open(.player(PlayerDetailRoute(key: .id(player.id))), by: .open, argument: argument)
  }

  /// Opens `route` through the router, for the action named `name`; a list shown alone opens
  /// nothing.
  private func open(
    _ route: AppCoordinator.Route, by name: Action.Name, argument: String?
  ) throws(CommandError) {
    guard let router else { return }
    try open(route, by: name, argument: argument, with: router)
  }

  /// Loads the feed again, once at a time: a second `r` while loading waits for the first.
  private func reload() -> Task<Void, Never> {
    if let reloadTask { return reloadTask }
    let viewModel = viewModel
    let task = Task { [weak self] in
      await viewModel.load()
      self?.reloadTask = nil
    }
    reloadTask = task
    return task
  }

  private func open(_ argument: String) throws(CommandError) {
    try showDetail(of: try player(onRow: argument), argument: argument)
  }

  /// The player on row `argument` of the list, counted from 1 over the whole list.
  private func player(onRow argument: String) throws(CommandError) -> Player {
    let count = page.totalCount
    guard let row = Int(argument) else {
      // Digits too many for an `Int` are still a row number, just not one in the list.
      let digits =
        argument.first == "-" || argument.first == "+" ? argument.dropFirst() : argument[...]
      if !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit) {
        throw strings.error(.noRow(argument, in: .list, count: count))
      }
      throw strings.error(.openNeedsARow(argument, count: count))
    }
    guard let player = viewModel.player(atRow: row) else {
      throw strings.error(.noRow(String(row), in: .list, count: count))
    }
    return player
  }
}

extension Character {
  /// Whether the character is one of the ASCII digits 0 to 9.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
