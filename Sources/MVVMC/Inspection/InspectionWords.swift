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

  /// `count` with the word that follows it: `1 listener`, `2 listeners`.
  public func listenerCount(_ count: Int) -> String {
    "\(count) " + (count == 1 ? listener : listeners)
  }

  /// Creates a set of words.
  public init(
    title: String, coordinators: String, stack: String, boxes: String, events: String,
    modal: String, none: String, listener: String, listeners: String
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
  public static let english = InspectionWords(
    title: "Inspector", coordinators: "Coordinators", stack: "Stack", boxes: "Boxes",
    events: "Events", modal: "modal", none: "none",
    listener: "listener", listeners: "listeners")
}
