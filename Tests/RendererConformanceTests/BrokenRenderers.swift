import MarkdownRendering
import Rendering

/// Renderers that each break one requirement, to show the conformance check catches it.
enum BrokenRenderers {
  /// Writes the data as it is, controls and all.
  struct Leaky: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      MarkdownRenderer().render(screen, in: context) + screen.title + "\n"
    }
  }

  /// Forgets label and value fields.
  struct DroppingFields: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      var kept = screen
      kept.blocks.removeAll { if case .fields = $0 { true } else { false } }
      return MarkdownRenderer().render(kept, in: context)
    }
  }

  /// Draws a rule wider than any terminal it is given.
  struct TooWide: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      String(repeating: "─", count: context.width + 1) + "\n"
        + MarkdownRenderer().render(screen, in: context)
    }
  }

  /// Adds a different number to every render.
  struct Random: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      MarkdownRenderer().render(screen, in: context) + "\(UInt64.random(in: 0...UInt64.max))\n"
    }
  }

  /// Forgets the final newline.
  struct NoFinalNewline: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      String(MarkdownRenderer().render(screen, in: context).dropLast())
    }
  }

  /// Writes bold even when the context allows no colour.
  struct AlwaysBold: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      "\u{1B}[1m" + MarkdownRenderer().render(screen, in: context) + "\u{1B}[0m\n"
    }
  }
}
