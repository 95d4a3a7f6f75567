import Rendering

/// What a ``DemoSession`` needs to know before it starts.
public struct DemoConfiguration: Sendable {
  /// Loads the players.
  public var source: PlayerListViewModel.PlayerSource
  /// The interface's language.
  public var language: Language
  /// How many rows the list shows at once.
  public var pageSize: Int
  /// The columns of the text the session lays out itself (``DemoSession/helpText(width:)``):
  /// the host's width. The default, ``RenderContext/minimumWidth``, fits every output.
  public var width: Int

  /// Creates a configuration.
  public init(
    language: Language = .english,
    pageSize: Int = 50,
    width: Int = RenderContext.minimumWidth,
    source: @escaping PlayerListViewModel.PlayerSource
  ) {
    self.source = source
    self.language = language
    self.pageSize = pageSize
    self.width = width
  }
}
