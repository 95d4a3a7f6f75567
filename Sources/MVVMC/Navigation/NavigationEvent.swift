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
  public var description: String { line() }

  /// The event in other words, each request named by `name`: how the inspector writes it in
  /// its language. Titles, and the reason of a refusal, stay as they are.
  package func line(
    naming name: (NavigationRequest) -> String = \.rawValue, with: String = "with",
    ignored: String = "ignored"
  ) -> String {
    switch self {
    case .pushed(let title): "\(name(.push)) \(title)"
    case .popped(let title): "\(name(.pop)) \(title)"
    case .presented(let title): "\(name(.present)) \(title)"
    case .dismissed(let title): "\(name(.dismiss)) \(title)"
    case .replacedStack(let old, let new):
      "\(name(.replaceStack)) [\(old.joined(separator: ", "))] \(with) "
        + "[\(new.joined(separator: ", "))]"
    case .ignored(let request, let reason): "\(ignored) \(name(request)): \(reason)"
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
