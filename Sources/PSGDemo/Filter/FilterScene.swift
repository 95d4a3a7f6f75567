import MVVMC
import Rendering

/// The filter picker, presented over the list: the eight filters, with the highlighted one marked
/// (at first the list's filter; the arrow keys move it).
///
/// The scene of the framework's picker flow (`PickerCoordinator.filterPicker`): it only calls
/// its ``MVVMC/PickerViewModel``, whose outcome ends the flow.
@MainActor
final class FilterScene: PickerScene {
  /// The picker the scene shows: the filters, in the original app's order (numbered from 1),
  /// the highlighted one (its viewport's selection) and the outcome.
  let viewModel: PickerViewModel<PlayerFilter>
  /// What a leak check follows: the view model goes when the scene goes.
  var viewModelObject: AnyObject? { viewModel }
  let strings: DemoStrings
  /// The list's filter when the picker opened: a route names the highlight only when it differs.
  private let current: PlayerFilter
  /// The search of the list under the picker, which a choice keeps.
  private let listSearch: String
  // What the bindings last delivered.
  private(set) var viewport: Viewport
  private var matches: [Int]

  /// Creates the scene for `viewModel` and binds it to the window and the matches it draws.
  ///
  /// - Parameters:
  ///   - current: The list's filter, which the picker highlights at first.
  ///   - listSearch: The search of the list under the picker, for the addresses of the lists
  ///     each choice leads to.
  init(
    viewModel: PickerViewModel<PlayerFilter>, current: PlayerFilter, strings: DemoStrings,
    listSearch: String = ""
  ) {
    self.viewModel = viewModel
    self.current = current
    self.strings = strings
    self.listSearch = listSearch
    viewport = viewModel.viewport.value
    matches = viewModel.matches.value
    // Weak-owner bindings: when the scene goes, its bindings go with it.
    viewModel.viewport.bind(self) { scene, viewport in scene.viewport = viewport }
    viewModel.matches.bind(self) { scene, matches in scene.matches = matches }
  }

  var title: String { strings.filtersTitle }

  var routeSegment: (any RouteSegment)? {
    let highlighted = viewModel.highlightedIndex
    let isCurrent = highlighted.map { viewModel.options[$0] == current } ?? true
    return FilterPickerRoute(row: isCurrent ? nil : highlighted.map { $0 + 1 })
  }

  func makeScreen() -> Screen {
    // The window over the options; each keeps its number, so `1`–`8` choose as always.
    let window = viewport
    let options = window.visibleRows.map { row in
      let index = matches[row]
      let filter = viewModel.options[index]
      return OptionList.Option(
        key: String(index + 1), label: strings.label(of: filter),
        destination: RoutePath.players(filter: filter, search: listSearch).canonical.destination,
        data: .choice(filter.commandName))
    }
    return Screen(
      title: title,
      blocks: [
        .text(strings.filtersIntro),
        .options(OptionList(options: options, selectedIndex: window.selectionInWindow)),
      ],
      actions: screenActions)
  }

  /// Moves of the highlight, the choice (a line, `Enter` or a number key) and `back`.
  /// A line names a filter: for a program, one of the names `filter NAME` takes; a person
  /// may type an option's number too, as the options' keys say.
  func argument(of name: Action.Name, declared: ScreenAction.Argument) -> ScreenAction.Argument {
    guard name == .choose else { return declared }
    return ScreenAction.Argument(
      .choice, placeholder: declared.placeholder,
      choices: PlayerFilter.allCases.map(\.commandName))
  }

  var offeredActions: [Action] {
    Action.highlightMoves + [.chooseFilter, .chooseFilterByNumber, .cancelFilter]
  }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    if performMove(name) { return nil }
    switch (name, argument) {
    case (.choose, nil): viewModel.chooseHighlighted()
    case (.choose, let argument?), (.filter, let argument?):
      guard let filter = PlayerFilter(commandArgument: argument) else {
        throw strings.error(.unknownFilter(argument))
      }
      viewModel.choose(filter)
    case (.back, _):
      // The picker's coordinator, bound to the outcome, ends the flow, cancelled.
      viewModel.cancel()
    default:
      throw notHere(name, argument: nil)
    }
    return nil
  }
}
