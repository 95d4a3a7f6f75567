import MVVMC
import PlainTextRendering
import Rendering

/// A scene's screen as plain text at `width` columns, one string per line: what the tests of
/// the tutorial compare with the output it shows.
@MainActor
func rendered(_ scene: any Scene, width: Int = 40) -> [String] {
  PlainTextRenderer().render(scene.makeScreen(), in: RenderContext(width: width))
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
