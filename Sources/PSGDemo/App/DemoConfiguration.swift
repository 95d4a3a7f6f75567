import Rendering

/// What a ``DemoSession`` needs to know before it starts.
public struct DemoConfiguration: Sendable {
  /// Loads the players.
  public var source: PlayerListViewModel.PlayerSource
  /// The interface's language.
  public var language: Language
  /// How many rows the list shows at once.
  public var pageSize: Int
  /// Whether keys drive the session (the full-screen app) rather than typed commands: the list
  /// then always marks its selected row, the one `Enter` opens.
  public var isKeyDriven: Bool
  /// How long a search typed key by key waits for the next key before it applies.
  public var searchDelay: Duration

  /// Creates a configuration.
  public init(
    language: Language = .english,
    pageSize: Int = 50,
    isKeyDriven: Bool = false,
    searchDelay: Duration = PlayerListViewModel.defaultSearchDelay,
    source: @escaping PlayerListViewModel.PlayerSource
  ) {
    self.source = source
    self.language = language
    self.pageSize = pageSize
    self.isKeyDriven = isKeyDriven
    self.searchDelay = searchDelay
  }
}
