import MVVMC
import Rendering

/// Records a run of an app built on the framework as ``SessionStep`` values, one for the start
/// and one for each key or command, from what the ``Inspector`` already knows: the stack, the
/// coordinator tree, the top scene's boxes and the events each step set off.
///
/// The host calls ``step(command:refusal:)`` after it has handled each key or command, and
/// writes the step where it likes (the demo writes JSON Lines with `--record FILE`):
///
/// ```swift
/// let recorder = SessionRecorder(
///   inspector: inspector,
///   start: SessionStep.Start(data: "fnv1a64:…", width: 80, rows: 50, language: "en"),
///   route: { navigator.route?.address }, rows: { navigator.top?.pageSize },
///   screen: { app.currentScreen() })
/// write(recorder.step())                   // step 0: the start
/// try app.execute(.open("1"))
/// write(recorder.step(command: "open 1"))  // step 1, with the push it caused
/// ```
///
/// The recorder keeps no step: memory is the events of the step being made, at most
/// ``SessionStep/maximumEvents``, and titles are cut as the inspector's list of watched objects
/// cuts them, so a step's size is its screen's plus a bounded part.
@MainActor
public final class SessionRecorder {
  private let inspector: Inspector
  private let words: EventWords
  private let start: SessionStep.Start
  private let clock: @MainActor () -> Int?
  private let route: @MainActor () -> String?
  private let rows: @MainActor () -> Int?
  private let screen: @MainActor () -> Screen
  // The number of the last event a step took.
  private var lastEventNumber = 0
  /// The number the next step gets: 0 until the start is recorded.
  public private(set) var nextSeq = 0

  /// Creates a recorder that takes, for each step, the events `inspector` heard since the
  /// previous step.
  ///
  /// - Parameters:
  ///   - inspector: The app's inspector; its events from the app's creation on are step 0's.
  ///   - words: The words the events are written in: the app's language.
  ///   - start: What step 0 says of the run.
  ///   - clock: Milliseconds since the start, or `nil` to leave the time out; tests pass a
  ///     fixed clock.
  ///   - route: The address of the screen shown, as `--open` takes it.
  ///   - rows: The page size of the scene shown, when it shows a page of rows
  ///     (``/MVVMC/Scene/pageSize``); `nil` otherwise.
  ///   - screen: The screen shown.
  public init(
    inspector: Inspector, words: EventWords = .english, start: SessionStep.Start,
    clock: @escaping @MainActor () -> Int? = { nil },
    route: @escaping @MainActor () -> String?,
    rows: @escaping @MainActor () -> Int? = { nil },
    screen: @escaping @MainActor () -> Screen
  ) {
    self.inspector = inspector
    self.words = words
    self.start = start
    self.clock = clock
    self.route = route
    self.rows = rows
    self.screen = screen
  }

  /// The next step: the app as it is now, after `command`, with the events since the previous
  /// step and what they changed (its `changes`). The first call makes step 0, the start;
  /// `command` is `nil` there.
  ///
  /// - Parameters:
  ///   - command: What was pressed or typed: `key Enter`, `open 1`.
  ///   - refusal: Why the command was refused, when it was.
  /// - Complexity: O(*e* + *s* + *c* + *b*): the events since the previous step, the stack,
  ///   the coordinators and the boxes, plus what making the screen costs.
  public func step(command: String? = nil, refusal: SessionStep.Refusal? = nil) -> SessionStep {
    let inspection = inspector.inspection()
    let (heard, missed) = inspector.events(after: lastEventNumber)
    lastEventNumber = inspector.latestEventNumber
    var events: [SessionStep.Event] = []
    var dropped = missed
    for event in heard {
      let kind: SessionStep.Event.Kind
      switch event.kind {
      case .navigation: kind = .navigation
      case .coordinator: kind = .coordinator
      case .binding: kind = .binding
      case .freed: kind = .freed
      // The step's command names its cause.
      case .cause: continue
      }
      guard events.count < SessionStep.maximumEvents else {
        dropped += 1
        continue
      }
      events.append(
        SessionStep.Event(kind: kind, text: Inspector.shortened(event.kind.line(words))))
    }
    let seq = nextSeq
    nextSeq += 1
    var step = SessionStep(
      seq: seq, command: seq == 0 ? nil : command, milliseconds: clock(), route: route(),
      rows: rows(),
      stack: inspection.stack.map { entry in
        var entry = entry
        entry.title = Inspector.shortened(entry.title)
        return entry
      },
      coordinators: inspection.coordinators.map { entry in
        var entry = entry
        entry.scenes = entry.scenes.map(Inspector.shortened)
        return entry
      },
      boxes: inspection.boxes, events: events, droppedEvents: dropped, refusal: refusal,
      start: seq == 0 ? start : nil, screen: screen())
    step.changes = StepChanges(events: heard)
    return step
  }
}
