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
  public var loading: String
  /// Printed before the message of an ``Status/Kind/empty`` status.
  public var empty: String
  /// Printed before the message of an ``Status/Kind/error`` status.
  public var error: String
  /// The label of a search field whose own label is blank.
  public var search: String
  /// The heading of the label column of a fields table, where the medium needs one.
  public var field: String
  /// The heading of the value column of a fields table, where the medium needs one.
  public var value: String
  /// Printed before a picture that cannot be shown.
  public var image: String
  /// The accessible name of a breadcrumb.
  public var breadcrumb: String
  /// The link to ``Screen/back`` when the screen has no breadcrumb to hang it on.
  public var back: String
  /// The heading of the list of actions.
  public var commands: String
  /// The label of a terminal hyperlink to a picture, shown instead of its long address.
  public var openImage: String
  /// The accessible name of a page's links to other screens (its actions that have one).
  public var links: String
  /// What follows a label, such as `:` (French puts a space before it).
  public var colon: String

  /// The words, each one given or the English one.
  public init(
    loading: String = "Loading…", empty: String = "Nothing to show:", error: String = "Error:",
    search: String = "Search", field: String = "Field", value: String = "Value",
    image: String = "Image:", breadcrumb: String = "Breadcrumb", back: String = "Back",
    commands: String = "Commands", openImage: String = "Open the picture", links: String = "Links",
    colon: String = ":"
  ) {
    self.loading = loading
    self.empty = empty
    self.error = error
    self.search = search
    self.field = field
    self.value = value
    self.image = image
    self.breadcrumb = breadcrumb
    self.back = back
    self.commands = commands
    self.openImage = openImage
    self.links = links
    self.colon = colon
  }

  /// These words with `word` applied to each, such as the words in another script.
  package func mapped(_ word: (String) -> String) -> RendererWords {
    RendererWords(
      loading: word(loading), empty: word(empty), error: word(error), search: word(search),
      field: word(field), value: word(value), image: word(image), breadcrumb: word(breadcrumb),
      back: word(back), commands: word(commands), openImage: word(openImage), links: word(links),
      colon: word(colon))
  }
}
