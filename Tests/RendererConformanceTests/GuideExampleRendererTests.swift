import RendererConformance
import Rendering
import Testing

/// The renderer written step by step in Docs/WritingARenderer.md, compiled and checked here so
/// the guide cannot drift from the API.
struct BoxedRenderer: Renderer {
  func render(_ screen: Screen, in context: RenderContext) -> String {
    // Two columns of border and two of padding on each side.
    let inner = context.width - 4
    let lines = TerminalLayout(width: inner, language: context.language).lines(for: screen)
    let rule = "+" + String(repeating: "-", count: inner + 2) + "+"
    let body = lines.map { "| " + $0.text.padded(toWidth: inner) + " |" }
    return ([rule] + body + [rule]).joined(separator: "\n") + "\n"
  }
}

@Suite struct GuideExampleRendererTests {
  @Test func boxedRendererConforms() {
    let report = RendererConformance.check(BoxedRenderer())
    #expect(report.failures.isEmpty, "\(report)")
  }

  @Test func boxedRendererDrawsTheGuidesOutput() {
    let screen = Screen(
      title: "Players",
      blocks: [.fields([Field("Number", "7"), Field("Name", "Kylian MBAPPÉ")])])
    #expect(
      BoxedRenderer().render(screen, in: RenderContext(width: 30)) == """
        +----------------------------+
        | Players                    |
        |                            |
        | Number  7                  |
        | Name    Kylian MBAPPÉ      |
        +----------------------------+

        """)
  }
}
