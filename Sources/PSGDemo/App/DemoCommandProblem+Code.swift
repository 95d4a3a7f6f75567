import MVVMC

/// What a program reads of a refused command: a stable code for each problem, never
/// translated, and the values the problem holds, by name.
///
/// ```swift
/// DemoCommandProblem.noRow("99", in: .list, count: 35).code     // "noRow"
/// DemoCommandProblem.noRow("99", in: .list, count: 35).details
/// // ["row": .text("99"), "rows": .text("list"), "count": .number(35)]
/// ```
extension DemoCommandProblem {
  /// The problem's code: the name of its case, with `invalidRoute` for a route that could not
  /// open and an address `goto` could not open (the code `--open` gives its routes too).
  package var code: String {
    switch self {
    case .unknownCommand: "unknownCommand"
    case .commandTooLong: "commandTooLong"
    case .lineNotUTF8: "invalidEncoding"
    case .notHere: "notHere"
    case .unknownFilter: "unknownFilter"
    case .noPage: "noPage"
    case .noRow: "noRow"
    case .openNeedsARow: "openNeedsARow"
    case .noRowSelected: "noRowSelected"
    case .noPlayerHighlighted: "noPlayerHighlighted"
    case .nothingToGoBackTo: "nothingToGoBackTo"
    case .noOtherPlayer: "noOtherPlayer"
    case .routeFailed, .addressRefused: "invalidRoute"
    }
  }

  /// The values the problem holds, by name; text the user typed stays as typed.
  package var details: [String: CommandError.Detail] {
    switch self {
    case .unknownCommand(let line):
      ["line": .text(line)]
    case .commandTooLong(let byteCount):
      ["byteCount": .number(byteCount), "maximum": .number(Command.maximumTextLength)]
    case .lineNotUTF8(let byteCount):
      ["byteCount": .number(byteCount)]
    case .notHere(let command, let scene):
      ["action": .text(command), "title": .text(scene)]
    case .unknownFilter(let argument):
      ["filter": .text(argument)]
    case .noPage(let forward, let rows, let pages):
      [
        "direction": .text(forward ? "next" : "previous"), "rows": .text(rows.code),
        "pages": .number(pages),
      ]
    case .noRow(let row, let rows, let count):
      ["row": .text(row), "rows": .text(rows.code), "count": .number(count)]
    case .openNeedsARow(let argument, let count):
      ["argument": .text(argument), "count": .number(count)]
    case .noRowSelected, .noPlayerHighlighted, .nothingToGoBackTo:
      [:]
    case .noOtherPlayer(let id):
      ["id": .text(id)]
    case .routeFailed(let problem, _):
      problem.details
    case .addressRefused(let error):
      error.details
    }
  }
}

extension DemoCommandProblem.Rows {
  /// `list`, `players` or `scorers`.
  var code: String {
    switch self {
    case .list: "list"
    case .players: "players"
    case .scorers: "scorers"
    }
  }
}

extension RouteProblem {
  /// What a program reads of the problem: its `reason` (the case's name: `unknownRoute`,
  /// `cannotFollow`, `cannotOpenHere`, or for a problem only the app names, the app's own
  /// code, such as `noPlayer`) and the values it holds.
  package var details: [String: CommandError.Detail] {
    switch self {
    case .unknownRoute:
      ["reason": .text("unknownRoute")]
    case .cannotFollow(let component, let address):
      ["reason": .text("cannotFollow"), "component": .text(component), "after": .text(address)]
    case .cannotOpenHere(let address):
      ["reason": .text("cannotOpenHere"), "segment": .text(address)]
    case .app(let problem):
      problem.details.merging(["reason": .text(problem.code)]) { _, reason in reason }
    }
  }
}

extension RouteError {
  /// What a program reads of the refusal: its problem's ``RouteProblem/details`` and the
  /// `route` refused, as written.
  package var details: [String: CommandError.Detail] {
    problem.details.merging(["route": .text(route)]) { own, _ in own }
  }
}
