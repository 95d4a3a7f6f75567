import MVVMC

/// The words events are written with, by the inspector's panel and by a trace, so an app can
/// show them in its language. Names (of types, scenes, boxes and routes) and values stay as
/// they are.
///
/// ```swift
/// var words = InspectionWords.english
/// words.eventWords.freed = "libéré"
/// let screen = inspector.inspection().makeScreen(words: words)
/// // Events: "#14 libéré PlayerDetailCoordinator"
/// ```
public struct EventWords: Hashable, Sendable {
  /// Before a navigation event: `navigation push Players`.
  public var navigation: String
  /// A scene pushed, and the request to push one: `push Players`.
  public var push: String
  /// The top scene popped, and the request to pop it: `pop Kylian MBAPPÉ`.
  public var pop: String
  /// The request to go back to the root scene.
  public var popToRoot: String
  /// A scene presented over the stack, and the request to present one.
  public var present: String
  /// The modal scene dismissed, and the request to dismiss it.
  public var dismiss: String
  /// The stack replaced, and the request to replace it: `replace stack [Players] with […]`.
  public var replaceStack: String
  /// Between the stack before and the stack after: `[Players] with [Players, Top scorers]`.
  public var with: String
  /// The request to go back, which the scene on top handles.
  public var back: String
  /// Before a request the navigator refused: `ignored pop: already at the root scene`.
  public var ignored: String
  /// Before a coordinator event: `coordinator AppCoordinator started PickerCoordinator`.
  public var coordinator: String
  /// Between a coordinator and the child it started.
  public var started: String
  /// Between a coordinator and the child it let go of.
  public var removed: String
  /// Before a box that called its listeners: `binding searchText = mba`.
  public var binding: String
  /// After a count of one listener: `(1 listener)`.
  public var listener: String
  /// After any other count of listeners: `(2 listeners)`.
  public var listeners: String
  /// Before what was deallocated: `freed PlayerDetailCoordinator`.
  public var freed: String
  /// Before a key's name: `key Enter`.
  public var key: String
  /// The names of keys that have a name in this language, by their English name:
  /// `["Enter": "Entrée"]`. A key not listed keeps its English name; a letter keeps itself.
  public var keyNames: [String: String]
  /// Before a typed command: `command open 1`.
  public var command: String
  /// Text pasted at once rather than typed.
  public var paste: String
  /// A click or a turn of the wheel.
  public var mouse: String
  /// Before the step a run went on from, out of its history: `resumed from step 12`.
  public var resumed: String
  /// Before the size a terminal took: `resize to 120×40`.
  public var resized: String
  /// Before the cause of what changed later, with no key: `after key r` (a load that ends).
  public var after: String

  /// Creates a set of words.
  public init(
    navigation: String, push: String, pop: String, popToRoot: String, present: String,
    dismiss: String, replaceStack: String, with: String, back: String, ignored: String,
    coordinator: String, started: String, removed: String, binding: String, listener: String,
    listeners: String, freed: String, key: String, keyNames: [String: String], command: String,
    paste: String, mouse: String, resumed: String, resized: String, after: String
  ) {
    self.navigation = navigation
    self.push = push
    self.pop = pop
    self.popToRoot = popToRoot
    self.present = present
    self.dismiss = dismiss
    self.replaceStack = replaceStack
    self.with = with
    self.back = back
    self.ignored = ignored
    self.coordinator = coordinator
    self.started = started
    self.removed = removed
    self.binding = binding
    self.listener = listener
    self.listeners = listeners
    self.freed = freed
    self.key = key
    self.keyNames = keyNames
    self.command = command
    self.paste = paste
    self.mouse = mouse
    self.resumed = resumed
    self.resized = resized
    self.after = after
  }

  /// The English words, the default: the words of ``/MVVMC/NavigationEvent/description``,
  /// ``/MVVMC/CoordinatorEvent/description`` and the inspector's events.
  public static let english = EventWords(
    navigation: "navigation", push: "push", pop: "pop", popToRoot: "pop to root",
    present: "present", dismiss: "dismiss", replaceStack: "replace stack", with: "with",
    back: "back", ignored: "ignored", coordinator: "coordinator", started: "started",
    removed: "removed", binding: "binding", listener: "listener", listeners: "listeners",
    freed: "freed", key: "key", keyNames: [:], command: "command", paste: "paste",
    mouse: "mouse", resumed: "resumed from step", resized: "resize to",
    after: "after")

  /// `count` with the word that follows it: `1 listener`, `2 listeners`.
  package func listenerCount(_ count: Int) -> String {
    "\(count) " + (count == 1 ? listener : listeners)
  }

  /// A key as the cause of the events it sets off: `key Enter`, `key m`, with the key's name
  /// in these words when they have one.
  package func key(named name: String) -> String {
    key + " " + (keyNames[name] ?? name)
  }

  /// A resume as the cause of its step: `resumed from step 12`.
  package func resumed(from step: Int) -> String {
    "\(resumed) \(step)"
  }

  /// A resize as the cause of its step: `resize to 120×40`.
  package func resized(to size: TerminalSize) -> String {
    "\(resized) \(size.columns)×\(size.rows)"
  }

  /// What changed later than `cause`, with no input, as its cause: `after key r`.
  package func after(_ cause: String) -> String {
    "\(after) \(cause)"
  }

  /// What was asked of the navigator, in these words: `pop to root`.
  package func name(of request: NavigationRequest) -> String {
    switch request {
    case .push: push
    case .pop: pop
    case .popToRoot: popToRoot
    case .present: present
    case .dismiss: dismiss
    case .replaceStack: replaceStack
    case .back: back
    }
  }
}

extension NavigationEvent {
  /// The event in `words`: `push Players`, `replace stack [Players] with [Players, Top scorers]`.
  /// Titles, and the reason of a refusal, stay as they are.
  package func line(_ words: EventWords) -> String {
    line(naming: words.name(of:), with: words.with, ignored: words.ignored)
  }
}

extension CoordinatorEvent {
  /// The event in `words`: `AppCoordinator started PlayerDetailCoordinator`. Names, and an
  /// outcome, stay as they are.
  package func line(_ words: EventWords) -> String {
    line(started: words.started, removed: words.removed)
  }
}
