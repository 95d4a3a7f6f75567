import MVVMC

/// Where a player table stands, as its route names it: its page, or its selected row (counted
/// from 1 over every row, so it opens at any page size), and the player last opened.
struct TablePlace {
  var page = 1
  var row: Int?
  /// The feed id of the player last opened.
  var visited: Int?

  /// The parameters a route names a place with.
  static let keys: Set = ["page", "row", "visited"]

  /// The place `parameters` name: page 1, no row and no visited player by default.
  init(reading parameters: RouteParameters) throws(RouteError) {
    page = try parameters.positiveNumber(.page) ?? 1
    row = try parameters.positiveNumber(.row)
    visited = try parameters.playerID("visited")
  }

  init(page: Int = 1, row: Int? = nil, visited: Int? = nil) {
    self.page = page
    self.row = row
    self.visited = visited
  }

  /// Whether the page is left to the row or the visited player: the page that holds either
  /// depends on the page size, they do not.
  private var pageIsImplied: Bool { row != nil || visited != nil }

  /// The page, or else the row and the visited player, as an address writes them.
  var parameters: [(String, String?)] {
    [
      ("page", page > 1 && !pageIsImplied ? String(page) : nil),
      ("row", row.map { String($0) }), ("visited", visited.map { String($0) }),
    ]
  }

  /// With a row or a visited player, page 1, since they decide the page.
  var canonical: TablePlace {
    TablePlace(page: pageIsImplied ? 1 : page, row: row, visited: visited)
  }
}
