/// The rows of the player list shown at once.
public struct PlayerPage: Equatable, Sendable {
  /// The players on this page, in order.
  public var players: [Player]
  /// The row number of the first player on the page, counted from 1 over the whole list.
  public var firstRowNumber: Int
  /// How many players the whole list has.
  public var totalCount: Int
  /// The page's number, counted from 1: pages are cut every page size rows from the first,
  /// so adding a player at the end of the list renames no page.
  public var number = 1

  /// The row number of the last player on the page (one less than ``firstRowNumber`` when empty).
  public var lastRowNumber: Int { firstRowNumber + players.count - 1 }

  /// Whether the list goes on beyond this page.
  public var hasNext: Bool { lastRowNumber < totalCount }

  /// Whether the list has rows before this page.
  public var hasPrevious: Bool { firstRowNumber > 1 }
}

extension PlayerPage: CustomStringConvertible {
  /// `rows 1–35 of 35`, for traces.
  public var description: String {
    players.isEmpty
      ? "no rows of \(totalCount)" : "rows \(firstRowNumber)–\(lastRowNumber) of \(totalCount)"
  }
}
