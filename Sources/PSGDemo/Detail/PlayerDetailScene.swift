import MVVMC
import Rendering

/// One player's page: the facts as fields and the photo, built from the player its view model
/// publishes each time a screen is made.
@MainActor
final class PlayerDetailScene: DemoScene, RoutedScene, ViewModelScene {
  /// The view model the scene shows.
  let viewModel: PlayerDetailViewModel
  let strings: DemoStrings
  weak var router: (any PlayerDetailRouting)?

  /// Creates the scene for `viewModel`. It binds nothing: the page reads the player its view
  /// model publishes each time it makes a screen, since the player never changes while shown.
  ///
  /// - Parameter router: Told when the user asks to go back, with `back` or a key.
  init(
    viewModel: PlayerDetailViewModel, strings: DemoStrings,
    router: (any PlayerDetailRouting)? = nil
  ) {
    self.viewModel = viewModel
    self.strings = strings
    self.router = router
  }

  /// The player's name.
  var title: String { viewModel.player.value.name }

  /// The player's segment, by id; the route names the scene it was opened from before it.
  var routeSegment: any RouteSegment { PlayerDetailRoute(key: .id(viewModel.player.value.id)) }

  func makeScreen() -> Screen {
    let player = viewModel.player.value
    return Screen(
      title: title,
      blocks: [
        .fields(fields(of: player)),
        .image(ImageReference(url: player.photoURL, alternativeText: player.name)),
      ],
      actions: screenActions)
  }

  /// Number, position, academy, birth date, country, height, weight, matches, goals: the
  /// player's facts under the interface's labels.
  private func fields(of player: Player) -> [Field] {
    [
      Field(strings.numberField, String(player.number), data: .number(player.number)),
      Field(strings.positionField, strings.name(of: player.position)),
      Field(strings.academyField, player.isAcademyGraduate ? strings.yes : strings.no),
      Field(strings.birthDateField, player.birthDate.formatted, data: .date(player.birthDate)),
      Field(strings.countryField, player.country),
      Field(strings.heightField, "\(player.heightCentimetres) cm"),
      Field(strings.weightField, "\(player.weightKilograms) kg"),
      Field(strings.matchesField, String(player.matches), data: .number(player.matches)),
      Field(strings.goalsField, String(player.goals), data: .number(player.goals)),
    ]
  }

  /// `back`, to the scene under the page.
  var offeredActions: [Action] { [.back] }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    guard name == .back, let router else {
      throw CommandError.notHere(name == .choose ? argument ?? "" : name.word, scene: title)
    }
    router.detailSceneDidAskToGoBack()
    return nil
  }
}
