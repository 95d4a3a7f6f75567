/// How the conformance kit reads the output of a renderer that writes a markup language.
///
/// A terminal renderer's output is read as it is. A markup renderer's output is not what its
/// reader sees: `&#201;` is `É`, `\*` is `*`, and `<strong>` is no text at all. A markup
/// language tells the kit two things:
///
/// - ``visibleText(of:)``: the text a reader sees, for the checks that every word of the data
///   is shown (``RendererConformance/Requirement/everyTextShown``,
///   ``RendererConformance/Requirement/everyBlockKind``);
/// - ``markup(of:)``: every element, attribute, link and image in the output, for the check
///   that data never becomes markup (``RendererConformance/Requirement/noMarkupFromData``).
///
/// The kit knows ``html``, ``markdown`` and ``json``; a renderer for another language passes its
/// own.
///
/// ```swift
/// let report = RendererConformance.check(MyHTMLRenderer(), skipping: [.lineWidth], markup: .html)
/// MarkupLanguage.html.visibleText(of: "<p>Kylian MBAPP&#201;</p>")  // "Kylian MBAPPÉ"
/// ```
public struct MarkupLanguage: Sendable {
  /// The language's name, for reports, such as `HTML`.
  public var name: String
  private let readVisibleText: @Sendable (String) -> String
  private let readMarkup: @Sendable (String) -> [MarkupItem]

  /// Creates a markup language from its two readings.
  ///
  /// - Parameters:
  ///   - name: The language's name, for reports.
  ///   - visibleText: The text a reader of the output sees, markup left out.
  ///   - markup: Every element, attribute, link and image in the output, in order.
  public init(
    name: String, visibleText: @escaping @Sendable (String) -> String,
    markup: @escaping @Sendable (String) -> [MarkupItem]
  ) {
    self.name = name
    self.readVisibleText = visibleText
    self.readMarkup = markup
  }

  /// The text a reader of `output` sees.
  public func visibleText(of output: String) -> String {
    readVisibleText(output)
  }

  /// Every element, attribute, link and image in `output`, in order.
  public func markup(of output: String) -> [MarkupItem] {
    readMarkup(output)
  }
}

/// A reader of one markup language, which finds the visible text and the markup in one pass.
protocol MarkupReader: Sendable {
  init(source: String)
  func read() -> (visibleText: String, markup: [MarkupItem])
}

extension MarkupLanguage {
  /// The language that `reader` reads, each reading from a pass of its own.
  init<Reader: MarkupReader>(name: String, reader: Reader.Type) {
    self.init(
      name: name, visibleText: { Reader(source: $0).read().visibleText },
      markup: { Reader(source: $0).read().markup })
  }
}

/// One piece of markup in a renderer's output: an element, an attribute, a link or an image.
///
/// Two items are equal when they are the same kind with the same name; the ``source`` they
/// were read from is kept for reports only.
///
/// ```swift
/// MarkupLanguage.html.markup(of: "<a href=\"x.html\">x</a>").map(\.description)
/// // ["element a", "attribute href", "link"]
/// ```
public struct MarkupItem: Hashable, Sendable, CustomStringConvertible {
  /// What kind of markup this is.
  public enum Kind: String, Hashable, Sendable {
    /// An element, a comment or a declaration (`<p>`, `<!--`, `<!DOCTYPE`), or inline HTML in
    /// Markdown.
    case element
    /// An attribute of an element, such as `href`.
    case attribute
    /// Something a reader can follow: `<a href>` in HTML, `[text](destination)` in Markdown.
    case link
    /// A picture the reader's program loads: `<img>` in HTML, `![alt](source)` in Markdown.
    case image
    /// Formatting syntax, such as Markdown's `*`, `_`, `~` and backticks.
    case formatting
  }

  /// What kind of markup this is.
  public var kind: Kind
  /// The element's or attribute's name in lowercase, the formatting character, or empty.
  public var name: String
  /// The piece of the output it was read from, such as `<img src=x onerror=alert(1)>`.
  public var source: String

  /// Creates an item.
  public init(_ kind: Kind, name: String = "", source: String = "") {
    self.kind = kind
    self.name = name
    self.source = source
  }

  public static func == (left: MarkupItem, right: MarkupItem) -> Bool {
    left.kind == right.kind && left.name == right.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(name)
  }

  public var description: String {
    name.isEmpty ? kind.rawValue : "\(kind.rawValue) \(name)"
  }
}
