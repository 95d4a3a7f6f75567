import MVVMC
import Rendering

/// One step of a recorded run: what was pressed or typed, what it set off, and where the app
/// was after it, as data a program can save, print and open again (Docs/RecordingFormat.md).
///
/// Step 0 is the start: no command, and the run's ``Start`` (the feed's digest, the width, the
/// rows and the language). Each later step is one key or one command, numbered as the JSON
/// stream numbers its lines: a step's ``seq`` is the stream's `seq`.
///
/// A step is one JSON line: the screen's fields (the screen format's), with the step's beside
/// them, in the same object, as the stream writes its envelope:
///
/// ```swift
/// let line = try JSONEncoder().encode(step)
/// // {"version":1,"title":"Players",…,"kind":"step","seq":2,"command":"open 1",
/// //  "milliseconds":42,"route":"players?search=mba/player/id/32","stack":[…],
/// //  "coordinators":[…],"boxes":[…],"events":[{"kind":"navigation","text":"navigation push …"}]}
/// let again = try JSONDecoder().decode(SessionStep.self, from: line)  // the same step
/// ```
///
/// A step holds only what the app shows: titles and box values as the inspector shows them,
/// never an environment variable or a path.
public struct SessionStep: Equatable, Sendable {
  /// The version of the step's own fields; the screen's fields carry the screen format's
  /// version beside it. A change an older reader would misread raises it.
  public static let formatVersion = 1

  /// What step 0 says of the run, so a replay renders its screens as they were recorded and
  /// knows whether a fresh app shows the same data.
  public struct Start: Equatable, Sendable, Codable {
    /// ``SessionStep/formatVersion`` of the recording.
    public var format: Int
    /// A digest of the data the app showed (a feed's players), such as `fnv1a64:9c1e…`.
    public var data: String
    /// The width the screens were recorded at, in columns.
    public var width: Int
    /// The page size the app ran with.
    public var rows: Int
    /// The language's code, such as `en`.
    public var language: String

    /// Creates the start's description.
    public init(
      format: Int = SessionStep.formatVersion, data: String, width: Int, rows: Int,
      language: String
    ) {
      self.format = format
      self.data = data
      self.width = width
      self.rows = rows
      self.language = language
    }
  }

  /// One event the step set off, as the inspector's trace writes it.
  public struct Event: Equatable, Sendable, Codable {
    /// Which kind of event, as the inspector groups them.
    public enum Kind: String, Equatable, Sendable, Codable {
      case navigation, coordinator, binding, freed
    }

    /// The kind.
    public var kind: Kind
    /// The event in the app's words: `navigation push Kylian MBAPPÉ`. May hold untrusted
    /// text.
    public var text: String

    /// Creates an event.
    public init(kind: Kind, text: String) {
      self.kind = kind
      self.text = text
    }
  }

  /// A command the app refused: the stream's `error` line's `code` and `message`.
  public struct Refusal: Equatable, Sendable, Codable {
    /// What went wrong for a program, such as `unknownCommand`.
    public var code: String
    /// What went wrong for a person, in the app's language.
    public var message: String

    /// Creates a refusal.
    public init(code: String, message: String) {
      self.code = code
      self.message = message
    }
  }

  /// The step's number: 0 for the start, then one more for each key or command.
  public var seq: Int
  /// What was pressed or typed (`key Enter`, `open 1`); `nil` for the start.
  public var command: String?
  /// Milliseconds since the start, from the app's clock; `nil` where left out (a walkthrough
  /// page, which must come out the same each time).
  public var milliseconds: Int?
  /// The route after the step (an address `--open` takes); `nil` when the scene on top names
  /// none.
  public var route: String?
  /// The page size of the scene on top after the step, when it shows a page of rows; `nil`
  /// otherwise. A full-screen app fits each page to the room it has, so a step's page size is
  /// not always the one the run began with (``Start/rows``): opening ``route`` with this page
  /// size makes the same page.
  public var rows: Int?
  /// The navigator's stack after the step, root first.
  public var stack: [Inspection.StackEntry]
  /// The coordinator tree after the step, depth first.
  public var coordinators: [Inspection.CoordinatorEntry]
  /// The top scene's boxes after the step, with their listeners.
  public var boxes: [InspectedBox]
  /// The events the step set off, in order, at most ``maximumEvents``.
  public var events: [Event]
  /// How many more events the step set off than ``events`` keeps.
  public var droppedEvents: Int
  /// Why the command was refused; `nil` when it was carried out.
  public var refusal: Refusal?
  /// What the run was, on step 0 only.
  public var start: Start?
  /// What the step changed across the stack, read off its events: the boxes, old → new, the
  /// coordinators started, ended and freed; `nil` in a recording made before it was kept.
  package var changes: StepChanges?
  /// The screen after the step.
  public var screen: Screen

