import MVVMC
import PlayerFeed
import Rendering

/// A scene that shows a ``PlayerTableViewModel``: the list and the top scorers. The scene keeps
/// what the table's bindings deliver; its moves, pages, marked row and route places are
/// written once, here.
@MainActor
protocol PlayerTableScene: DemoScene {
  associatedtype TableViewModel: PlayerTableViewModel
  /// The view model the scene shows.
  var viewModel: TableViewModel { get }
  /// The rows shown, as the bindings last delivered them.
  var page: PlayerPage { get }
  /// The index of the selected row among every row, as the bindings last delivered it.
  var selectedIndex: Int? { get }
  /// The player last opened, as the bindings last delivered them.
  var selectedPlayer: Player? { get }
  /// Whether the table marks the selected row rather than the player last opened.
  var marksSelection: Bool { get }
  /// Page `number` of the table, as a route.
  func route(page number: Int) -> RoutePath
}

extension PlayerTableScene {
  package var pageSize: Int? { viewModel.pageSize }

  /// A host that sizes pages to its room resizes the page; the page shown is the one holding
  /// the selection.
  package func resizePage(to rows: Int) {
    viewModel.resizePage(to: rows)
  }

  /// The page as a table of the row number, the shirt, the name and `columns`, marking the
  /// selected row or the player last opened.
  func table(_ columns: [PlayerColumn], isPinned: (Player) -> Bool = { _ in false }) -> Block {
    .table(
      page.table(
        columns,
        markedRow: page.markedRow(
          marksSelection: marksSelection, selectedIndex: selectedIndex, visited: selectedPlayer),
        pageSize: viewModel.pageSize, strings: strings, isPinned: isPinned))
  }

  /// Performs a move of the selection, `next` or `prev`; `false` for another action.
  ///
  /// - Throws: ``MVVMC/CommandError`` when there is no such page of `rows`.
  func performTableAction(
    _ name: Action.Name, of rows: DemoCommandProblem.Rows
  ) throws(CommandError) -> Bool {
    if let offset = name.selectionOffset(pageSize: viewModel.pageSize) {
      viewModel.moveSelection(by: offset)
      return true
    }
    guard name == .next || name == .previous else { return false }
    let forward = name == .next
    guard forward ? viewModel.showNextPage() : viewModel.showPreviousPage() else {
      throw strings.error(.noPage(forward: forward, of: rows, pages: viewModel.pageCount))
    }
    return true
  }

  /// `next` and `prev` when there is such a page.
  var pageActions: [Action] {
    (page.hasNext ? [.next] : []) + (page.hasPrevious ? [.previous] : [])
  }

  /// `open N` takes a row of the table.
  func argument(of name: Action.Name, declared: ScreenAction.Argument) -> ScreenAction.Argument {
    name == .open ? declared.rowNumber(among: page.totalCount) : declared
  }

  package func destination(of name: Action.Name) -> Destination? { pageDestination(of: name) }

  /// The neighbouring pages, so that a linking renderer links `next` and `prev`.
  func pageDestination(of name: Action.Name) -> Destination? {
    switch name {
    case .next: route(page: page.number + 1).destination
    case .previous: route(page: page.number - 1).destination
    default: nil
    }
  }

  /// The player last opened, when the page shown holds them: the one line mode marks.
  /// O(page size): only the page's rows are searched.
  var visitedOnPage: Player? {
    selectedPlayer.flatMap { page.players.contains($0) ? $0 : nil }
  }

  /// What the table names as the screen on top: the selected row, the first too, when the
  /// table marks it (always when keys drive the app); otherwise, in line mode, the player last
  /// opened when the page shown holds them, or else the page shown. A fresh app that opens it,
  /// in either mode, marks the same row at any page size.
  var place: TablePlace {
    if marksSelection {
      guard let selectedIndex else { return TablePlace(page: page.number) }
      return TablePlace(row: selectedIndex + 1)
    }
    guard let visitedOnPage else { return TablePlace(page: page.number) }
    // The player alone: the page that holds them depends on the terminal's height.
    return TablePlace(visited: visitedOnPage.id)
  }

  /// The selected row unless it is the first; otherwise the page shown: below a scene opened
  /// over the table, in either mode.
  var selectedRowPlace: TablePlace {
    guard let selectedIndex, selectedIndex > 0 else { return TablePlace(page: page.number) }
    // The row alone: the page that holds it depends on the terminal's height.
    return TablePlace(row: selectedIndex + 1)
  }
}
