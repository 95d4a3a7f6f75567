import MVVMC
import PlayerFeed

@testable import PSGDemo

/// The positions' route, below the list: `positions`; `positions?row=R` selects row R (counted
/// from 1) when it is not the first, as a key-driven session writes it.
struct PositionsRoute: DemoRoute {
  /// The selected row, counted from 1, when it is not the first.
  var row: Int?

  static let forms = [
    RouteForm("positions") { DemoStrings($0).positions.form },
    RouteForm("positions?row=R", isListedInErrors: false) { DemoStrings($0).positions.rowForm },
  ]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    guard path == "positions" else { return nil }
    let row = try RouteParameters(query, accepting: ["row"], route: route).positiveNumber(.row)
    if let row, row > Line.allCases.count {
      throw RouteError(
        route: route, problem: .worded { DemoStrings($0).positions.noPositionRow(row) },
        listsAcceptedForms: false)
    }
    // Row 1 is the one selected anyway: one address per screen.
    return PositionsRoute(row: row == 1 ? nil : row)
  }

  var address: String {
    "positions" + RouteParameters.text([("row", row.map { String($0) })])
  }
}

/// One position's players, below the positions: `position/forwards`.
struct PositionRoute: DemoRoute {
  var line: Line

  static let forms = [RouteForm("position/NAME") { DemoStrings($0).positions.positionForm }]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    // `position/NAME` takes no query.
    guard components.count == 2, components[0] == "position", query == nil else { return nil }
    guard let line = Line.allCases.first(where: { $0.routeName == components[1] }) else {
      let name = String(components[1])
      throw RouteError(
        route: route, problem: .worded { DemoStrings($0).positions.unknownPosition(name) })
    }
    return PositionRoute(line: line)
  }

  var address: String { "position/\(line.routeName)" }
}

extension Line {
  /// The position's name in a route: `goalkeepers`, `defenders`, `midfielders`, `forwards`.
  var routeName: String {
    switch self {
    case .goalkeeper: "goalkeepers"
    case .defender: "defenders"
    case .midfielder: "midfielders"
    case .forward: "forwards"
    }
  }
}
