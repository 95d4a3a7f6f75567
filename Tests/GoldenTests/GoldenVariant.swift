import ANSIRendering
import HTMLRendering
import JSONRendering
import MarkdownRendering
import PlainTextRendering
import Rendering

/// One golden file: a demo screen, an output format and a width.
///
/// The file is named `screen.format.width` with `.txt` for terminal output, `.md` for
/// Markdown, `.html` for HTML and `.json` for the screen as data (indented, so a change to
/// what a screen holds shows as a diff of its structure), such as `list-filtered.plain.80.txt`, `detail.ansi256.80.txt` or
/// `list.markdown.80.md`.
struct GoldenVariant: Sendable, Hashable, CustomStringConvertible {
  /// How a screen is turned into text.
  enum Format: String, Sendable, Hashable, CaseIterable {
    case plain
    /// ANSI with the 16 basic colours.
    case ansi
    case ansi256
    case ansiTrueColor = "ansitruecolor"
    case markdown
    case html
    case json

    /// The renderer that writes this format.
    var renderer: any Renderer {
      switch self {
      case .plain: PlainTextRenderer()
      case .ansi, .ansi256, .ansiTrueColor: ANSIRenderer()
      case .markdown: MarkdownRenderer()
      case .html: HTMLRenderer()
      case .json: JSONRenderer(indented: true)
      }
    }

    /// The colours the renderer is told it may use.
    var colors: ColorSupport {
      switch self {
      case .plain, .markdown, .html, .json: .none
      case .ansi: .ansi16
      case .ansi256: .ansi256
      case .ansiTrueColor: .trueColor
      }
    }

    /// Whether the output goes to a terminal, where the width and escapes matter.
    var isTerminal: Bool { self != .markdown && self != .html && self != .json }

    /// The golden file's extension.
    var fileExtension: String {
      switch self {
      case .markdown: "md"
      case .html: "html"
      case .json: "json"
      default: "txt"
      }
    }
  }

  var screen: DemoScreen
  var format: Format
  var width: Int

  /// The golden file's name.
  var fileName: String {
    "\(screen).\(format.rawValue).\(width).\(format.fileExtension)"
  }

  var description: String { fileName }

  /// The context the renderer gets.
  var context: RenderContext {
    RenderContext(width: width, colors: format.colors, language: .english)
  }

  /// Renders `screen` as this variant says.
  func render(_ screen: Screen) -> String {
    format.renderer.render(screen, in: context)
  }

  /// Every golden file the tests keep:
  /// - every screen in plain, 16-colour ANSI, Markdown, HTML and JSON at 80 columns;
  /// - the list and the detail in the same three formats at 40 and 120 columns;
  /// - the list, the filters and the detail in 256-colour and true-colour ANSI at 80 columns.
  static let all: [GoldenVariant] = {
    let basic: [Format] = [.plain, .ansi, .markdown]
    var variants = DemoScreen.allCases.flatMap { screen in
      (basic + [.html, .json]).map { GoldenVariant(screen: screen, format: $0, width: 80) }
    }
    for screen in [DemoScreen.list, .detail] {
      for width in [40, 120] {
        variants += basic.map { GoldenVariant(screen: screen, format: $0, width: width) }
      }
    }
    for screen in [DemoScreen.list, .filters, .detail] {
      variants += [Format.ansi256, .ansiTrueColor].map {
        GoldenVariant(screen: screen, format: $0, width: 80)
      }
    }
    return variants
  }()

  /// The golden files of terminal output (plain and ANSI).
  static let terminal = all.filter(\.format.isTerminal)

  /// The golden files of Markdown output.
  static let markdown = all.filter { $0.format == .markdown }

  /// The golden files of HTML output.
  static let html = all.filter { $0.format == .html }

  /// The golden files of the screens as data.
  static let json = all.filter { $0.format == .json }
}
