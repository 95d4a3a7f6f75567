import MVVMC
import Rendering

/// The players of the page's player's position: a table and `back`.
@MainActor
final class TeammatesScene: DemoScene {
  let viewModel: TeammatesViewModel
  let strings: DemoStrings
  /// What `back` goes through.
  private let router: Router<Never>?

  init(viewModel: TeammatesViewModel, strings: DemoStrings, router: Router<Never>?) {
    self.viewModel = viewModel
    self.strings = strings
    self.router = router
  }

  // What follows are the scene's capabilities; each has a default, so a scene declares only
  // those it uses.

  /// What a leak check follows: the view model goes when the scene goes.
  var viewModelObject: AnyObject? { viewModel }

  var title: String { strings.teammates.title(viewModel.player.name) }

  /// The segment a route writes for this scene, below the page's.
  var routeSegment: (any RouteSegment)? { TeammatesRoute() }

  func makeScreen() -> Screen {
    let table = Table(
      columns: [
        Table.Column(strings.numberColumn, key: .number, role: .value, alignment: .trailing),
        Table.Column(strings.nameColumn, key: .name, role: .key, isFlexible: true),
      ],
      rows: viewModel.teammates.map { player in
        Table.Row([Table.Cell(String(player.number)), Table.Cell(player.name, role: .strong)])
      })
    return Screen(
      title: title,
      blocks: viewModel.teammates.isEmpty
        ? [.text(strings.teammates.noTeammates)] : [.table(table)],
      actions: screenActions)
  }

  var offeredActions: [Action] { [.back] }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    guard name == .back, let router else {
      throw strings.error(.notHere(command: strings.word(name), scene: title))
    }
    router.back()
    return nil
  }
}
