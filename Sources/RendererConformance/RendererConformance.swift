import Rendering

/// Checks that a renderer meets the implementation requirements of `Renderer`.
///
/// Run it in your renderer's test suite. It renders its own sample screens (see
/// ``sampleScreens``: every kind of block, hostile data such as `ESC[2J`, OSC 52 clipboard
/// writes, U+009B, U+202E, NUL, newlines, `|`, backticks, `<script>`, `[x](javascript:…)` and
/// `**bold**`, wide and accented names) at widths 20, 40, 80 and 120, in every colour support,
/// with the default words and with ``sampleWords`` in the context (a renderer writes the app's
/// words, never its own), and checks each ``Requirement``.
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
/// A renderer for a medium without a width, such as a Markdown document, skips the width check,
/// and a renderer that writes markup says which, so the kit reads its text as a reader would
/// (`&#201;` is `É`) and checks that no data becomes markup:
///
/// ```swift
/// let report = RendererConformance.check(
///   MarkdownRenderer(), skipping: [.lineWidth], markup: .markdown)
/// ```
///
/// Output that starts with `<!DOCTYPE html` or `<html` is read as ``MarkupLanguage/html``
/// even when no markup is given, so an HTML renderer cannot skip the markup check by
/// forgetting to ask for it.
///
/// When it fails, the report reads:
///
/// ```text
/// 1 conformance failure (7 requirements checked on 5 screens):
/// - finalNewline: screen "every block", width 20, colors none, language en
///   the output does not end with a newline
///   | …Go back
/// ```
public enum RendererConformance {
  /// The widths every sample screen is rendered at.
  public static let widths = [20, 40, 80, 120]
  /// The width used to check that every text is shown, wide enough that nothing is cut.
  public static let wideWidth = 400

  /// Words of another interface, wide and with their own colon, that the kit also renders
  /// with: a renderer must fit them in the width as it fits the default English ones.
  public static let sampleWords = RendererWords(
    loading: "読み込み中…", empty: "表示するものはありません：", error: "エラー：", search: "検索",
    field: "項目", value: "値", image: "画像：", breadcrumb: "パンくずリスト", back: "戻る",
    commands: "コマンド", openImage: "画像を開く", links: "リンク", colon: "：")

  /// Renders the sample screens with `renderer` and reports every requirement it fails.
  ///
  /// - Parameters:
  ///   - renderer: The renderer to check.
  ///   - skipping: Requirements that do not apply to this renderer, such as
  ///     ``Requirement/lineWidth`` for a document.
  ///   - markup: The markup language the renderer writes, if any: ``MarkupLanguage/html``,
  ///     ``MarkupLanguage/markdown``, ``MarkupLanguage/json`` or your own. Without one, HTML output is recognised;
  ///     other output is read as text and ``Requirement/noMarkupFromData`` is not checked.
  /// - Returns: The report; `report.failures` is empty when the renderer conforms. It holds at
  ///   most one failure per requirement and screen.
  /// - Complexity: About 75 renders of each of the five sample screens.
  public static func check(
    _ renderer: some Renderer, skipping: Set<Requirement> = [], markup: MarkupLanguage? = nil
  ) -> ConformanceReport {
    let markup = markup ?? recognisedMarkup(of: renderer)
    var requirements = Set(Requirement.allCases).subtracting(skipping)
    if markup == nil { requirements.remove(.noMarkupFromData) }
    var checker = ConformanceChecker(requirements: requirements)
    let contexts = widths.flatMap { width in
      ColorSupport.allCases.flatMap { colors in
        [
          RenderContext(width: width, colors: colors),
          RenderContext(
            width: width, colors: colors, language: Language(rawValue: "ja"), words: sampleWords),
        ]
      }
    }
    for sample in sampleScreens {
      for context in contexts {
        checker.checkOutput(of: renderer, for: sample, in: context)
      }
      for colors in [ColorSupport.none, .trueColor] {
        let context = RenderContext(width: wideWidth, colors: colors)
        checker.checkTextShown(
          of: renderer, for: sample, in: context, words: sample.screen.dataWords,
          requirement: .everyTextShown, markup: markup)
      }
      checker.checkStatesShown(of: renderer, for: sample, in: RenderContext(width: wideWidth))
      if let markup {
        checker.checkNoMarkupFromData(
          of: renderer, for: sample, in: RenderContext(width: wideWidth), markup: markup)
      }
    }
    for block in sampleBlocks {
      let sample = ConformanceSample(
        name: "only \(block.kindName)", screen: Screen(title: "Block", blocks: [block]))
      checker.checkTextShown(
        of: renderer, for: sample, in: RenderContext(width: wideWidth), words: block.dataWords,
        requirement: .everyBlockKind, markup: markup)
    }
    return ConformanceReport(
      checkedRequirements: checker.requirements,
      screenNames: sampleScreens.map(\.name),
      failures: checker.failures)
  }

  /// ``MarkupLanguage/html`` when the renderer's page of the first sample starts like an HTML
  /// document, else `nil`.
  private static func recognisedMarkup(of renderer: some Renderer) -> MarkupLanguage? {
    let start = renderer.render(everyBlockScreen, in: RenderContext(width: wideWidth))
      .prefix(64).drop { $0.isWhitespace }.lowercased()
    return start.starts(with: "<!doctype html") || start.starts(with: "<html") ? .html : nil
  }
}
