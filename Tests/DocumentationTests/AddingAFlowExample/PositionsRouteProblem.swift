import MVVMC
import PlayerFeed
import Rendering

@testable import PSGDemo

/// What the positions find wrong with a route, in the example's own type: a route error
/// carries it (``MVVMC/RouteProblem/app(_:)``), and its words are in both languages.
enum PositionsRouteProblem: AppRouteProblem {
  /// `position/NAME` with a name no position has.
  case unknownPosition(String)
  /// `positions?row=R` past the last position.
  case noPositionRow(Int)
  /// A player's page below a position the player does not play in: their name, and the
  /// position the route named.
  case notInPosition(String, Line)

  var description: String { description(in: .english) }

  func description(in language: Language) -> String {
    DemoStrings(language).positions.problem(self)
  }
}
