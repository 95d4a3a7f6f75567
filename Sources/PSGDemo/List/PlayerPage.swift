import PlayerFeed

/// The rows of the player list shown at once.
package struct PlayerPage: Equatable, Sendable {
  /// The players on this page, in order.
  package var players: [Player] = []
  /// The row number of the first player on the page, counted from 1 over the whole list.
  package var firstRowNumber = 1
  /// How many players the whole list has.
  package var totalCount = 0
  /// The page's number, counted from 1: pages are cut every page size rows from the first,
  /// so adding a player at the end of the list renames no page.
  package var number = 1

  /// The row number of the last player on the page (one less than ``firstRowNumber`` when empty).
  package var lastRowNumber: Int { firstRowNumber + players.count - 1 }

  /// The indices of the page's rows among all the rows.
  var rowIndices: Range<Int> { firstRowNumber - 1..<lastRowNumber }

  /// Whether the list goes on beyond this page.
  package var hasNext: Bool { lastRowNumber < totalCount }

  /// Whether the list has rows before this page.
  package var hasPrevious: Bool { firstRowNumber > 1 }
}

extension PlayerPage: CustomStringConvertible {
  /// `rows 1–35 of 35`, for traces.
  package var description: String {
    players.isEmpty
      ? "no rows of \(totalCount)" : "rows \(firstRowNumber)–\(lastRowNumber) of \(totalCount)"
  }
}
