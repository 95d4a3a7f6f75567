import Rendering

/// What a ``DemoSession`` needs to know before it starts.
public struct DemoConfiguration: Sendable {
  /// Loads the players.
  public var source: PlayerListViewModel.PlayerSource
  /// The interface's language.
  public var language: Language
  /// How many rows the list shows at once.
  public var pageSize: Int

  /// Creates a configuration.
  public init(
    language: Language = .english,
    pageSize: Int = 50,
    source: @escaping PlayerListViewModel.PlayerSource
  ) {
    self.source = source
    self.language = language
    self.pageSize = pageSize
  }
}
