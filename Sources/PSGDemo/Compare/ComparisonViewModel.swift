import MVVMC
import PlayerFeed

/// Two players side by side: the players, and which of them has more goals, is older and is
/// taller (`nil` when they are level).
///
/// ```swift
/// let viewModel = ComparisonViewModel(left: mbappe, right: messi)
/// viewModel.moreGoals?.name   // whoever scored more
/// ```
@MainActor
final class ComparisonViewModel {
  /// The player whose page the comparison was opened from.
  let left: Player
  /// The player chosen to compare with.
  let right: Player

  init(left: Player, right: Player) {
    self.left = left
    self.right = right
  }

  /// The player with more goals; `nil` when they scored as many.
  var moreGoals: Player? { larger(left.goals, right.goals) }
  /// The older player (born earlier); `nil` when born the same day.
  var older: Player? {
    left.birthDate == right.birthDate ? nil : (left.birthDate < right.birthDate ? left : right)
  }
  /// The taller player; `nil` when they are as tall.
  var taller: Player? { larger(left.heightCentimetres, right.heightCentimetres) }

  private func larger(_ leftValue: Int, _ rightValue: Int) -> Player? {
    leftValue == rightValue ? nil : (leftValue > rightValue ? left : right)
  }
}
