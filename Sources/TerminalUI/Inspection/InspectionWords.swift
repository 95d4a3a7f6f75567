import MVVMC

/// The words of the inspector's screen, so an app can show it in its language.
///
/// ```swift
/// var words = InspectionWords.english
/// words.title = "Inspecteur"
/// let screen = inspector.inspection().makeScreen(words: words)
/// ```
public struct InspectionWords: Hashable, Sendable {
  /// The screen's title.
  public var title: String
  /// The label of the coordinator tree.
  public var coordinators: String
  /// The label of the navigator's stack.
  public var stack: String
  /// The label of the top scene's boxes.
  public var boxes: String
  /// The label of the latest events.
  public var events: String
  /// Marks the modal scene in the stack.
  public var modal: String
  /// Shown for a section with nothing in it.
  public var none: String
  /// After a count of one listener: `1 listener`.
  public var listener: String
  /// After any other count of listeners: `2 listeners`.
  public var listeners: String
  /// Between `Boxes` and the scene they belong to: `Boxes of Players`.
  public var of = "of"
  /// After a derived chain whose debounce holds a value back: `debounce pending`.
  public var debouncePending = "debounce pending"
  /// The heading of what a step changed: `Changed at this step · key Enter`.
  public var changed = "Changed at this step"
  /// What a recording's first step is called in a replay's events: `#0 start`.
  public var start = "start"
  /// The title of the legend, the screen the host shows on `?` beside the inspector.
  public var legendTitle = "Legend"
  /// The words of the events: `navigation push Players`, `freed PlayerDetailCoordinator`.
  public var eventWords = EventWords.english
  /// The legend: each symbol of the inspector's screen and what it means.
  public var legend: [LegendEntry] = InspectionWords.englishLegend

  /// One symbol of the legend and what it means.
  public struct LegendEntry: Hashable, Sendable {
    /// The symbol, as the screen shows it: `└`, `modal`.
    public var symbol: String
    /// What it means.
    public var meaning: String

    /// Creates an entry.
    public init(_ symbol: String, _ meaning: String) {
      self.symbol = symbol
      self.meaning = meaning
    }
  }

  /// The legend in English.
  public static let englishLegend: [LegendEntry] = [
    LegendEntry("Name: title", "a coordinator and the titles of the scenes it owns"),
    LegendEntry("└", "a child coordinator, started by the one above it"),
    LegendEntry("·", "one more level down the coordinator tree; in the stack, before a route"),
    LegendEntry("1  Title", "a scene on the stack, the root first, with its route"),
    LegendEntry("modal", "the scene presented over the stack"),
    LegendEntry("name = value", "a box of the chosen scene's view model and its value now"),
    LegendEntry("→ Owner", "who listens to the box: the scene or view model that bound it"),
    LegendEntry("← chain", "the derived boxes a value comes through, with their steps"),
    LegendEntry("- old, + new", "a box's value before and after the step, under its name"),
    LegendEntry("#12 key Enter", "a key; the events it caused follow, indented"),
    LegendEntry("freed Name", "a coordinator, scene or view model was deallocated"),
  ]

  /// `count` with the word that follows it: `1 listener`, `2 listeners`.
  public func listenerCount(_ count: Int) -> String {
    "\(count) " + (count == 1 ? listener : listeners)
  }

  /// Creates a set of words; each one not given is the English one.
  public init(
    title: String = "Inspector", coordinators: String = "Coordinators", stack: String = "Stack",
    boxes: String = "Boxes", events: String = "Events", modal: String = "modal",
    none: String = "none", listener: String = "listener", listeners: String = "listeners"
  ) {
    self.title = title
    self.coordinators = coordinators
    self.stack = stack
    self.boxes = boxes
    self.events = events
    self.modal = modal
    self.none = none
    self.listener = listener
    self.listeners = listeners
  }

  /// The English words, the default.
  public static let english = InspectionWords()
}
