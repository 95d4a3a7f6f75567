import MVVMC
import PlayerFeed

/// What a flow added below the comparison is given, typed: the two players side by side, and
/// the page they were compared from (the words, the navigator, the loaded players).
///
/// ```swift
/// let context = ComparisonContext(left: mbappe, right: messi, page: page)
/// context.page.strings.comparison.comparisonTitle(context.left.name, context.right.name)
/// ```
@MainActor
package struct ComparisonContext {
  /// The player of the page the comparison was opened from.
  package let left: Player
  /// The player compared with them.
  package let right: Player
  /// The page the comparison stands below, with what a flow needs: the words, the navigator,
  /// the loaded players, every flow of the app.
  package let page: PlayerDetailContext
}

extension ContributionPoint<ComparisonContext> {
  /// Below the comparison of two players (not its picker, which shows no second player yet).
  package static let comparison = ContributionPoint(ComparisonRoute.self)
}
