// The renderer that Docs/WritingARenderer.md writes step by step, quoted there from this file:
// GuideExampleRendererTests runs the conformance kit on it and checks the output the guide shows.

import Rendering
import TerminalRendering

public struct BoxedRenderer: Renderer {
  public init() {}

  public func render(_ screen: Screen, in context: RenderContext) -> String {
    // Two columns of border and two of padding on each side.
    let inner = context.width - 4
    let lines = TerminalLayout(width: inner, words: context.words).lines(for: screen)
    let rule = "+" + String(repeating: "-", count: inner + 2) + "+"
    let body = lines.map { "| " + $0.text.padded(toWidth: inner) + " |" }
    return ([rule] + body + [rule]).joined(separator: "\n") + "\n"
  }
}
