import MarkdownRendering
import RendererConformance
import Rendering
import Testing

@Suite struct RendererConformanceTests {
  typealias Requirement = RendererConformance.Requirement

  /// The requirements a report says were failed.
  func failed(_ report: ConformanceReport) -> Set<Requirement> {
    Set(report.failures.map(\.requirement))
  }

  @Test func markdownRendererConforms() {
    let report = RendererConformance.check(MarkdownRenderer(), skipping: [.lineWidth])
    #expect(report.failures.isEmpty, "\(report)")
    // Without its markup language, the markup check is left out.
    #expect(
      report.checkedRequirements
        == Set(Requirement.allCases).subtracting([.lineWidth, .noMarkupFromData]))
  }

  @Test func markdownRendererIgnoresWidth() {
    let report = RendererConformance.check(MarkdownRenderer())
    #expect(failed(report) == [.lineWidth])
  }

  @Test func leakedControlCharactersFail() {
    let report = RendererConformance.check(BrokenRenderers.Leaky(), skipping: [.lineWidth])
    #expect(failed(report) == [.noControlCharacters, .escapesOnlyWhenColorsAllow])
    let failure = report.failures.first { $0.screenName == "hostile data" }
    #expect(failure?.excerpt == #"Players\e[2J\e[H"#)
    // As the example in the documentation of ConformanceReport shows it.
    #expect(
      failure?.description == #"""
        - noControlCharacters: screen "hostile data", width 20, colors none, language en
          control character \e[ in the output
          | Players\e[2J\e[H
        """#)
  }

  @Test func droppedBlockKindFails() {
    let report = RendererConformance.check(BrokenRenderers.DroppingFields(), skipping: [.lineWidth])
    #expect(failed(report) == [.everyBlockKind, .everyTextShown])
    #expect(report.failures.contains { $0.screenName == "only fields" })
  }

  @Test func tooWideLinesFail() {
    let report = RendererConformance.check(BrokenRenderers.TooWide())
    #expect(report.failures.map(\.requirement).allSatisfy { $0 == .lineWidth })
    #expect(report.failures.count == RendererConformance.sampleScreens.count)
    #expect(report.failures.first?.message == "a line is 21 columns wide, the context allows 20")
  }

  @Test func nonDeterministicOutputFails() {
    let report = RendererConformance.check(BrokenRenderers.Random(), skipping: [.lineWidth])
    #expect(failed(report) == [.deterministic])
  }

  @Test func missingFinalNewlineFails() {
    let report = RendererConformance.check(BrokenRenderers.NoFinalNewline(), skipping: [.lineWidth])
    #expect(failed(report) == [.finalNewline])
  }

  @Test func escapesWithoutColorSupportFail() {
    let report = RendererConformance.check(BrokenRenderers.AlwaysBold(), skipping: [.lineWidth])
    #expect(failed(report) == [.escapesOnlyWhenColorsAllow])
  }

  @Test func skippedRequirementsAreNotChecked() {
    let report = RendererConformance.check(
      BrokenRenderers.NoFinalNewline(), skipping: [.lineWidth, .finalNewline])
    #expect(report.failures.isEmpty)
    #expect(!report.checkedRequirements.contains(.finalNewline))
  }

  @Test func reportDescribesEachFailure() {
    let report = RendererConformance.check(BrokenRenderers.NoFinalNewline(), skipping: [.lineWidth])
    #expect(
      "\(report)".hasPrefix(
        #"""
        5 conformance failures (9 requirements checked on 5 screens):
        - finalNewline: screen "every block", width 20, colors none, language en
          the output does not end with a newline
          | …
        """#))
  }

  /// The strings of a block, as a renderer would show them.
  func blockStrings(_ block: Block) -> [String] {
    switch block {
    case .text(let text, _): [text]
    case .search(let field): [field.label, field.text, field.placeholder]
    case .table(let table): table.columns.map(\.title) + table.rows.flatMap { $0.cells.map(\.text) }
    case .options(let list): list.options.flatMap { [$0.key, $0.label] }
    case .fields(let fields): fields.flatMap { [$0.label, $0.value] }
    case .image(let image): [image.url, image.alternativeText]
    case .status(let status): [status.message]
    case .chart(let chart): [chart.title] + chart.bars.flatMap { [$0.label, String($0.value)] }
    }
  }

  @Test func sampleScreensCoverEveryBlockKindAndHostileData() {
    let blocks = RendererConformance.sampleScreens.flatMap(\.screen.blocks)
    let kinds = Set(blocks.map { "\($0)".prefix { $0 != "(" } })
    #expect(
      kinds == ["text", "search", "table", "options", "fields", "image", "status", "chart"])
    let strings = RendererConformance.sampleScreens.flatMap { sample in
      [sample.screen.title] + sample.screen.breadcrumb + sample.screen.blocks.flatMap(blockStrings)
        + sample.screen.actions.flatMap { [$0.command, $0.label] }
    }
    for hostile in [
      "\u{1B}[2J", "\u{1B}]52;", "\u{9B}", "\u{202E}", "\u{0}", "\n", "|", "`", "<script>",
      "[x](javascript:alert(1))", "**bold**", "Á", "孫",
    ] {
      let found = strings.contains { $0.unicodeScalars.contains(hostile.unicodeScalars) }
      #expect(found, "no sample holds \(hostile.debugDescription)")
    }
  }
}
