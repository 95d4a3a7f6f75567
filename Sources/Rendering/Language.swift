/// The language of an interface, by its BCP 47 tag, such as `en` or `pt-BR`.
///
/// A renderer that writes a document declares it (HTML's `lang`); it translates nothing, since
/// every word it writes comes from the app (``RendererWords``). An open set: apps add their own.
public struct Language: RawRepresentable, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The tag, such as `en`.
  public var rawValue: String

  /// Creates a language from its tag.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// English, the default.
  public static let english = Language(rawValue: "en")

  public var description: String { rawValue }
}
