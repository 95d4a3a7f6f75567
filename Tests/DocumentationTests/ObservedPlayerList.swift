import MVVMC
import Observation
import PSGDemo
import PlayerFeed

/// The player list's live search written with Swift Observation, for Docs/Observation.md: the
/// same state as `PlayerListViewModel`'s boxes, as observable properties.
///
/// Observation has no operators: dropping a repeated query and waiting for the typing to stop
/// are written by hand, with the same injected `DelayScheduler` the `Dynamic` version uses.
@MainActor
@Observable
final class ObservedPlayerList {
  /// The search as typed, key by key.
  private(set) var searchQuery = ""
  /// The search once the typing stopped.
  private(set) var searchText = ""
  /// The players whose name holds `searchText`.
  private(set) var matches: [Player]

  @ObservationIgnored private let players: [Player]
  @ObservationIgnored private let delay: Duration
  @ObservationIgnored private let scheduler: any DelayScheduler
  @ObservationIgnored private var pendingSearch: ScheduledAction?

  init(players: [Player], delay: Duration, scheduler: any DelayScheduler) {
    self.players = players
    self.matches = players
    self.delay = delay
    self.scheduler = scheduler
  }

  /// The original app's `$searchQuery.removeDuplicates().debounce(for:)`, by hand.
  func editSearch(_ text: String) {
    guard text != searchQuery else { return }
    searchQuery = text
    pendingSearch?.cancel()
    pendingSearch = scheduler.schedule(after: delay) { [weak self] in
      self?.search(text)
    }
  }

  private func search(_ text: String) {
    searchText = text
    matches =
      text.isEmpty
      ? players
      : players.filter {
        $0.name.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
  }
}

/// What a scene does to follow an observable property: track it, and track it again after
/// every change, since `withObservationTracking` reports one change only, before it happens.
@MainActor
func followMatches(of list: ObservedPlayerList, _ onChange: @escaping @MainActor ([Player]) -> Void)
{
  withObservationTracking {
    onChange(list.matches)
  } onChange: {
    // Called in the setter, before the new value is stored: read it on the next turn.
    Task { @MainActor in followMatches(of: list, onChange) }
  }
}
