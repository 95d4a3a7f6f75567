import Rendering
import TerminalRendering

/// Renders samples and collects the failures of ``RendererConformance/check(_:skipping:markup:)``.
struct ConformanceChecker {
  /// The requirements to check.
  let requirements: Set<RendererConformance.Requirement>
  /// The failures found so far, at most one per requirement and screen.
  private(set) var failures: [ConformanceReport.Failure] = []

  init(requirements: Set<RendererConformance.Requirement>) {
    self.requirements = requirements
  }

  /// Checks the requirements that hold for any output: determinism, final newline, width,
  /// controls and escapes.
  mutating func checkOutput(
    of renderer: some Renderer, for sample: ConformanceSample, in context: RenderContext
  ) {
    let output = renderer.render(sample.screen, in: context)
    let again = renderer.render(sample.screen, in: context)
    if output != again {
      let line = zip(output.lines, again.lines).first { $0 != $1 }?.0 ?? output.lines.last ?? ""
      fail(.deterministic, sample, context, "two renders of the same screen differ", line)
    }
    if !output.hasSuffix("\n") {
      fail(
        .finalNewline, sample, context, "the output does not end with a newline",
        "…" + String(output.suffix(40)))
    }
    if let found = output.firstDataControl {
      fail(
        .noControlCharacters, sample, context,
        "control character \(found.control.visibleEscapes) in the output", found.line)
    }
    if !context.colors.allowsEscapes, output.unicodeScalars.contains("\u{1B}") {
      fail(
        .escapesOnlyWhenColorsAllow, sample, context,
        "an escape sequence although the context allows no colour",
        output.firstLineWithEscape)
    }
    // A picture's address may stay whole on its own line, so that it can be copied.
    let addresses = Set(
      sample.screen.blocks.compactMap { block -> String? in
        guard case .image(let image) = block else { return nil }
        return image.url
      })
    for line in output.lines {
      let visible = line.removingSGR
      let width = visible.displayWidth
      if width > context.width, !addresses.contains(visible) {
        fail(
          .lineWidth, sample, context,
          "a line is \(width) columns wide, the context allows \(context.width)", line)
        break
      }
    }
  }

  /// Checks that every word of `words` appears in the output, read as `markup` shows it (or,
  /// without markup, with backslash escapes removed). A terminal hyperlink's address counts as
  /// shown, as an HTML picture's `src` does: the terminal shows it on the link.
  mutating func checkTextShown(
    of renderer: some Renderer, for sample: ConformanceSample, in context: RenderContext,
    words: [String], requirement: RendererConformance.Requirement, markup: MarkupLanguage?
  ) {
    let rendered = renderer.render(sample.screen, in: context).revealingHyperlinks.removingSGR
    let output =
      (markup?.visibleText(of: rendered) ?? rendered.removingBackslashEscapes).lowercased()
    let missing = words.filter { !output.contains($0.lowercased()) }
    guard !missing.isEmpty else { return }
    let list = missing.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
    fail(
      requirement, sample, context,
      "\(missing.count) word(s) of the screen's data missing: \(list)", "")
  }

  /// Checks that the sample's data adds no markup to what the same screen with harmless data
  /// has: for each kind and name of markup, no more items than the twins' (the larger count of
  /// the twin whose pictures load and the one whose pictures are described).
  mutating func checkNoMarkupFromData(
    of renderer: some Renderer, for sample: ConformanceSample, in context: RenderContext,
    markup: MarkupLanguage
  ) {
    let items = markup.markup(of: renderer.render(sample.screen, in: context))
    var allowed: [MarkupItem: Int] = [:]
    for picturesLoad in [true, false] {
      var counts: [MarkupItem: Int] = [:]
      let twin = sample.screen.inert(picturesLoad: picturesLoad)
      for item in markup.markup(of: renderer.render(twin, in: context)) {
        counts[item, default: 0] += 1
      }
      allowed.merge(counts, uniquingKeysWith: max)
    }
    var excess: [MarkupItem] = []
    for item in items {
      if let left = allowed[item], left > 0 {
        allowed[item] = left - 1
      } else {
        excess.append(item)
      }
    }
    guard let first = excess.first else { return }
    let kinds = excess.map(\.description).reduce(into: [String]()) { names, name in
      if !names.contains(name) { names.append(name) }
    }
    fail(
      .noMarkupFromData, sample, context,
      "the data became \(markup.name) markup: \(kinds.prefix(6).joined(separator: ", "))",
      first.source)
  }

  /// Checks that the selected row, the current choice and a status's state each change the
  /// output: the sample is rendered again with one of them changed, and must differ.
  mutating func checkStatesShown(
    of renderer: some Renderer, for sample: ConformanceSample, in context: RenderContext
  ) {
    let output = renderer.render(sample.screen, in: context)
    for (index, block) in sample.screen.blocks.enumerated() {
      for (requirement, changed, what) in Self.changes(of: block) {
        var screen = sample.screen
        screen.blocks[index] = changed
        guard renderer.render(screen, in: context) == output else { continue }
        fail(requirement, sample, context, "the output is the same when \(what)", "")
      }
    }
  }

  /// The block with its selection, choice or state changed, for each it has.
  private static func changes(
    of block: Block
  ) -> [(RendererConformance.Requirement, Block, String)] {
    switch block {
    case .table(var table):
      guard case (let selected, let other)? = otherIndex(than: table.selectedRow, in: table.rows)
      else { return [] }
      table.selectedRow = other
      return [(.selectionShown, .table(table), "row \(other + 1) is selected, not \(selected + 1)")]
    case .options(var list):
      guard case (let selected, let other)? = otherIndex(than: list.selectedIndex, in: list.options)
      else { return [] }
      list.selectedIndex = other
      return [
        (.currentChoiceShown, .options(list), "option \(other + 1) is chosen, not \(selected + 1)")
      ]
    case .status(let status):
      return Status.Kind.allCases.filter { $0 != status.kind }.map { kind in
        (
          .statusShown, .status(Status(kind, message: status.message)),
          "a \(status.kind.rawValue) status is \(kind.rawValue)"
        )
      }
    default:
      return []
    }
  }

  /// The selected index and another to select instead (the first, or the second when the first
  /// is selected); `nil` when nothing of `items` is selected or nothing else could be.
  private static func otherIndex(
    than selected: Int?, in items: some Collection
  ) -> (selected: Int, other: Int)? {
    guard let selected, items.count > 1, (0..<items.count).contains(selected) else { return nil }
    return (selected, selected == 0 ? 1 : 0)
  }

  private mutating func fail(
    _ requirement: RendererConformance.Requirement, _ sample: ConformanceSample,
    _ context: RenderContext, _ message: String, _ excerpt: String
  ) {
    guard requirements.contains(requirement),
      !failures.contains(where: { $0.requirement == requirement && $0.screenName == sample.name })
    else { return }
    failures.append(
      ConformanceReport.Failure(
        requirement: requirement, screenName: sample.name, context: context, message: message,
        excerpt: excerpt.visibleEscapes.truncatedExcerpt))
  }
}
