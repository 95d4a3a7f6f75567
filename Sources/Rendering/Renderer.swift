/// Turns a ``Screen`` into text for one medium: a terminal, a colour terminal, a document.
///
/// A renderer is the last step of the one-way pipeline
/// `ViewModel → Scene → Screen → Renderer → output`. It knows nothing of view models,
/// coordinators or terminals; it receives a screen and a ``RenderContext`` and returns text.
///
/// ## Implementation requirements
///
/// A conforming type must:
///
/// 1. **Be a pure function.** The same screen and context give byte-identical output. Read no
///    environment variable, clock, file or global; write nothing. Everything about the output
///    arrives in the context.
/// 2. **Render every kind of ``Block``**, so that nothing a scene shows is silently lost.
/// 3. **Treat every string in the screen as untrusted data.** For terminal output, pass it
///    through ``Swift/String/sanitizedForTerminal`` (or an equivalent) so that no C0 or C1
///    control, DEL or bidirectional override from the data reaches the terminal. For a markup
///    language, also escape the language's own syntax so the data cannot add structure.
/// 4. **Respect ``RenderContext/width``** where the medium has a width: measure with
///    ``Swift/String/displayWidth`` (terminal columns, not characters) and truncate with
///    ``Swift/String/truncated(toWidth:)``. A medium without a width (a document) may ignore it.
/// 5. **Write escape sequences only when ``RenderContext/colors`` allows them.**
/// 6. **End the output with a newline**, and use `"\n"` alone between lines.
/// 7. **Say what an exported site needs from it** (``siteFormat``): the extension of its pages'
///    files, the renderer of each page and the files the pages share, with their names. The
///    default, pages named `.txt` written by the renderer itself and nothing shared, suits a
///    renderer that does not link; one that links declares the extension of its links.
///
/// A renderer that can link (a document) links the screen's ``Destination``s, and only them,
/// to ``Destination/fileName(extension:)``; one that cannot ignores them. Docs/ScreenReference.md
/// says what a renderer does with every field.
///
/// ## Testing a renderer
///
/// Depend on the `RendererConformance` product in your test target and paste:
///
/// ```swift
/// import RendererConformance
/// import Testing
///
/// @Test func conformsToRendererRequirements() {
///   let report = RendererConformance.check(MyRenderer())
///   #expect(report.failures.isEmpty, "\(report)")
/// }
/// ```
///
/// A renderer that writes markup names it, so the kit reads its text as a reader would and checks
/// that no data becomes markup: `check(MyRenderer(), skipping: [.lineWidth], markup: .html)`.
///
/// ## Example
///
/// ```swift
/// struct ShoutingRenderer: Renderer {
///   func render(_ screen: Screen, in context: RenderContext) -> String {
///     screen.title.sanitizedForTerminal.uppercased().truncated(toWidth: context.width) + "\n"
///   }
/// }
/// ShoutingRenderer().render(Screen(title: "Players"), in: RenderContext())  // "PLAYERS\n"
/// ```
/// (A real renderer renders every block, not just the title.)
public protocol Renderer: Sendable {
  /// Renders a screen for the output the context describes.
  ///
  /// - Parameters:
  ///   - screen: What to show. Its strings are untrusted data.
  ///   - context: Where the output goes: width, colours, language.
  /// - Returns: The text to write, ending with a newline.
  func render(_ screen: Screen, in context: RenderContext) -> String

  /// Renders a screen in pieces, handing each to `output` as it is made: joined, they are
  /// ``render(_:in:)``'s text, and the first error `output` throws ends the rendering.
  ///
  /// A renderer whose text can hold a long string several times writes it this way in bounded
  /// memory (`JSONRenderer` hands over pieces of 64 KiB). The default
  /// hands over the whole text at once.
  ///
  /// ```swift
  /// try renderer.render(screen, in: context) { piece in try output.write(piece) }
  /// ```
  func render<Failure: Error>(
    _ screen: Screen, in context: RenderContext,
    pieceByPiece output: (String) throws(Failure) -> Void
  ) throws(Failure)

  /// What a site exported with this renderer needs from it: the extension of its pages, the
  /// renderer of each page and the files the pages share, with their names (see
  /// ``SiteFormat``). It must be ``SiteFormat/isWritable``.
  ///
  /// ```swift
  /// let format = HTMLRenderer().siteFormat
  /// format.fileExtension             // "html", as its links are
  /// format.sharedFiles.map(\.name)   // ["style.css", "search.js"]
  /// format.pageRenderer              // HTMLRenderer(assets: .shared): it links them
  /// ```
  ///
  /// The default: pages named `.txt`, written by the renderer itself, sharing nothing.
  var siteFormat: SiteFormat { get }
}

extension Renderer {
  /// Hands `output` the whole of ``render(_:in:)``'s text, in one piece.
  public func render<Failure: Error>(
    _ screen: Screen, in context: RenderContext,
    pieceByPiece output: (String) throws(Failure) -> Void
  ) throws(Failure) {
    try output(render(screen, in: context))
  }

  /// Pages named `.txt`, written by the renderer itself, sharing nothing: a renderer whose
  /// output does not link to other pages.
  public var siteFormat: SiteFormat {
    SiteFormat(fileExtension: "txt", pageRenderer: self)
  }
}
