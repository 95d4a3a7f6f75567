import Rendering

/// Renders samples and collects the failures of ``RendererConformance/check(_:skipping:)``.
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
    for line in output.lines {
      let width = line.removingSGR.displayWidth
      if width > context.width {
        fail(
          .lineWidth, sample, context,
          "a line is \(width) columns wide, the context allows \(context.width)", line)
        break
      }
    }
  }

  /// Checks that every word of `words` appears in the output.
  mutating func checkTextShown(
    of renderer: some Renderer, for sample: ConformanceSample, in context: RenderContext,
    words: [String], requirement: RendererConformance.Requirement
  ) {
    let output = renderer.render(sample.screen, in: context).removingSGR
      .removingBackslashEscapes.lowercased()
    let missing = words.filter { !output.contains($0.lowercased()) }
    guard !missing.isEmpty else { return }
    let list = missing.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
    fail(
      requirement, sample, context,
      "\(missing.count) word(s) of the screen's data missing: \(list)", "")
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
