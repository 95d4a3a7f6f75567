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

  public var description: String {
    line(.english)
  }
}
