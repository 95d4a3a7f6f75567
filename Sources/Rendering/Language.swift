/// The language of an interface, by its ISO 639-1 code.
///
/// An open set: a renderer that knows a language uses it, and falls back to English otherwise.
public struct Language: RawRepresentable, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The ISO 639-1 code, such as `en`.
  public var rawValue: String

  /// Creates a language from its code.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// English, the default.
  public static let english = Language(rawValue: "en")
  /// French, the original app's language.
  public static let french = Language(rawValue: "fr")

  public var description: String { rawValue }
}
