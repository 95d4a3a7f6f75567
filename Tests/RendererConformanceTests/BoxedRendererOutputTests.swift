import Rendering
import Testing

/// The output Docs/WritingARenderer.md shows for its renderer; the guide quotes the example.
@Suite struct BoxedRendererOutputTests {
  @Test func drawsTheGuidesOutput() {
    let screen = Screen(
      title: "Players",
      blocks: [.fields([Field("Number", "7"), Field("Name", "Kylian MBAPPÉ")])])
    let text = BoxedRenderer().render(screen, in: RenderContext(width: 30))
    #expect(
      text == """
        +----------------------------+
        | Players                    |
        |                            |
        | Number  7                  |
        | Name    Kylian MBAPPÉ      |
        +----------------------------+

        """)
  }
}
