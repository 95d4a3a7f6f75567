import MVVMC
import PlayerFeed
import Rendering

/// "Compare with…": the other players in a scrolling table, with a search; a row number,
/// `Enter` on the highlighted row or `compare ID` chooses one.
///
/// The scene only calls its ``MVVMC/PickerViewModel``; the framework's picker flow ends with the
/// choice and its coordinator shows the comparison.
@MainActor
final class PlayerPickerScene: PickerScene {
  let viewModel: PickerViewModel<Player>
  /// What a leak check follows: the view model goes when the scene goes.
  var viewModelObject: AnyObject? { viewModel }
  let strings: DemoStrings
  private let player: Player
  private let marksSelectedRow: Bool
  /// The search being typed, while the search field has the focus (after `/`); `nil` otherwise.
  private var searchEditor: SearchEditor?
  // What the bindings last delivered.
  private var query: String
  private var matches: [Int]
  private(set) var viewport: Viewport

  init(
    player: Player, viewModel: PickerViewModel<Player>, strings: DemoStrings,
    marksSelectedRow: Bool
  ) {
    self.player = player
    self.viewModel = viewModel
    self.strings = strings
    self.marksSelectedRow = marksSelectedRow
    query = viewModel.query.value
    matches = viewModel.matches.value
    viewport = viewModel.viewport.value
    // Weak-owner bindings: when the scene goes, its bindings go with it.
    viewModel.query.bind(self) { scene, query in scene.query = query }
    viewModel.matches.bind(self) { scene, matches in scene.matches = matches }
    viewModel.viewport.bind(self) { scene, viewport in scene.viewport = viewport }
  }

  var title: String { strings.comparison.title(player.name) }

  /// The search and the highlighted row: the first too when the table marks it, as keys
  /// show it (`compare?row=1`), which line mode then marks as well.
  var routeSegment: (any RouteSegment)? {
    let selection = viewport.selection ?? 0
    let search = query
    let namesRow = marksSelectedRow ? viewport.selection != nil : selection > 0
    return ComparisonRoute(
      other: nil, search: search.isEmpty ? nil : search, row: namesRow ? selection + 1 : nil)
  }

  func makeScreen() -> Screen {
    let window = viewport
    let rows = window.visibleRows.map { row in
      let other = viewModel.options[matches[row]]
      return Table.Row(
        [
          Table.Cell(String(row + 1), role: .secondary, data: .number(row + 1)),
          Table.Cell(String(other.number), data: .number(other.number)),
          Table.Cell(other.name, role: .strong, data: .identifier(other.id)),
        ], destination: RoutePath.compare(player.id, with: other.id).destination)
    }
    var blocks: [Block] = [
      .text(strings.comparison.pickerIntro),
      .search(
        SearchField(
          label: strings.searchLabel, text: searchEditor?.text ?? query,
          placeholder: strings.searchPlaceholder, isFocused: searchEditor != nil,
          cursorOffset: searchEditor?.cursor)),
    ]
    if matches.isEmpty {
      blocks.append(.status(Status(.empty, message: strings.noPlayersMessage)))
    } else {
      blocks.append(
        .table(
          Table(
            columns: [
              Table.Column("#", key: .row, role: .rowNumber, alignment: .trailing),
              Table.Column(
                strings.numberColumn, key: .number, role: .value, alignment: .trailing),
              Table.Column(strings.nameColumn, key: .name, role: .key, isFlexible: true),
            ], rows: rows, selectedRow: markedRow(in: window),
            paging: Table.Paging(
              firstRow: window.visibleRows.lowerBound + 1,
              lastRow: window.visibleRows.upperBound, rowCount: matches.count))))
      if window.visibleRows.count < matches.count {
        blocks.append(
          .text(
            strings.rowsShown(
              window.visibleRows.lowerBound + 1, window.visibleRows.upperBound,
              matches.count), role: .secondary))
      }
    }
    return Screen(
      title: title, blocks: blocks, actions: screenActions)
  }

  /// The row of the window to mark: the highlight when keys drive the app; in line mode the
  /// highlight when it is not the first row, the one the route names.
  private func markedRow(in window: Viewport) -> Int? {
    guard marksSelectedRow || (window.selection ?? 0) > 0 else { return nil }
    return window.selectionInWindow
  }

  /// Moves, a row number, `search`, `next` and `prev` when there is such a page, `back`, then
  /// moves by page.
  /// A line's number picks a row of the players that match.
  func argument(of name: Action.Name, declared: ScreenAction.Argument) -> ScreenAction.Argument {
    name == .choose ? declared.rowNumber(among: matches.count) : declared
  }

  var offeredActions: [Action] {
    let window = viewport
    var offered = Action.rowMoves + [Action.pickPlayer, .searchPlayers]
    if window.visibleRows.upperBound < window.count { offered.append(.next) }
    if window.top > 0 { offered.append(.previous) }
    return offered + [.cancelComparison] + Action.pageMoves
  }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    if performMove(name) { return nil }
    switch name {
    case .next, .previous: try turnPage(forward: name == .next)
    case .search:
      // The `/` key gives the field the focus; a typed search applies at once.
      guard let argument else {
        searchEditor = SearchEditor(text: viewModel.query.value)
        return nil
      }
      viewModel.search(argument.foldedForComparison)
    case .clear: viewModel.search("")
    case .back: viewModel.cancel()
    case .choose, .open:
      try choose(argument)
    default:
      throw notHere(name, argument: argument)
    }
    return nil
  }

  /// Chooses the player on row `argument` of the matches, or the highlighted one (`Enter`).
  private func choose(_ argument: String?) throws(CommandError) {
    guard let argument else {
      guard viewModel.highlightedOption != nil else {
        throw strings.error(.noPlayerHighlighted)
      }
      viewModel.chooseHighlighted()
      return
    }
    guard let row = Int(argument), row >= 1, row <= matches.count else {
      throw strings.error(.noRow(argument, in: .players, count: matches.count))
    }
    viewModel.choose(viewModel.options[matches[row - 1]])
  }

  /// `next` or `prev`: the neighbouring page of players, the highlight moving with it.
  private func turnPage(forward: Bool) throws(CommandError) {
    let window = viewport
    if forward, window.visibleRows.upperBound < window.count {
      viewModel.move(.pageDown)
    } else if !forward, window.top > 0 {
      viewModel.move(.pageUp)
    } else {
      let pages = window.visibleRows.count == window.count ? 1 : 2
      throw strings.error(.noPage(forward: forward, of: .players, pages: pages))
    }
  }

  /// The picker's keys, or the search field's while it has the focus: each key typed searches
  /// at once (the picker's options are in memory, so there is no delay to wait for).
  func handle(_ key: Key) -> KeyResponse {
    guard var editor = searchEditor else { return performOfferedAction(for: key) }
    guard let outcome = editor.apply(key) else { return .ignored }
    searchEditor = outcome == .left ? nil : editor
    let query = editor.text.foldedForComparison
    if query != viewModel.query.value { viewModel.search(query) }
    return .handled
  }

  var keyHints: [KeyHint] {
    searchEditor != nil
      ? SearchEditor.keyHints(strings) : KeyHint.hints(of: offeredActions, in: strings.language)
  }

  var hasTextFocus: Bool { searchEditor != nil }
}
