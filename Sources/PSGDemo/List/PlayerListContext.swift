import MVVMC
import PlayerFeed

/// What a flow added below the list is given, typed: the loaded players, the page size, the
/// words, the navigator, and how to open a player's page; a flow never walks up to the app to
/// find any of it.
///
/// ```swift
/// FlowContribution(
///   TopScorersRoute.self, below: .playerList, action: .scorers, route: { _, _ in TopScorersRoute() },
///   flow: { route, list throws(RouteError) in try TopScorersCoordinator(route, below: list) })
/// ```
@MainActor
package struct PlayerListContext {
  /// The loaded players, in the feed's order.
  package var players: [Player] { list.loadedPlayers }
  /// The rows a list shows at once: the session's page, which a full-screen host fits.
  package var pageSize: Int { list.pageSize }
  /// The interface's words.
  package var strings: DemoStrings { pages.strings }
  /// Told when a value fires, for `--trace`.
  package var tracer: BindingTracer? { pages.tracer }
  /// Whether tables mark their selected row (when keys drive the app).
  package var marksSelectedRow: Bool { pages.marksSelectedRow }
  /// Whether a player's page opened over a table marks the player as the one last opened (in
  /// line mode); an exported site marks none.
  package let marksVisitedPlayer: Bool
  /// The navigator the flow shows its scenes on.
  package var navigator: Navigator { pages.navigator }
  /// Every flow of the app, for a flow that takes flows below its own scenes in turn.
  package var flows: [FlowContribution] { pages.flows }
  /// Builds a player's page, with the flows added below it.
  package let pages: PlayerDetailFactory
  private let list: PlayerListViewModel
  private let derivedValues: DerivedPlayerValues

  init(
    list: PlayerListViewModel, pages: PlayerDetailFactory, derivedValues: DerivedPlayerValues,
    marksVisitedPlayer: Bool = false
  ) {
    self.list = list
    self.pages = pages
    self.derivedValues = derivedValues
    self.marksVisitedPlayer = marksVisitedPlayer
  }

  /// What `derive` makes of the loaded players, made once per load: the scorers' ranking is
  /// sorted once, however many of their pages are opened.
  ///
  /// - Complexity: O(1) after the first call of a load; the first costs what `derive` does.
  package func derived<Value>(_ derive: ([Player]) -> Value) -> Value {
    derivedValues.value(of: Value.self) { derive(players) }
  }
}

extension ContributionPoint<PlayerListContext> {
  /// Below the list: the flows its `s`-like actions open, over the list as it is.
  package static let playerList = ContributionPoint(PlayerListRoute.self)
}

/// Values derived from the loaded players, one per type, until the list loads again.
@MainActor
final class DerivedPlayerValues {
  private var values: [ObjectIdentifier: Any] = [:]

  func value<Value>(of type: Value.Type, _ make: () -> Value) -> Value {
    if let value = values[ObjectIdentifier(type)] as? Value { return value }
    let value = make()
    values[ObjectIdentifier(type)] = value
    return value
  }

  func removeAll() {
    values = [:]
  }
}
