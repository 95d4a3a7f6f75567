/// The words a renderer writes around a screen's own text, given by the app in the
/// ``RenderContext``: a renderer has no words of its own to translate.
///
/// A screen carries everything its scene says; a renderer only adds a few labels of its
/// medium: the prefix of a status, the headings of a fields table, the name of a
/// breadcrumb. The app translates them with the rest of its interface and hands them over in
/// the context; the defaults are English.
///
/// ```swift
/// var words = RendererWords()
/// words.error = "Erreur\u{A0}:"
/// let context = RenderContext(width: 80, words: words)
/// ```
public struct RendererWords: Equatable, Hashable, Sendable {
  /// Printed before the message of a ``Status/Kind/loading`` status.
  public var loading = "Loading…"
  /// Printed before the message of an ``Status/Kind/empty`` status.
  public var empty = "Nothing to show:"
  /// Printed before the message of an ``Status/Kind/error`` status.
  public var error = "Error:"
  /// The label of a search field whose own label is blank.
  public var search = "Search"
  /// The heading of the label column of a fields table, where the medium needs one.
  public var field = "Field"
  /// The heading of the value column of a fields table, where the medium needs one.
  public var value = "Value"
  /// Printed before a picture that cannot be shown.
  public var image = "Image:"
  /// The accessible name of a breadcrumb.
  public var breadcrumb = "Breadcrumb"
  /// The link to ``Screen/back`` when the screen has no breadcrumb to hang it on.
  public var back = "Back"
  /// The heading of the list of actions.
  public var commands = "Commands"
  /// The label of a terminal hyperlink to a picture, shown instead of its long address.
  public var openImage = "Open the picture"
  /// The accessible name of a page's links to other screens (its actions that have one).
  public var links = "Links"
  /// What follows a label, such as `:` (French puts a space before it).
  public var colon = ":"

  /// The English words.
  public init() {}
}

extension RendererWords {
  /// The words with every control character made visible (``Swift/String/sanitizedForTerminal``),
  /// for renderers that write them where a control character would act.
  public var sanitizedForTerminal: RendererWords {
    var words = self
    for path: WritableKeyPath<RendererWords, String> in [
      \.loading, \.empty, \.error, \.search, \.field, \.value, \.image, \.breadcrumb, \.back,
      \.commands, \.openImage, \.links, \.colon,
    ] {
      words[keyPath: path] = self[keyPath: path].sanitizedForTerminal
    }
    return words
  }
}
