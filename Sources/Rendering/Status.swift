/// A state shown in place of content: still loading, nothing to show, or a failure.
public struct Status: Equatable, Hashable, Sendable {
  /// Which state this is.
  public var kind: Kind
  /// What to tell the user, such as `No player matches “zz”.`
  public var message: String

  /// Creates a status.
  public init(_ kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The states a scene can be in instead of showing content.
  public enum Kind: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The content is on its way.
    case loading = "loading"
    /// There is nothing to show, and that is not a failure.
    case empty = "empty"
    /// The content could not be had.
    case error = "error"
  }
}

/// As data, with the names of Docs/ScreenFormat.md: the kind is written as `state`.
extension Status: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind = "state"
    case message = "message"
  }
}

extension Status.Kind: Codable {}
