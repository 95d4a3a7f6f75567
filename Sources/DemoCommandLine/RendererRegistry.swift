import ANSIRendering
import HTMLRendering
import JSONRendering
import MarkdownRendering
import PlainTextRendering
import Rendering

/// The renderers `--renderer NAME` can choose, each with the medium it draws for.
///
/// A new registry holds the five standard renderers: `plain` and `ansi` (terminal),
/// `markdown` and `html` (document), and `json` (lines, for programs). Register more before
/// running the command; `--help` lists every name, and `--renderer NAME` works in every mode the
/// renderer's medium allows: a terminal renderer draws the full-screen app on a terminal and
/// line mode or transcripts elsewhere; a document or lines renderer always writes line-mode
/// transcripts.
///
/// ```swift
/// var renderers = RendererRegistry()
/// renderers.register(ShoutingRenderer(), named: "shouting", medium: .terminal)
/// renderers.names  // ["plain", "ansi", "markdown", "html", "json", "shouting"]
/// ```
public struct RendererRegistry: Sendable {
  /// What a renderer's output is for.
  public enum Medium: Equatable, Sendable {
    /// A terminal: the output is laid out to the width and may be shown full-screen.
    case terminal
    /// A document (Markdown, HTML…): never full-screen; a transcript sets one frame apart from
    /// the next with `frameSeparator`, such as `"\n---\n\n"` for Markdown.
    case document(frameSeparator: String)
    /// Lines for a program or a reader that does not draw (JSON Lines, speech…): always line
    /// mode, never full-screen, without posing as a document; a transcript sets one frame apart
    /// from the next with `frameSeparator` (empty when each frame is one line).
    case lines(frameSeparator: String)

    /// What a transcript writes between two frames, when the medium sets it; `nil` for a
    /// terminal, whose host draws a rule across the width.
    var frameSeparator: String? {
      switch self {
      case .terminal: nil
      case .document(let separator), .lines(let separator): separator
      }
    }
  }

  /// One registered renderer.
  struct Entry: Sendable {
    var name: String
    var renderer: any Renderer
    var medium: Medium
    /// Whether the renderer is given colours by the `--color` rules; otherwise its context
    /// has none.
    var colored: Bool
    /// Whether each line is wrapped in the JSON stream's envelope (``StreamLine``), which
    /// answers every command: the standard `json` renderer's lines only.
    var writesStreamLines = false
  }

  private(set) var entries: [Entry] = []

  /// A registry holding the standard renderers: `plain`, `ansi`, `markdown`, `html` and `json`.
  ///
  /// Each HTML frame is a complete page, so a transcript of several screens is several pages
  /// one after the other; `--open ROUTE` with no command writes exactly one.
  public init() {
    register(PlainTextRenderer(), named: "plain", medium: .terminal)
    register(ANSIRenderer(), named: "ansi", medium: .terminal, colored: true)
    register(MarkdownRenderer(), named: "markdown", medium: .document(frameSeparator: "\n---\n\n"))
    register(HTMLRenderer(), named: "html", medium: .document(frameSeparator: "\n"))
    // Its lines answer commands (``StreamLine``); a renderer registered in its place does not.
    add(
      Entry(
        name: "json", renderer: JSONRenderer(), medium: .lines(frameSeparator: ""),
        colored: false, writesStreamLines: true))
  }

  /// Adds `renderer` under `name`, replacing a renderer registered under the same name.
  ///
  /// - Parameters:
  ///   - renderer: The renderer.
  ///   - name: What `--renderer` takes: lowercase ASCII letters, digits and `-`, not empty
  ///     (a programming error otherwise). People may type it in any case.
  ///   - medium: What the renderer's output is for.
  ///   - colored: Whether the renderer draws colours: its ``/Rendering/RenderContext`` then
  ///     carries the colours `--color` and the environment allow (none when `false`).
  public mutating func register(
    _ renderer: any Renderer, named name: String, medium: Medium, colored: Bool = false
  ) {
    precondition(
      !name.isEmpty && name.unicodeScalars.allSatisfy(Self.isAllowedInName),
      "a renderer's name is lowercase ASCII letters, digits and hyphens")
    add(Entry(name: name, renderer: renderer, medium: medium, colored: colored))
  }

  /// Adds `entry`, replacing the entry of the same name.
  private mutating func add(_ entry: Entry) {
    if let index = entries.firstIndex(where: { $0.name == entry.name }) {
      entries[index] = entry
    } else {
      entries.append(entry)
    }
  }

  private static func isAllowedInName(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
  }

  /// The registered names, in the order they were first registered.
  public var names: [String] { entries.map(\.name) }

  /// The renderer registered as `name`, ignoring case.
  func entry(named name: String) -> Entry? {
    let wanted = name.lowercased()
    return entries.first { $0.name == wanted }
  }

  /// The renderer used without `--renderer`: `ansi` on a terminal and `plain` elsewhere
  /// (whatever is registered under those names).
  func defaultEntry(outputIsTerminal: Bool) -> Entry {
    entry(named: outputIsTerminal ? "ansi" : "plain") ?? entries[0]
  }
}
