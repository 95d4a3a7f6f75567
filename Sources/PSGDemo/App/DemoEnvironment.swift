import MVVMC
import PlayerFeed

/// What every coordinator of the demo is built with: the navigator, the loaded players, the
/// words, the tracer and how tables mark rows. A parent hands it to each child it starts, with
/// what is the child's own (the player of a page, the players it ranks), so no child looks up
/// to the app or at the scene on top.
///
/// ```swift
/// let page = PlayerDetailCoordinator(player: mbappe, environment: environment)
/// startChild(page)   // the parent lists it: a case of its `Route`, an arm of its `switch`
/// ```
@MainActor
package struct DemoEnvironment {
  /// The navigator every scene is shown on.
  package let navigator: Navigator
  /// The list's view model: the loaded players, their search index and the page size.
  package let list: PlayerListViewModel
  /// The interface's words.
  package let strings: DemoStrings
  /// Told when a value fires, for `--trace`.
  package let tracer: BindingTracer?
  /// Whether tables mark their selected row (when keys drive the app).
  package let marksSelectedRow: Bool
  /// Whether a player's page opened over a table marks the player as the one last opened (in
  /// line mode); an exported site marks none.
  package let marksVisitedPlayer: Bool

  /// The loaded players, in the feed's order.
  package var players: [Player] { list.loadedPlayers }
  /// The rows a list shows at once: the session's page, which a full-screen host fits.
  package var pageSize: Int { list.pageSize }
}
