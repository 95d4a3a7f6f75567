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
  /// What the page's actions open, through its coordinator; `nil` for a page shown alone.
  private let router: Router<PlayerDetailCoordinator.Route>?
  /// The player a linked document compares this one with, when its site holds that page.
  private let sitePartnerID: Int?

  /// Creates the scene for `viewModel`. It binds nothing: the player its view model holds is
  /// a constant, since it never changes while shown.
  ///
  /// - Parameters:
  ///   - router: What `back` and `compare` go through.
  ///   - sitePartnerID: The player the `compare` action links to in a document
  ///     (``ComparisonRoute/sitePartner(at:in:)``).
  init(
    viewModel: PlayerDetailViewModel, strings: DemoStrings,
    router: Router<PlayerDetailCoordinator.Route>? = nil, sitePartnerID: Int? = nil
  ) {
    self.viewModel = viewModel
    self.strings = strings
    self.router = router
    self.sitePartnerID = sitePartnerID
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

  /// `back`, to the scene under the page, then what opens below it.
  var offeredActions: [Action] { router == nil ? [.back] : [.back, .compare, .teammates] }

  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>? {
    switch (name, router) {
    case (.back, let router?):
      router.back()
    case (Action.teammates.name, let router?):
      try open(.teammates(TeammatesRoute()), by: name, argument: argument, with: router)
    case (.compare, let router?):
      let other = try ComparisonRoute.id(argument, strings: strings)
      try open(.compare(ComparisonRoute(other: other)), by: name, argument: argument, with: router)
    default:
      throw notHere(name, argument: argument)
    }
    return nil
  }

  /// `compare` typed alone opens the picker.
  func destinationWithoutArgument(of name: Action.Name) -> Destination? {
    guard name == .compare, sitePartnerID != nil else { return nil }
    return RoutePath.compare(viewModel.player.id, with: nil).destination
  }

  /// On a linked page, `compare` leads to the comparison the site holds for this player.
  func destination(of name: Action.Name) -> Destination? {
    guard name == .compare, let sitePartnerID else { return nil }
    return RoutePath.compare(viewModel.player.id, with: sitePartnerID).destination
  }
}
