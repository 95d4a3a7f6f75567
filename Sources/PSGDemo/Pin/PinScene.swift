import MVVMC
import Rendering

/// The question over the list: "Pin Kylian MBAPPÉ to the top?", answered `yes` or `no`.
@MainActor
final class PinScene: DemoScene {
  let viewModel: PinViewModel
  let strings: DemoStrings

  init(viewModel: PinViewModel, strings: DemoStrings) {
    self.viewModel = viewModel
    self.strings = strings
  }

  /// What a leak check follows: the view model goes when the scene goes.
  var viewModelObject: AnyObject? { viewModel }

  var title: String {
    let name = viewModel.player.name
    return viewModel.isPinned ? strings.pin.unpinQuestion(name) : strings.pin.pinQuestion(name)
  }

  var routeSegment: (any RouteSegment)? { PinRoute(id: viewModel.player.id) }

  func makeScreen() -> Screen {
    Screen(title: title, blocks: [], actions: screenActions)
  }

  var offeredActions: [Action] { [.yes, .no] }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    switch name {
    case .yes: viewModel.answer(true)
    // `back` from the session means no, as `Esc` does.
    case .no, .back: viewModel.answer(false)
    default:
      throw notHere(name, argument: argument)
    }
    return nil
  }
}
