import Rendering
import TerminalRendering

/// Renders a screen as plain text: no colour, no escape sequence, every line within the width.
///
/// The text comes from ``/TerminalRendering/TerminalLayout``: each string from the screen is
/// sanitised, so the output is safe to write to a terminal and to a file. Lines end with `"\n"`,
/// the output ends with exactly one, and no line ends with a space.
///
/// ```swift
/// let screen = Screen(
///   title: "Player",
///   breadcrumb: ["Players", "Kylian MBAPPÉ"],
///   blocks: [.fields([Field("Number", "7"), Field("Position", "Forward")])],
///   actions: [ScreenAction(command: "back", label: "Back to the list")])
/// print(PlainTextRenderer().render(screen, in: RenderContext(width: 40)), terminator: "")
/// ```
///
/// prints
///
/// ```text
/// Player
/// Players > Kylian MBAPPÉ
///
/// Number    7
/// Position  Forward
///
/// back  Back to the list
/// ```
public struct PlainTextRenderer: Renderer {
  /// Creates the renderer; it has no settings, everything comes in the
  /// ``/Rendering/RenderContext``.
  public init() {}

  /// Renders the screen in the context's width; the context's colours are ignored.
  public func render(_ screen: Screen, in context: RenderContext) -> String {
    let lines = TerminalLayout(context: context).lines(for: screen)
    return TerminalLayout.document(lines.map(\.text))
  }
}
