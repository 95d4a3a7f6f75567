import MVVMC
import Rendering

extension SessionStep {
  /// What the inspector knew after the step: its coordinators, stack and boxes (a recording
  /// keeps the events as text, which ``inspectorScreen(words:steps:)`` lists).
  public var inspection: Inspection {
    Inspection(
      coordinators: coordinators, stack: stack, topScene: stack.last?.title, boxes: boxes,
      events: [])
  }

  /// The inspector's panel as it was after this step, as a screen: the coordinators, the
  /// stack, the boxes, what this step changed (when the recording keeps it), and
  /// the events of `steps` (this step and the ones before it, in any
  /// order), grouped under the key or command that caused them, the newest step first, as the
  /// live panel groups them.
  ///
  /// ```
  /// Events
  ///   #2 open 1
  ///     coordinator AppCoordinator started PlayerDetailCoordinator
  ///     navigation push Kylian MBAPPÉ
  ///   #1 search mba
  ///     binding searchText = mba
  /// ```
  ///
  /// Here `#2` is the step's number, not an event's: a recording numbers its steps.
  ///
  /// - Complexity: O(*e*), the events of `steps`.
  public func inspectorScreen(words: InspectionWords = .english, steps: [SessionStep]) -> Screen {
    inspection.makeScreen(
      words: words, eventLines: Self.eventLines(of: steps, words: words), changes: changes,
      cause: "#\(seq) " + (command ?? words.start))
  }

  /// The events of `steps`, the newest step first, each step's command (or the start) and then
  /// its events, indented.
  package static func eventLines(of steps: [SessionStep], words: InspectionWords) -> [String] {
    steps.sorted { $0.seq > $1.seq }.flatMap { step -> [String] in
      let cause = "#\(step.seq) " + (step.command ?? words.start)
      let dropped = step.droppedEvents > 0 ? ["  … \(step.droppedEvents)"] : []
      return [cause] + step.events.map { "  " + $0.text } + dropped
    }
  }
}
