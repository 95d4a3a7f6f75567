import MVVMC
import PlayerFeed
import Rendering

/// What the list offers: its actions, what each takes and where each leads.
extension PlayerListScene {
  /// The list's actions, `next` and `prev` when there is such a page, then the flows it
  /// opens (`scorers`).
  package var offeredActions: [Action] {
    var offered = Action.rowMoves + [Action.search, .clear, .filter, .openRow]
    offered += pageActions + [.refresh]
    // Before the page moves, which the footer leaves out first when it is narrow.
    offered += [.scorers, .pin]
    offered += Action.pageMoves
    return offered
  }

  /// `open N` takes a row of the list, and `filter NAME` a filter's key.
  func argument(of name: Action.Name, declared: ScreenAction.Argument) -> ScreenAction.Argument {
    switch name {
    case .open, .pin: declared.rowNumber(among: page.totalCount)
    case .filter:
      ScreenAction.Argument(
        .choice, placeholder: declared.placeholder, isOptional: declared.isOptional,
        choices: PlayerFilter.allCases.map(\.commandName))
    default: declared
    }
  }

  package func destination(of name: Action.Name) -> Destination? {
    switch name {
    case .filter:
      return RoutePath.filterPicker(filter: filter, search: searchText).canonical.destination
    case .scorers: return RoutePath.scorers.destination
    default: return pageDestination(of: name)
    }
  }
}
