/// A picture by reference: where it is and what it shows, for those who cannot see it.
///
/// Terminal renderers show the alternative text and the address; the Markdown renderer embeds
/// the picture. The address is data like any other and is checked or escaped by the renderer.
public struct ImageReference: Equatable, Hashable, Sendable {
  /// Where the picture is, as written in the feed (not necessarily a valid URL).
  public var url: String
  /// What the picture shows, such as the player's name.
  public var alternativeText: String

  /// Creates an image reference.
  public init(url: String, alternativeText: String) {
    self.url = url
    self.alternativeText = alternativeText
  }
}

/// As data, with the names of Docs/ScreenFormat.md; the compiler writes the coding.
extension ImageReference: Codable {}
