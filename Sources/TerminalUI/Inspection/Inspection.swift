import MVVMC

/// What an app built on the framework is doing at one moment: the tree of coordinators, the
/// navigator's stack, the boxes of the scene on top and the latest events.
///
/// An ``Inspector`` takes one with ``Inspector/inspection()``; the host turns it into a
/// `Screen`, so every renderer shows it.
///
/// ```swift
/// let inspection = inspector.inspection()
/// inspection.coordinators.map(\.name)  // ["AppCoordinator", "PlayerDetailCoordinator"]
/// inspection.stack.map(\.route)        // ["players", "player/id/32"]
/// ```
public struct Inspection: Equatable, Sendable {
  /// One coordinator of the tree, in depth-first order.
  public struct CoordinatorEntry: Equatable, Sendable, Codable {
    /// How deep in the tree: 0 for the root.
    public var depth: Int
    /// The coordinator's name.
    public var name: String
    /// The titles of the scenes it owns that are shown.
    public var scenes: [String]
  }

  /// One scene on the navigator, root first; the modal scene last.
  public struct StackEntry: Equatable, Sendable, Codable {
    /// The scene's title.
    public var title: String
    /// Where the scene is, as the app names it (a route's address); `nil` when it names none.
    public var route: String?
    /// Whether the scene is presented modally over the stack.
    public var isModal: Bool

    /// Creates an entry.
    package init(title: String, route: String?, isModal: Bool) {
      self.title = title
      self.route = route
      self.isModal = isModal
    }
  }

  /// One thing that happened, numbered in the order the inspector heard it.
  public struct Event: Equatable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Equatable, Sendable {
      /// The navigator changed its scenes, or refused to.
      case navigation(NavigationEvent)
      /// A coordinator started, finished or let go of a child.
      case coordinator(CoordinatorEvent)
      /// A labelled box called its listeners.
      case binding(BindingTracer.Firing)
      /// A key or command reached the app: the events after it, up to the next one, are what
      /// it caused (``Inspector/noteCause(_:)``).
      case cause(String)
      /// A coordinator, a scene or a view model was deallocated: the name of its type, and a
      /// scene's title after it.
      case freed(String)
    }

    /// 1 for the first event the inspector heard, then one more for each.
    public var number: Int
    /// What happened.
    public var kind: Kind

    /// The event as `--trace` writes it: `navigation push Players`,
    /// `binding PlayerListViewModel.searchText = mba (2 listeners)`, `freed PlayerDetailCoordinator`.
    public var description: String {
      kind.line(.english)
    }

    /// Whether the event is a key or command, under which the events it caused are grouped.
    package var isCause: Bool {
      if case .cause = kind { true } else { false }
    }

    /// The event in short, for a narrow panel: a box by the last part of its label, without
    /// its listener count (`binding searchText = mba`); other events as ``description``.
    public var summary: String {
      summary(.english)
    }

    /// The event in short, in `words`: as ``summary``.
    package func summary(_ words: EventWords) -> String {
      guard case .binding(let firing) = kind else { return kind.line(words) }
      let name = firing.label.split(separator: ".").last.map(String.init) ?? firing.label
      return "\(words.binding) \(name) = \(firing.value)"
    }
  }

  /// The coordinators, the root first, each followed by its children (depth first).
  public var coordinators: [CoordinatorEntry]
  /// The scenes on the navigator, root first, then the modal scene.
  public var stack: [StackEntry]
  /// The title of the scene on top; `nil` with no scene.
  package var topScene: String?
  /// The title of the scene whose boxes ``boxes`` holds: the one on top unless another was
  /// chosen (``Inspector/inspectedSceneIndex``).
  package var boxesScene: String?
  /// The boxes of the inspected scene's view model, in the order they are declared: the scene
  /// on top unless the host chose another.
  public var boxes: [InspectedBox]
  /// The latest events, the newest first.
  public var events: [Event]

  /// Creates an inspection.
  package init(
    coordinators: [CoordinatorEntry], stack: [StackEntry], topScene: String?,
    boxesScene: String? = nil, boxes: [InspectedBox], events: [Event]
  ) {
    self.coordinators = coordinators
    self.stack = stack
    self.topScene = topScene
    self.boxesScene = boxesScene ?? topScene
    self.boxes = boxes
    self.events = events
  }
}

extension Inspection.Event.Kind {
  /// The event in `words`, as a trace writes it: `navigation push Players`,
  /// `binding PlayerListViewModel.searchText = mba (2 listeners)`,
  /// `freed PlayerDetailCoordinator`.
  package func line(_ words: EventWords) -> String {
    switch self {
    case .navigation(let event): "\(words.navigation) \(event.line(words))"
    case .coordinator(let event): "\(words.coordinator) \(event.line(words))"
    case .binding(let firing):
      "\(words.binding) \(firing.label) = \(firing.value) (\(words.listenerCount(firing.listeners)))"
    case .cause(let cause): cause
    case .freed(let name): "\(words.freed) \(name)"
    }
  }
}
