import PlayerFeed
import Rendering

/// What a player table shows after the row number, the shirt and the name.
enum PlayerColumn {
  /// The player's position.
  case position
  /// A badge when the player came through the academy.
  case academy
  /// The player's goals.
  case goals
}

extension PlayerPage {
  /// The page as a table: the row number (counted over every row), the shirt, the name and
  /// `columns`, each row leading to its player's page, paged `pageSize` rows a page.
  ///
  /// - Parameters:
  ///   - markedRow: The row to mark, counted over every row
  ///     (``markedRow(marksSelection:selectedIndex:visited:)``).
  ///   - isPinned: Whether a player's name is followed by the pinned mark.
  func table(
    _ columns: [PlayerColumn], markedRow: Int?, pageSize: Int, strings: DemoStrings,
    isPinned: (Player) -> Bool = { _ in false }
  ) -> Table {
    let rows = players.enumerated().map { offset, player in
      let name = isPinned(player) ? player.name + " " + strings.pin.pinnedMark : player.name
      return Table.Row(
        [
          Table.Cell(
            String(firstRowNumber + offset), role: .secondary,
            data: .number(firstRowNumber + offset)),
          Table.Cell(String(player.number), data: .number(player.number)),
          Table.Cell(name, role: .strong, data: .identifier(player.id)),
        ] + columns.map { $0.cell(of: player, strings: strings) },
        // Written without building the path: a page of rows asks for one a row, every frame.
        destination: Destination(PlayerDetailRoute(key: .id(player.id)).address))
    }
    return Table(
      columns: [
        Table.Column("#", key: .row, role: .rowNumber, alignment: .trailing),
        Table.Column(strings.numberColumn, key: .number, role: .value, alignment: .trailing),
        Table.Column(strings.nameColumn, key: .name, role: .key, isFlexible: true),
      ] + columns.map { $0.column(strings) },
      rows: rows,
      selectedRow: markedRow.flatMap { rowIndices.contains($0) ? $0 - rowIndices.lowerBound : nil },
      paging: Table.Paging(
        firstRow: firstRowNumber, lastRow: lastRowNumber, rowCount: totalCount, page: number,
        pageCount: PlayerTableViewModel.pageCount(of: totalCount, pageSize: pageSize)))
  }

  /// The row a table marks, counted over every row: the selected one when it marks the
  /// selection, otherwise the player last opened when the page holds them. O(page size).
  func markedRow(marksSelection: Bool, selectedIndex: Int?, visited: Player?) -> Int? {
    if marksSelection { return selectedIndex }
    return visited.flatMap { players.firstIndex(of: $0) }.map { $0 + rowIndices.lowerBound }
  }
}

extension PlayerColumn {
  fileprivate func column(_ strings: DemoStrings) -> Table.Column {
    switch self {
    case .position: Table.Column(strings.positionColumn, key: .position, role: .value)
    case .academy: Table.Column(strings.academyColumn, key: .academy, role: .value)
    case .goals:
      Table.Column(
        strings.topScorers.goalsColumn, key: .goals, role: .value, alignment: .trailing)
    }
  }

  fileprivate func cell(of player: Player, strings: DemoStrings) -> Table.Cell {
    switch self {
    case .position:
      Table.Cell(strings.name(of: player.position), data: .position(player.position))
    case .academy:
      player.isAcademyGraduate
        ? Table.Cell(strings.academyBadge, role: .badge, data: .boolean(true))
        : Table.Cell("", data: .boolean(false))
    case .goals: Table.Cell(String(player.goals), data: .number(player.goals))
    }
  }
}
