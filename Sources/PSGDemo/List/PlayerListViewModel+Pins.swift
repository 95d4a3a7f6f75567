import PlayerFeed

extension PlayerListViewModel {
  /// The most players the list pins at once: a route naming more is refused, so its cost is
  /// bounded whatever it says.
  nonisolated static let maximumPinnedPlayers = 100

  /// Whether `player` is pinned to the top of the list.
  ///
  /// - Complexity: O(*p*) for *p* pinned players, at most ``maximumPinnedPlayers``.
  func isPinned(_ player: Player) -> Bool {
    pinnedIDs.value.contains(player.id)
  }

  /// Pins or unpins the player `change` names, as the pin flow ended: pinned players come
  /// first, the latest last among them, until unpinned. The page goes back to the first.
  func apply(_ change: PinChange) {
    var ids = pinnedIDs.value.filter { $0 != change.playerID }
    if change.pins, ids.count < Self.maximumPinnedPlayers { ids.append(change.playerID) }
    pin(ids)
  }

  /// Pins exactly `ids`, in that order (a route's `pinned=`), and matches the players again.
  func pin(_ ids: [Int]) {
    guard ids != pinnedIDs.value else { return }
    pinnedIDs.value = ids
    recompute()
  }

  /// The positions in the loaded players of the pinned players that are loaded.
  var pinnedPositions: [Int32] {
    pinnedIDs.value.compactMap { id in
      matcher.position(ofID: id).map { Int32(truncatingIfNeeded: $0) }
    }
  }
}
