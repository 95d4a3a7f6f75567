import MVVMC
import Rendering

/// The filter picker, presented over the list: the eight filters, with the highlighted one marked
/// (at first the active filter; the arrow keys move it).
@MainActor
final class FilterScene: DemoScene, RoutedScene, ViewModelScene {
  /// The view model the scene shows.
  let viewModel: FilterViewModel
  let strings: DemoStrings
  /// The search of the list under the picker, which a choice keeps.
  private let listSearch: String

  /// Creates the scene for `viewModel`. It binds nothing and keeps nothing: it reads the
  /// highlighted and the active filter from its view model each time it makes a screen.
  ///
  /// - Parameter listSearch: The search of the list under the picker, for the addresses of
  ///   the lists each choice leads to.
  init(viewModel: FilterViewModel, strings: DemoStrings, listSearch: String = "") {
    self.viewModel = viewModel
    self.strings = strings
    self.listSearch = listSearch
  }

  var title: String { strings.filtersTitle }

  var routeSegment: any RouteSegment {
    let highlighted = viewModel.highlightedIndex.value
    let current = viewModel.filters.firstIndex(of: viewModel.currentFilter.value)
    return FilterPickerRoute(row: highlighted == current ? nil : highlighted + 1)
  }

  func makeScreen() -> Screen {
    let options = viewModel.filters.enumerated().map { index, filter in
      OptionList.Option(
        key: String(index + 1), label: strings.label(of: filter),
        destination: Route.players(filter: filter, search: listSearch).canonical.destination)
    }
    return Screen(
      title: title,
      blocks: [
        .text(strings.filtersIntro),
        .options(
          OptionList(
            options: options, selectedIndex: viewModel.highlightedIndex.value)),
      ],
      actions: screenActions)
  }

  /// Moves of the highlight, the choice (a line, `Enter` or a number key) and `back`.
  var offeredActions: [Action] {
    Action.highlightMoves + [.chooseFilter, .chooseFilterByNumber, .cancelFilter]
  }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    switch (name, argument) {
    case (.moveUp, _): viewModel.moveHighlight(by: -1)
    case (.moveDown, _): viewModel.moveHighlight(by: 1)
    case (.firstRow, _): viewModel.moveHighlight(by: .min)
    case (.lastRow, _): viewModel.moveHighlight(by: .max)
    case (.choose, nil): viewModel.chooseHighlighted()
    case (.choose, let argument?), (.filter, let argument?):
      guard let filter = PlayerFilter(commandArgument: argument) else {
        throw CommandError.unknownFilter(argument)
      }
      viewModel.choose(filter)
    case (.back, _):
      // The coordinator bound to the view model ends the flow, cancelled.
      viewModel.cancel()
    default:
      throw CommandError.notHere(name.word, scene: title)
    }
    return nil
  }
}
