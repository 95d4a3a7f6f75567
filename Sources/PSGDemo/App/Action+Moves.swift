import MVVMC

extension Action.Name {
  /// `↑`: the previous row.
  static let moveUp = Action.Name("up")
  /// `↓`: the next row.
  static let moveDown = Action.Name("down")
  /// `PgUp`: a page up.
  static let pageUp = Action.Name("page-up")
  /// `PgDn`: a page down.
  static let pageDown = Action.Name("page-down")
  /// `Home`: the first row.
  static let firstRow = Action.Name("first")
  /// `End`: the last row.
  static let lastRow = Action.Name("last")

  /// How far a move action takes the selection in a list showing `pageSize` rows a page, for a
  /// view model that moves it with saturation (`.min` and `.max` stop at the ends); `nil` for an
  /// action that is not a move.
  ///
  /// ```swift
  /// Action.Name.pageDown.selectionOffset(pageSize: 20)  // 20
  /// Action.Name.firstRow.selectionOffset(pageSize: 20)  // Int.min
  /// Action.Name.search.selectionOffset(pageSize: 20)    // nil
  /// ```
  func selectionOffset(pageSize: Int) -> Int? {
    switch self {
    case .moveUp: -1
    case .moveDown: 1
    case .pageUp: -pageSize
    case .pageDown: pageSize
    case .firstRow: .min
    case .lastRow: .max
    default: nil
    }
  }
}

extension Action {
  /// The moves of a selection in a list, keys only: `↑`/`k`, `↓`/`j` (one hint, `↑/↓ Move`).
  static let rowMoves = [
    Action(
      .moveUp, words: [], keys: [.up, .character("k")],
      hint: { KeyHint(keys: "↑/↓", action: DemoStrings($0).moveKeyAction) }),
    Action(.moveDown, words: [], keys: [.down, .character("j")]),
  ]

  /// The moves by page and to either end: `PgUp`/`PgDn`, `Home`/`End`.
  static let pageMoves = [
    Action(
      .pageUp, words: [], keys: [.pageUp],
      hint: {
        KeyHint(keys: DemoStrings($0).pageKeys, action: DemoStrings($0).pageKeyAction)
      }),
    Action(.pageDown, words: [], keys: [.pageDown]),
    Action(
      .firstRow, words: [], keys: [.home],
      hint: {
        KeyHint(keys: DemoStrings($0).homeEndKeys, action: DemoStrings($0).homeEndKeyAction)
      }),
    Action(.lastRow, words: [], keys: [.end]),
  ]

  /// The action without its key hint, for a scene whose other hint covers its keys.
  var withoutHint: Action {
    var action = self
    action.hint = nil
    return action
  }
}
