import MVVMC

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
final class ComparisonCoordinator: BaseCoordinator<Void>, ComparisonRouting {
  private let player: Player
  private let players: [Player]
  private let comparedPlayer: Player?
  private let pageSize: Int?
  private let strings: DemoStrings
  private let marksSelectedRow: Bool
  private weak var picker: PickerViewModel<Player>?

  /// Creates the flow comparing `player` with one of `players` (`player` left out).
  ///
  /// - Parameters:
  ///   - other: The player to compare with at once, as a route names one: the flow shows the
  ///     two side by side without the picker, so opening it costs nothing per player loaded.
  ///   - pageSize: The picker's rows shown at once (all when `nil`): the session's page, which
  ///     a full-screen host fits to the terminal.
  init(
    navigator: Navigator, player: Player, players: [Player], comparingWith other: Player? = nil,
    pageSize: Int? = nil, strings: DemoStrings, marksSelectedRow: Bool
  ) {
    self.player = player
    self.players = players
    self.comparedPlayer = other
    self.pageSize = pageSize
    self.strings = strings
    self.marksSelectedRow = marksSelectedRow
    super.init(navigator: navigator)
  }

  override func start() {
    if let comparedPlayer {
      showComparison(with: comparedPlayer)
      return
    }
    let shown = player.id
    let others = players.filter { $0.id != shown }
    let viewModel = PickerViewModel(options: others, pageSize: pageSize) {
      $0.name.foldedForComparison
    }
    picker = viewModel
    let (player, strings, marks) = (player, strings, marksSelectedRow)
    let flow = PickerCoordinator(navigator: navigator, viewModel: viewModel, presentation: .push) {
      [weak self] viewModel in
      PlayerPickerScene(
        player: player, viewModel: viewModel, router: self, strings: strings,
        marksSelectedRow: marks)
    }
    startChild(flow) { [weak self] outcome in
      switch outcome {
      case .finished(let chosen): self?.showComparison(with: chosen)
      case .cancelled: self?.cancel()
      }
    }
  }

  /// Searches the picker for `text` (folded), as the user would.
  func search(_ text: String) {
    picker?.search(text)
  }

  /// Chooses `other` in the picker, as the user would.
  /// Highlights the picker's row `row` (counted from 0 over its matches); `false` when there
  /// is no such row (the first is always there: highlighted if any row is).
  func highlight(row: Int) -> Bool {
    guard let picker, row == 0 || row < picker.matches.value.count else { return false }
    picker.highlight(row: row)
    return true
  }

  func choose(_ other: Player) {
    picker?.choose(other)
  }

  private func showComparison(with other: Player) {
    push(
      ComparisonScene(
        viewModel: ComparisonViewModel(left: player, right: other), router: self,
        strings: strings))
  }

  func comparisonDidAskToGoBack() {
    // Ending pops the picker or the comparison, back to the player's page.
    cancel()
  }
}
