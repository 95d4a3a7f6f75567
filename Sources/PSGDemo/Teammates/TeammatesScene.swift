import Rendering

/// The players of the page's player's position, one line each, and `back`.
@MainActor
final class TeammatesScene: DemoScene {
  let viewModel: TeammatesViewModel
  let strings: DemoStrings
  /// `back`: given, the scene offers it and performs it with no code of its own.
  let goBack: (@MainActor () -> Void)?

  init(viewModel: TeammatesViewModel, strings: DemoStrings, goBack: (@MainActor () -> Void)?) {
    self.viewModel = viewModel
    self.strings = strings
    self.goBack = goBack
  }

  // What follows are the scene's capabilities; each has a default, so a scene declares only
  // those it uses.

  /// What a leak check follows: the view model goes when the scene goes.
  var viewModelObject: AnyObject? { viewModel }

  var title: String { strings.teammates.title(viewModel.player.name) }

  func makeScreen() -> Screen {
    let lines = viewModel.teammates.map { "\($0.number) \($0.name)" }
    let shown = lines.isEmpty ? [strings.teammates.noTeammates] : lines
    return Screen(title: title, blocks: shown.map { .text($0) }, actions: screenActions)
  }
}
