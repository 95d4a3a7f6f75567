/// One change of the ``Navigator``'s scenes, or a request it refused.
///
/// Scenes are named by their titles. `--trace` prints these events; tests compare them.
///
/// ```swift
/// navigator.push(detail)   // .pushed("Kylian MBAPPÉ")
/// navigator.back()         // .popped("Kylian MBAPPÉ")
/// navigator.back()         // .ignored(.back, reason: "already at the root scene")
/// ```
public enum NavigationEvent: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// A scene was pushed on the stack.
  case pushed(String)
  /// The top scene was popped from the stack.
  case popped(String)
  /// A scene was presented modally over the stack.
  case presented(String)
  /// The modal scene was dismissed.
  case dismissed(String)
  /// The stack was replaced: the titles before and after.
  case replacedStack(from: [String], to: [String])
  /// A request that would break an invariant was refused and nothing changed.
  case ignored(NavigationRequest, reason: String)

  /// The event in English, as traces and the inspector write it by default: `push Players`,
  /// `replace stack [Players] with [Players, Top scorers]`.
  public var description: String {
    switch self {
    case .pushed(let title): "push \(title)"
    case .popped(let title): "pop \(title)"
    case .presented(let title): "present \(title)"
    case .dismissed(let title): "dismiss \(title)"
    case .replacedStack(let old, let new):
      "replace stack [\(old.joined(separator: ", "))] with [\(new.joined(separator: ", "))]"
    case .ignored(let request, let reason): "ignored \(request.rawValue): \(reason)"
    }
  }
}

/// What was asked of the ``Navigator``, for ``NavigationEvent/ignored(_:reason:)``.
public enum NavigationRequest: String, Equatable, Hashable, Sendable, CaseIterable {
  case push
  case pop
  case popToRoot = "pop to root"
  case present
  case dismiss
  case replaceStack = "replace stack"
  case back
}
