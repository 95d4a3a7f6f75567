import Rendering

extension TerminalStyle {
  /// The style of a paragraph in the given role.
  init(_ role: TextRole) {
    switch role {
    case .body: self = .body
    case .strong: self = .heading
    case .secondary: self = .secondary
    case .badge: self = .badge
    }
  }

  /// The style of a table cell in the given role: a paragraph's, but strong text in a cell is
  /// not a heading.
  init(cellRole role: TextRole) {
    self = role == .strong ? .strong : TerminalStyle(role)
  }

  /// The style of a status of the given kind.
  init(_ kind: Status.Kind) {
    switch kind {
    case .loading: self = .loading
    case .empty: self = .empty
    case .error: self = .error
    }
  }
}