  /// How many events a step keeps: a key that sets off more (a reload of a large feed) keeps
  /// the first ones and counts the rest.
  public static let maximumEvents = 200

  /// Creates a step.
  public init(
    seq: Int, command: String? = nil, milliseconds: Int? = nil, route: String?,
    rows: Int? = nil, stack: [Inspection.StackEntry], coordinators: [Inspection.CoordinatorEntry],
    boxes: [InspectedBox], events: [Event] = [], droppedEvents: Int = 0,
    refusal: Refusal? = nil, start: Start? = nil, screen: Screen
  ) {
    self.seq = seq
    self.command = command
    self.milliseconds = milliseconds
    self.route = route
    self.rows = rows
    self.stack = stack
    self.coordinators = coordinators
    self.boxes = boxes
    self.events = events
    self.droppedEvents = droppedEvents
    self.refusal = refusal
    self.start = start
    self.screen = screen
  }
}

extension SessionStep: Codable {
  /// The step's field names, written out so a Swift rename cannot change the format. None is
  /// a screen's field name.
  private enum CodingKeys: String, CodingKey {
    case kind, seq, command, milliseconds, route, rows, stack, coordinators, boxes, events
    case droppedEvents, refusal, start, changes
  }

  /// The value of `kind` on every step line.
  public static let kind = "step"

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    guard kind == Self.kind else {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "a step's kind is “step”, not “\(kind)”")
    }
    let start = try container.decodeIfPresent(Start.self, forKey: .start)
    if let start, start.format != Self.formatVersion {
      throw DecodingError.dataCorruptedError(
        forKey: .start, in: container,
        debugDescription:
          "recording format version \(start.format) is not supported (this reader knows "
          + "version \(Self.formatVersion))")
    }
    self.init(
      seq: try container.decode(Int.self, forKey: .seq),
      command: try container.decodeIfPresent(String.self, forKey: .command),
      milliseconds: try container.decodeIfPresent(Int.self, forKey: .milliseconds),
      route: try container.decodeIfPresent(String.self, forKey: .route),
      rows: try container.decodeIfPresent(Int.self, forKey: .rows),
      stack: try container.decode([Inspection.StackEntry].self, forKey: .stack),
      coordinators: try container.decode(
        [Inspection.CoordinatorEntry].self, forKey: .coordinators),
      boxes: try container.decode([InspectedBox].self, forKey: .boxes),
      events: try container.decode([Event].self, forKey: .events),
      droppedEvents: try container.decodeIfPresent(Int.self, forKey: .droppedEvents) ?? 0,
      refusal: try container.decodeIfPresent(Refusal.self, forKey: .refusal),
      start: start,
      screen: try Screen(from: decoder))
    changes = try container.decodeIfPresent(StepChanges.self, forKey: .changes)
  }

  public func encode(to encoder: any Encoder) throws {
    // The screen's fields first; the step's join them in the same object.
    try screen.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.kind, forKey: .kind)
    try container.encode(seq, forKey: .seq)
    try container.encodeIfPresent(command, forKey: .command)
    try container.encodeIfPresent(milliseconds, forKey: .milliseconds)
    try container.encodeIfPresent(route, forKey: .route)
    try container.encodeIfPresent(rows, forKey: .rows)
    try container.encode(stack, forKey: .stack)
    try container.encode(coordinators, forKey: .coordinators)
    try container.encode(boxes, forKey: .boxes)
    try container.encode(events, forKey: .events)
    if droppedEvents > 0 { try container.encode(droppedEvents, forKey: .droppedEvents) }
    try container.encodeIfPresent(refusal, forKey: .refusal)
    try container.encodeIfPresent(start, forKey: .start)
    try container.encodeIfPresent(changes, forKey: .changes)
  }
}
