/// Everything a renderer may know about where its output goes, decided once by the host.
///
/// A renderer never reads the environment, the terminal or a global: the executable builds a
/// context from its flags, `NO_COLOR` and friends, and `isatty`, and passes it to every call.
/// That is what makes renderers pure functions and their output testable byte for byte.
///
/// ```swift
/// let context = RenderContext(width: 80, colors: .ansi256, language: .english)
/// ```
public struct RenderContext: Equatable, Hashable, Sendable {
  /// The width of the output in terminal columns. No rendered line may be wider.
  public var width: Int
  /// Which colours the output may use; ``ColorSupport/none`` means no escape sequence at all.
  public var colors: ColorSupport
  /// The language of the surrounding interface, which a document declares (HTML's `lang`).
  public var language: Language
  /// The words a renderer writes around the screen's text, in the interface's language.
  public var words: RendererWords

  /// The narrowest width a renderer is asked to honour; smaller widths are raised to it.
  public static let minimumWidth = 20

  /// The widest width a renderer is asked to honour; larger widths are lowered to it (lines may
  /// be padded to the width, so an absurd width would ask for billions of spaces).
  public static let maximumWidth = 10_000

  /// Creates a context. A width outside ``minimumWidth``...``maximumWidth`` is brought into
  /// that range.
  public init(
    width: Int = 80, colors: ColorSupport = .none, language: Language = .english,
    words: RendererWords = RendererWords()
  ) {
    self.width = min(max(width, Self.minimumWidth), Self.maximumWidth)
    self.colors = colors
    self.language = language
    self.words = words
  }
}
