import MVVMC
import Rendering

/// "Compare with…": the other players in a scrolling table, with a search; a row number,
/// `Enter` on the highlighted row or `compare ID` chooses one.
///
/// The scene only calls its ``MVVMC/PickerViewModel``; the framework's picker flow ends with the
/// choice and its coordinator shows the comparison.
@MainActor
final class PlayerPickerScene: DemoScene {
  let viewModel: PickerViewModel<Player>
  /// What a leak check follows: the view model goes when the scene goes.
  var viewModelObject: AnyObject? { viewModel }
  let strings: DemoStrings
  private let player: Player
  private weak var intents: (any ComparisonIntents)?
  private let marksSelectedRow: Bool

  init(
    player: Player, viewModel: PickerViewModel<Player>, intents: (any ComparisonIntents)?,
    strings: DemoStrings, marksSelectedRow: Bool
  ) {
    self.player = player
    self.viewModel = viewModel
    self.intents = intents
    self.strings = strings
    self.marksSelectedRow = marksSelectedRow
  }

  var title: String { strings.compareTitle(player.name) }

  /// The search and the highlighted row, unless it is the first.
  var routeSegment: (any RouteSegment)? {
    let selection = viewModel.viewport.value.selection ?? 0
    let search = viewModel.query.value
    return ComparisonRoute(
      other: nil, search: search.isEmpty ? nil : search,
      row: selection == 0 ? nil : selection + 1)
  }

  func makeScreen() -> Screen {
    let window = viewModel.viewport.value
    let matches = viewModel.matches.value
    let rows = window.visibleRows.map { row in
      let other = viewModel.options[matches[row]]
      return Table.Row(
        [
          Table.Cell(String(row + 1), role: .secondary),
          Table.Cell(String(other.number)),
          Table.Cell(other.name, role: .strong),
        ], destination: RoutePath.compare(player.id, with: other.id).destination)
    }
    var blocks: [Block] = [
      .text(strings.comparePickerIntro),
      .search(
        SearchField(
          label: strings.searchLabel, text: viewModel.query.value,
          placeholder: strings.searchPlaceholder)),
    ]
    if matches.isEmpty {
      blocks.append(.status(Status(.empty, message: strings.noPlayersMessage)))
    } else {
      blocks.append(
        .table(
          Table(
            columns: [
              Table.Column("#", role: .rowNumber, alignment: .trailing),
              Table.Column(strings.numberColumn, role: .value, alignment: .trailing),
              Table.Column(strings.nameColumn, role: .key, isFlexible: true),
            ], rows: rows, selectedRow: marksSelectedRow ? window.selectionInWindow : nil)))
      if window.visibleRows.count < matches.count {
        blocks.append(
          .text(
            strings.rowsShown(
              first: window.visibleRows.lowerBound + 1, last: window.visibleRows.upperBound,
              total: matches.count), role: .secondary))
      }
    }
    return Screen(
      title: title, blocks: blocks, actions: screenActions)
  }

  var pageSize: Int? { viewModel.viewport.value.pageSize }

  func resizePage(to rows: Int) {
    viewModel.resizePage(to: rows)
  }

  var offeredActions: [Action] {
    Action.rowMoves + [.pickPlayer, .searchPlayers, .cancelComparison] + Action.pageMoves
  }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    switch name {
    case .moveUp: viewModel.move(.up)
    case .moveDown: viewModel.move(.down)
    case .pageUp: viewModel.move(.pageUp)
    case .pageDown: viewModel.move(.pageDown)
    case .firstRow: viewModel.move(.first)
    case .lastRow: viewModel.move(.last)
    case .search: viewModel.search((argument ?? "").foldedForComparison)
    case .clear: viewModel.search("")
    case .back: viewModel.cancel()
    case .choose, .open:
      try choose(argument)
    default:
      throw CommandError.notHere(name == .choose ? argument ?? "" : name.word, scene: title)
    }
    return nil
  }

  /// Chooses the player on row `argument` of the matches, or the highlighted one (`Enter`).
  private func choose(_ argument: String?) throws(CommandError) {
    guard let argument else {
      guard viewModel.highlightedOption != nil else {
        throw CommandError("no player is highlighted", hint: "type back to leave")
      }
      viewModel.chooseHighlighted()
      return
    }
    let matches = viewModel.matches.value
    guard let row = Int(argument), row >= 1, row <= matches.count else {
      throw CommandError(
        "no row “\(argument.truncated(toWidth: 40))” among the players",
        hint: matches.isEmpty ? "there are no rows" : "choose one of rows 1 to \(matches.count)")
    }
    viewModel.choose(viewModel.options[matches[row - 1]])
  }
}
