import MVVMC
import Rendering

/// The filter picker, presented over the list: the eight filters, with the highlighted one marked
/// (at first the active filter; the arrow keys move it).
@MainActor
public final class FilterScene: DemoScene {
  /// The view model the scene shows.
  public let viewModel: FilterViewModel
  let strings: DemoStrings
  private var highlightedIndex = 0

  /// Creates the scene and binds it to `viewModel`.
  public init(viewModel: FilterViewModel, strings: DemoStrings) {
    self.viewModel = viewModel
    self.strings = strings
    viewModel.highlightedIndex.bindAndFire(self) { scene, index in scene.highlightedIndex = index }
  }

  public var title: String { strings.filtersTitle }

  public func makeScreen() -> Screen {
    let options = viewModel.filters.enumerated().map { index, filter in
      OptionList.Option(key: String(index + 1), label: filter.label(in: strings.language))
    }
    return Screen(
      title: title,
      blocks: [
        .text(strings.filtersIntro),
        .options(
          OptionList(
            options: options, selectedIndex: highlightedIndex)),
      ],
      actions: commandHelp.map { ScreenAction(command: $0.command, label: $0.label) })
  }

  public var commandHelp: [(command: String, label: String)] {
    [
      ("1–\(viewModel.filters.count) | NAME", strings.chooseAction),
      ("back", strings.cancelAction),
      ("help", strings.helpAction),
      ("quit", strings.quitAction),
    ]
  }

  public func handle(_ command: Command) async throws(CommandError) {
    switch command {
    case .choose(let argument), .filter(let argument?):
      guard let filter = PlayerFilter(commandArgument: argument) else {
        throw CommandError.unknownFilter(argument)
      }
      viewModel.choose(filter)
    default:
      throw CommandError.notHere(command.word, scene: title)
    }
  }
}
