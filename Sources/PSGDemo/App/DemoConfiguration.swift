import Rendering

/// What a ``DemoSession`` needs to know before it starts.
package struct DemoConfiguration: Sendable {
  /// Loads the players.
  package var source: PlayerListViewModel.PlayerSource
  /// The interface's language.
  package var language: Language
  /// How many rows the list shows at once.
  package var pageSize: Int
  /// Whether keys drive the session (the full-screen app) rather than typed commands: the list
  /// then always marks its selected row, the one `Enter` opens.
  package var isKeyDriven: Bool
  /// How long a search typed key by key waits for the next key before it applies.
  package var searchDelay: Duration
  /// The columns of the text the session lays out itself (``DemoSession/helpText(width:)``):
  /// the host's width. The default, ``RenderContext/minimumWidth``, fits every output.
  package var width: Int

  /// Creates a configuration.
  package init(
    language: Language = .english,
    pageSize: Int = 50,
    isKeyDriven: Bool = false,
    searchDelay: Duration = PlayerListViewModel.defaultSearchDelay,
    width: Int = RenderContext.minimumWidth,
    source: @escaping PlayerListViewModel.PlayerSource
  ) {
    self.source = source
    self.language = language
    self.pageSize = pageSize
    self.isKeyDriven = isKeyDriven
    self.searchDelay = searchDelay
    self.width = width
  }
}
