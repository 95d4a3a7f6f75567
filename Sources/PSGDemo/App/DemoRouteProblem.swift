import MVVMC
import Rendering

/// What the demo's segments and coordinators find wrong with a route, as a value: the route
/// error carries it (``MVVMC/RouteProblem/app(_:)``) and ``DemoStrings`` writes it in the
/// session's language, in one `switch` a language, so a case without its words in either does
/// not compile.
///
/// ```swift
/// let error = RouteError(route: "player/id/999", .noPlayer(id: 999))
/// error.description                    // "invalid route “player/id/999”: no player has the id 999"
/// DemoStrings(.french).describe(error) // "route invalide « player/id/999 » : aucun joueur n’a l’id 999"
/// ```
package enum DemoRouteProblem: AppRouteProblem {
  /// A query key the segment does not take.
  case unknownParameter(String)
  /// A `page=` that is not a number from 1.
  case notAPageNumber(String)
  /// A `row=` that is not a number from 1.
  case notARowNumber(String)
  /// A player id that is not a number.
  case notAPlayerID(String)
  /// A shirt number that is not a number from 0.
  case notAShirtNumber(String)
  /// A `filter=` no filter's name or number gives.
  case unknownFilter(String)
  /// A `filters?row=` past the last filter.
  case noFilter(Int)
  /// `compare/ID` followed by a query.
  case comparisonTakesNoParameter
  /// No player of the feed has the id.
  case noPlayer(id: Int)
  /// No player but the page's own has the id.
  case noOtherPlayer(id: Int)
  /// No player wears the number.
  case noPlayerWearing(number: Int)
  /// Several players wear the number: the first of them, and how many in all.
  case severalPlayersWear(number: Int, listed: [ListedPlayer], total: Int)
  /// A `compare?row=` past the picker's last row.
  case noRowToHighlight(Int)
  /// A `pinned=` naming more players than a list pins.
  case tooManyPinned(maximum: Int)
  /// A `row=` past the last row of `rows`, which has `count`.
  case noRow(Int, in: Rows, count: Int)

  /// The rows a `row=` counts.
  package enum Rows: Equatable, Sendable {
    /// The list, under its filter and search.
    case list
    /// The top scorers.
    case scorers
  }

  /// A player an error lists, with the route that opens them.
  package struct ListedPlayer: Equatable, Sendable {
    /// The player's name, from the feed.
    package var name: String
    /// The player's id, for their route.
    package var id: Int
  }

  /// The problem in English, as ``MVVMC/RouteError/description`` shows it.
  package var description: String { description(in: .english) }

  package func description(in language: Language) -> String {
    DemoStrings(language).describe(self)
  }
}

extension RouteError {
  /// An error of the demo's: `problem` with `route`.
  package init(route: String, _ problem: DemoRouteProblem, listsAcceptedForms: Bool = true) {
    self.init(route: route, problem: .app(problem), listsAcceptedForms: listsAcceptedForms)
  }
}
