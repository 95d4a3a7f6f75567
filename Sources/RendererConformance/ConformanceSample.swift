import Rendering

/// A screen the conformance check renders, with a name to report failures by.
public struct ConformanceSample: Hashable, Sendable {
  /// A short name such as `hostile data`.
  public var name: String
  /// The screen to render.
  public var screen: Screen

  /// Creates a sample.
  public init(name: String, screen: Screen) {
    self.name = name
    self.screen = screen
  }
}
