import MVVMC

extension Action.Name {
  /// `compare` (or `c` on a player's page): compare the player with another.
  static let compare = Action.Name("compare")
}

extension Action {
  /// `compare [ID]` or `c` on a player's page: the picker, or the player with id `ID` at once.
  static let compare = Action(
    .compare, argument: .optional("ID"), keys: [.character("c")],
    label: { DemoStrings($0).compareAction },
    hint: { Hint("c", DemoStrings($0).compareKeyAction) },
    summary: "on a player's page: compare with another player (with ID, that one)")
  /// A row number typed in the picker, or `Enter` on the highlighted player.
  static let pickPlayer = Action(
    .choose, words: [], argument: .text("N"), keys: [.enter],
    label: { DemoStrings($0).pickPlayerAction },
    hint: { Hint(DemoStrings($0).enterKey, DemoStrings($0).chooseKeyAction) }, usage: "N",
    isInHelp: false)
  /// `search TEXT` in the picker: keep the players whose name contains it; the `/` key gives
  /// the search field the focus, and typing then searches live, as in the list.
  static let searchPlayers = Action(
    .search, argument: .textOr("TEXT", .clear), keys: [.character("/")],
    label: { DemoStrings($0).searchAction },
    hint: { Hint("/", DemoStrings($0).searchKeyAction) }, isInHelp: false)
  /// `back` or `Esc`: leave the picker or the comparison.
  static let cancelComparison = Action(
    .back, keys: [.escape, .backspace, .left], label: { DemoStrings($0).backAction },
    hint: { DemoStrings($0).backHint }, isInHelp: false)
}

extension SceneDescription {
  /// Two players side by side: the routes below a player's page and the `compare` action the
  /// folder adds to that page, performed with the coordinator that owns it.
  package static let comparison = SceneDescription(
    routes: [ComparisonRoute.self],
    contributions: [
      ActionContribution(
        .compare, isOffered: { $0 is PlayerDetailScene },
        destination: { scene in
          // On a linked page, the comparison a site holds for this player.
          guard let page = scene as? PlayerDetailScene,
            let list = (page.router as? any DemoRouteHandling)?.app?.listViewModel
          else { return nil }
          let player = page.viewModel.player.value
          return list.position(ofPlayerWithID: player.id)
            .flatMap { ComparisonRoute.sitePartner(at: $0, in: list.loadedPlayers) }
            .map { Route.compare(player.id, with: $0.id).destination }
        }
      ) { context, argument throws(CommandError) in
        // The action opens the route's segment over the page, as a deep link does.
        let strings = context.app.strings
        if let argument, Int(argument) == nil { throw strings.noOtherPlayer(id: argument) }
        guard let owner = context.owner as? any RouteHandling else {
          throw strings.notHere(strings.word("compare"), scene: context.scene.title)
        }
        do throws(RouteError) {
          _ = try ComparisonRoute(other: argument.flatMap { Int($0) }).open(
            over: owner, in: context.app)
        } catch {
          throw CommandError(strings.routeProblem(error.problem), hint: strings.compareAloneHint)
        }
      }
    ])
}
