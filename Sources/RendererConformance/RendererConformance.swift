import Rendering

/// Checks that a renderer meets the implementation requirements of `Renderer`.
///
/// Run it in your renderer's test suite. It renders its own sample screens (see
/// ``sampleScreens``: every kind of block, hostile data such as `ESC[2J`, OSC 52 clipboard
/// writes, U+009B, U+202E, NUL, newlines, `|`, backticks, `<script>`, `[x](javascript:…)` and
/// `**bold**`, wide and accented names) at widths 20, 40, 80 and 120, in every colour support
/// and in English and French, and checks each ``Requirement``.
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
/// A renderer for a medium without a width, such as a Markdown document, skips the width check:
///
/// ```swift
/// let report = RendererConformance.check(MarkdownRenderer(), skipping: [.lineWidth])
/// ```
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

  /// Renders the sample screens with `renderer` and reports every requirement it fails.
  ///
  /// - Parameters:
  ///   - renderer: The renderer to check.
  ///   - skipping: Requirements that do not apply to this renderer, such as
  ///     ``Requirement/lineWidth`` for a document.
  /// - Returns: The report; `report.failures` is empty when the renderer conforms. It holds at
  ///   most one failure per requirement and screen.
  /// - Complexity: About 70 renders of each of the five sample screens.
  public static func check(
    _ renderer: some Renderer, skipping: Set<Requirement> = []
  ) -> ConformanceReport {
    var checker = ConformanceChecker(
      requirements: Set(Requirement.allCases).subtracting(skipping))
    let contexts = widths.flatMap { width in
      ColorSupport.allCases.flatMap { colors in
        [Language.english, .french].map {
          RenderContext(width: width, colors: colors, language: $0)
        }
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
          requirement: .everyTextShown)
      }
    }
    for block in sampleBlocks {
      let sample = ConformanceSample(
        name: "only \(block.kindName)", screen: Screen(title: "Block", blocks: [block]))
      checker.checkTextShown(
        of: renderer, for: sample, in: RenderContext(width: wideWidth), words: block.dataWords,
        requirement: .everyBlockKind)
    }
    return ConformanceReport(
      checkedRequirements: checker.requirements,
      screenNames: sampleScreens.map(\.name),
      failures: checker.failures)
  }
}
