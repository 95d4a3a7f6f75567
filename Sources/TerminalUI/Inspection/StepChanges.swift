import MVVMC

/// What one step changed, across every scene on the stack: each box that fired, from the value
/// it had before the step to the one it has after, with who listens to it; the coordinators
/// started and ended, with their outcome; what was freed.
///
/// It is read off the step's events, as the inspector groups them under their cause, so it
/// keeps no copy of any view model: a binding event carries its box, its value before and its
/// value after.
///
/// ```swift
/// // After ↓ in the demo's list:
/// let changes = inspector.inspection().latestChanges
/// changes.boxes.map(\.box)  // ["PlayerListViewModel.selectedIndex"]
/// changes.boxes[0].old      // "0"
/// changes.boxes[0].new      // "1"
/// ```
package struct StepChanges: Equatable, Sendable, Codable {
  /// One box that fired in the step.
  package struct Box: Equatable, Sendable, Codable {
    /// The box's label: its view model and its name, `PlayerListViewModel.selectedIndex`.
    package var box: String
    /// Its value before the step, in short; `nil` when not known.
    package var old: String?
    /// Its value after the step, in short.
    package var new: String
    /// Who listens to it, in bind order.
    package var listeners: [String]

    package init(box: String, old: String?, new: String, listeners: [String]) {
      (self.box, self.old, self.new, self.listeners) = (box, old, new, listeners)
    }
  }

  /// A coordinator that started a child.
  package struct Started: Equatable, Sendable, Codable {
    package var parent: String
    package var child: String

    package init(parent: String, child: String) {
      (self.parent, self.child) = (parent, child)
    }
  }

  /// A coordinator that ended, and how.
  package struct Ended: Equatable, Sendable, Codable {
    package var coordinator: String
    /// The outcome, in the run's words: `cancelled`, `finished(goalkeepers)`.
    package var outcome: String

    package init(coordinator: String, outcome: String) {
      (self.coordinator, self.outcome) = (coordinator, outcome)
    }
  }

  /// The boxes that fired, in the order they first fired.
  package var boxes: [Box] = []
  /// The children started, in order.
  package var started: [Started] = []
  /// The coordinators that ended, in order.
  package var ended: [Ended] = []
  /// The coordinators, scenes and view models freed, in order.
  package var freed: [String] = []

  /// Whether the step changed nothing the inspector shows.
  package var isEmpty: Bool { boxes.isEmpty && started.isEmpty && ended.isEmpty && freed.isEmpty }

  /// What `events`, the events of one step in the order they happened, changed. A box that
  /// fired more than once is one entry, from its value before the first firing to the value of
  /// the last.
  ///
  /// - Complexity: O(*e*), the events, with a dictionary of the boxes seen.
  package init(events: some Sequence<Inspection.Event>) {
    var boxIndex: [String: Int] = [:]
    for event in events {
      switch event.kind {
      case .binding(let firing):
        let entry = Box(
          box: firing.label, old: firing.previous, new: firing.value,
          listeners: firing.listenerOwners)
        if let index = boxIndex[firing.label] {
          boxes[index].new = entry.new
          boxes[index].listeners = entry.listeners
        } else {
          boxIndex[firing.label] = boxes.count
          boxes.append(entry)
        }
      case .coordinator(.childAdded(let parent, let child)):
        started.append(Started(parent: parent, child: child))
      case .coordinator(.childFinished(let child, let outcome)):
        ended.append(Ended(coordinator: child, outcome: outcome))
      case .freed(let name): freed.append(name)
      case .coordinator(.childRemoved), .navigation, .cause: break
      }
    }
  }

  /// The changes as lines, in `words`: each box by its label and its listeners, then its old
  /// value after `-` and its new one after `+`, as a diff shows them; then the coordinators
  /// started, ended and freed, as their events say it.
  ///
  /// ```
  /// PlayerListViewModel.selectedIndex → PlayerListScene
  ///   - 0
  ///   + 1
  /// AppCoordinator started PlayerDetailCoordinator
  /// ```
  package func lines(_ words: EventWords) -> [String] {
    let boxLines = boxes.flatMap { box in
      let listeners = box.listeners.isEmpty ? "" : " → " + box.listeners.joined(separator: ", ")
      return [box.box + listeners] + (box.old.map { ["  - " + $0] } ?? []) + ["  + " + box.new]
    }
    return boxLines
      + started.map { "\($0.parent) \(words.started) \($0.child)" }
      + ended.map { "\($0.coordinator) \($0.outcome)" }
      + freed.map { "\(words.freed) \($0)" }
  }
}
