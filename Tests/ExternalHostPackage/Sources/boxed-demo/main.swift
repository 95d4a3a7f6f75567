// boxed-demo: psg-demo with one more renderer, `--renderer boxed`.
import DemoCommandLine
import Rendering
import TerminalRendering

/// Draws the screen in a box of ASCII rules, laid out by `TerminalLayout`.
struct BoxedRenderer: Renderer {
  func render(_ screen: Screen, in context: RenderContext) -> String {
    // Two columns of border and two of padding on each side.
    let inner = context.width - 4
    let lines = TerminalLayout(width: inner, words: context.words).lines(for: screen)
    let rule = "+" + String(repeating: "-", count: inner + 2) + "+"
    let body = lines.map { "| " + $0.text.padded(toWidth: inner) + " |" }
    return ([rule] + body + [rule]).joined(separator: "\n") + "\n"
  }

  /// What `boxed-demo export DIR --renderer boxed` writes: pages named `.text`, and a note
  /// beside them that every page shares.
  var siteFormat: SiteFormat {
    SiteFormat(
      fileExtension: "text", pageRenderer: self,
      sharedFiles: [SharedFile(name: "README.txt", contents: "Pages drawn by boxed-demo.\n")])
  }
}

var command = DemoCommand()
command.renderers.register(BoxedRenderer(), named: "boxed", medium: .terminal)
await command.main()  // then: boxed-demo --renderer boxed
