import MVVMC
import PlayerFeed

/// What a flow opened below a player's page is given, typed: the player, the players it may
/// show beside them, the page size and the words, and the navigator to show its scenes on.
///
/// The page's coordinator builds it; a flow never looks at the scene on top or walks up to
/// the app to find any of it.
///
/// ```swift
/// FlowContribution(
///   ComparisonRoute.self, below: .playerDetail, action: .compare,
///   route: { _, _ in ComparisonRoute(other: nil) },
///   flow: { route, page throws(RouteError) in try ComparisonCoordinator(route, below: page) })
/// ```
@MainActor
package struct PlayerDetailContext {
  /// The player the page shows.
  package let player: Player
  /// The loaded players, in the feed's order.
  package let players: [Player]
  /// The folded names of ``players``, indexed once per load: the list's own index, for a flow
  /// that searches the players without folding every name again.
  package let nameIndex: PlayerSearchIndex
  /// The rows a list shows at once: the session's page, which a full-screen host fits.
  package let pageSize: Int
  /// The interface's words.
  package let strings: DemoStrings
  /// Told when a value fires, for `--trace`.
  package let tracer: BindingTracer?
  /// Whether tables mark their selected row (when keys drive the app).
  package let marksSelectedRow: Bool
  /// The navigator the flow shows its scenes on.
  package let navigator: Navigator
  /// Every flow of the app, for a flow that takes flows below its own scenes in turn.
  package let flows: [FlowContribution]
  /// The list, for looking players up by id in constant time.
  private let list: PlayerListViewModel

  init(
    player: Player, list: PlayerListViewModel, flows: [FlowContribution], strings: DemoStrings,
    tracer: BindingTracer?, marksSelectedRow: Bool, navigator: Navigator
  ) {
    self.flows = flows
    self.player = player
    self.players = list.loadedPlayers
    self.nameIndex = list.matcher.searchIndex
    self.pageSize = list.pageSize
    self.strings = strings
    self.tracer = tracer
    self.marksSelectedRow = marksSelectedRow
    self.navigator = navigator
    self.list = list
  }

  /// The loaded player whose feed id is `id`, if any.
  ///
  /// - Complexity: O(1).
  package func player(withID id: Int) -> Player? {
    list.player(withID: id)
  }

  /// Where the player whose feed id is `id` stands in ``players``, if anywhere.
  ///
  /// - Complexity: O(1).
  package func position(ofPlayerWithID id: Int) -> Int? {
    list.position(ofPlayerWithID: id)
  }
}

extension ContributionPoint<PlayerDetailContext> {
  /// Below a player's page: the flows its actions open (`compare`).
  package static let playerDetail = ContributionPoint(PlayerDetailRoute.self)
}
