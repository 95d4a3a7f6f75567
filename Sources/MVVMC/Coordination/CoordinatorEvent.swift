/// A change in the tree of coordinators, for traces and tests.
///
/// Coordinators are named by their type, such as `AppCoordinator` or
/// `PickerCoordinator<PlayerFilter>`.
public enum CoordinatorEvent: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// `parent` started `child`.
  case childAdded(parent: String, child: String)
  /// `child` ended with `outcome` (described).
  case childFinished(child: String, outcome: String)
  /// `parent` let go of `child`.
  case childRemoved(parent: String, child: String)

  /// The event in English, as traces and the inspector write it by default:
  /// `AppCoordinator started PlayerDetailCoordinator`.
  public var description: String { line() }

  /// The event in other words: how the inspector writes it in its language. Names, and an
  /// outcome, stay as they are.
  package func line(started: String = "started", removed: String = "removed") -> String {
    switch self {
    case .childAdded(let parent, let child): "\(parent) \(started) \(child)"
    case .childFinished(let child, let outcome): "\(child) \(outcome)"
    case .childRemoved(let parent, let child): "\(parent) \(removed) \(child)"
    }
  }
}
