// swift-format-ignore-file: OrderedImports
// The renderer of the README's "Writing a renderer", which quotes this file: the example compiles
// and passes the conformance kit, as the README promises. Its imports keep the README's order (the
// renderer's, then the tests'), hence the rule ignored above.
import Rendering
import TerminalRendering

public struct BoxedRenderer: Renderer {
  public init() {}

  public func render(_ screen: Screen, in context: RenderContext) -> String {
    let inner = context.width - 4
    let lines = TerminalLayout(width: inner, words: context.words).lines(for: screen)
    let rule = "+" + String(repeating: "-", count: inner + 2) + "+"
    return ([rule] + lines.map { "| " + $0.text.padded(toWidth: inner) + " |" } + [rule])
      .joined(separator: "\n") + "\n"
  }
}

// In your tests:
import RendererConformance
import Testing

@Test func conformsToRendererRequirements() {
  let report = RendererConformance.check(BoxedRenderer())
  #expect(report.failures.isEmpty, "\(report)")
}
