import MVVMC
import PlayerFeed

/// What a flow added below the top scorers is given, typed: the players by goals, the page
/// size, the words, the navigator, and how to open a player's page.
///
/// ```swift
/// let scorers = TopScorersContext(rankedPlayers: ranked, pageSize: 20, pages: pages)
/// scorers.rankedPlayers.first?.name   // the best scorer, for a flow added below the scorers
/// ```
@MainActor
package struct TopScorersContext {
  /// The loaded players by goals, most first (``TopScorersViewModel/ranked(_:)``).
  package let rankedPlayers: RankedPlayers
  /// The rows a list shows at once.
  package let pageSize: Int
  /// Builds a player's page, with the flows added below it.
  package let pages: PlayerDetailFactory

  /// The interface's words.
  package var strings: DemoStrings { pages.strings }
  /// Told when a value fires, for `--trace`.
  package var tracer: BindingTracer? { pages.tracer }
  /// Whether tables mark their selected row (when keys drive the app).
  package var marksSelectedRow: Bool { pages.marksSelectedRow }
  /// The navigator the flow shows its scenes on.
  package var navigator: Navigator { pages.navigator }
  /// Every flow of the app, for a flow that takes flows below its own scenes in turn.
  package var flows: [FlowContribution] { pages.flows }
}

extension ContributionPoint<TopScorersContext> {
  /// Below the top scorers.
  package static let topScorers = ContributionPoint(TopScorersRoute.self)
}
