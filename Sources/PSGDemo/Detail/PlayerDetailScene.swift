import MVVMC
import PlayerFeed
import Rendering

/// One player's page: the facts as fields and the photo, built from the player its view model
/// publishes each time a screen is made.
@MainActor
final class PlayerDetailScene: DemoScene {
  /// The view model the scene shows.
  let viewModel: PlayerDetailViewModel
  /// What a leak check follows: the view model goes when the scene goes.
  var viewModelObject: AnyObject? { viewModel }
  let strings: DemoStrings
  /// The actions of the flows other folders add below the page, with their links.
  private let flows: ContributedActions<PlayerDetailContext>
  private weak var intents: (any PlayerDetailIntents)?

  /// Creates the scene for `viewModel`. It binds nothing: the player its view model holds is
  /// a constant, since it never changes while shown.
  ///
  /// - Parameters:
  ///   - flows: The actions of the flows other folders add below the page, after its own.
  ///   - intents: Told when the user asks to go back or chooses an added action.
  init(
    viewModel: PlayerDetailViewModel, strings: DemoStrings,
    flows: ContributedActions<PlayerDetailContext> = ContributedActions(),
    intents: (any PlayerDetailIntents)? = nil
  ) {
    self.viewModel = viewModel
    self.strings = strings
    self.flows = flows
    self.intents = intents
  }

  /// The player's name.
  var title: String { viewModel.player.name }

  /// The player's segment, by id; the route names the scene it was opened from before it.
  var routeSegment: (any RouteSegment)? { PlayerDetailRoute(key: .id(viewModel.player.id)) }

  func makeScreen() -> Screen {
    let player = viewModel.player
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
      Field(
        strings.numberField, String(player.number), key: .number, data: .number(player.number)),
      Field(
        strings.positionField, strings.name(of: player.position), key: .position,
        data: .position(player.position)),
      Field(
        strings.academyField, player.isAcademyGraduate ? strings.yes : strings.no, key: .academy,
        data: .boolean(player.isAcademyGraduate)),
      Field(
        strings.birthDateField, player.birthDate.formatted, key: .birthDate,
        data: .date(player.birthDate)),
      Field(strings.countryField, player.country, key: .country),
      Field(
        strings.heightField, strings.centimetres(player.heightCentimetres), key: .height,
        data: .length(centimetres: player.heightCentimetres)),
      Field(
        strings.weightField, strings.kilograms(player.weightKilograms), key: .weight,
        data: .mass(kilograms: player.weightKilograms)),
      Field(
        strings.matchesField, String(player.matches), key: .matches,
        data: .number(player.matches)),
      Field(strings.goalsField, String(player.goals), key: .goals, data: .number(player.goals)),
    ]
  }

  /// `back`, to the scene under the page, then the actions other folders add (`compare`).
  var offeredActions: [Action] { [.back] + flows.actions }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    guard let intents else {
      throw strings.error(
        .notHere(
          command: name == .choose ? argument ?? "" : strings.word(name), scene: title))
    }
    if name == .back {
      intents.detailSceneDidAskToGoBack()
      return nil
    }
    let opened = try performFlowAction(name, argument: argument, among: flows) {
      flow throws(RouteError) in try intents.detailSceneDidAskToOpen(flow)
    }
    guard opened else {
      throw strings.error(
        .notHere(
          command: name == .choose ? argument ?? "" : strings.word(name), scene: title))
    }
    return nil
  }

  /// A flow's action typed alone: `compare` opens the picker.
  func destinationWithoutArgument(of name: Action.Name) -> Destination? {
    flows.destinationWithoutArgument(of: name) ?? destination(of: name)
  }

  func destination(of name: Action.Name) -> Destination? {
    flows.destination(of: name)
  }
}
