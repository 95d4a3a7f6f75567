import MVVMC

/// What a program reads of a route the demo refuses: a code of its own for each problem, the
/// `reason` of an `invalidRoute` error, and the values it holds.
///
/// ```swift
/// DemoRouteProblem.noPlayer(id: 999).code       // "noPlayer"
/// DemoRouteProblem.noPlayer(id: 999).details    // ["id": .number(999)]
/// ```
extension DemoRouteProblem {
  /// The case's name.
  package var code: String {
    switch self {
    case .unknownParameter: "unknownParameter"
    case .notAPageNumber: "notAPageNumber"
    case .notARowNumber: "notARowNumber"
    case .notAPlayerID: "notAPlayerID"
    case .notAShirtNumber: "notAShirtNumber"
    case .unknownFilter: "unknownFilter"
    case .noFilter: "noFilter"
    case .comparisonTakesNoParameter: "comparisonTakesNoParameter"
    case .noPlayer: "noPlayer"
    case .noOtherPlayer: "noOtherPlayer"
    case .noPlayerWearing: "noPlayerWearing"
    case .severalPlayersWear: "severalPlayersWear"
    case .noRowToHighlight: "noRowToHighlight"
    case .tooManyPinned: "tooManyPinned"
    case .noRow: "noRow"
    }
  }

  /// The values the problem holds; text from the address stays as written.
  package var details: [String: CommandError.Detail] {
    switch self {
    case .unknownParameter(let key): ["parameter": .text(key)]
    case .notAPageNumber(let page): ["page": .text(page)]
    case .notARowNumber(let row): ["row": .text(row)]
    case .notAPlayerID(let id): ["id": .text(id)]
    case .notAShirtNumber(let number): ["number": .text(number)]
    case .unknownFilter(let filter): ["filter": .text(filter)]
    case .noFilter(let row): ["row": .number(row), "count": .number(PlayerFilter.allCases.count)]
    case .comparisonTakesNoParameter: [:]
    case .noPlayer(let id), .noOtherPlayer(let id): ["id": .number(id)]
    case .noPlayerWearing(let number): ["number": .number(number)]
    case .severalPlayersWear(let number, _, let total):
      ["number": .number(number), "count": .number(total)]
    case .noRowToHighlight(let row): ["row": .number(row)]
    case .tooManyPinned(let maximum): ["maximum": .number(maximum)]
    case .noRow(let row, let rows, let count):
      [
        "row": .number(row), "rows": .text(rows == .list ? "list" : "scorers"),
        "count": .number(count),
      ]
    }
  }
}
