import Rendering
import TerminalRendering

/// Where the inspector's panel goes beside or below the scene, and how their lines are joined.
///
/// On a terminal at least ``minimumColumnsBeside`` wide the panel takes the right part
/// (about two fifths, between ``minimumPanelColumns`` and ``maximumPanelColumns`` columns, so
/// an event reads whole on a wide terminal),
/// after a `│` rule, the full height; narrower, it takes the lower half, under a rule that
/// names it. The scene is drawn in what is left, so it never knows the panel is there:
///
/// ```
/// 80 × 22 content                           50 × 22 content
/// ┌──────────────────────────┬───────────┐  ┌───────────────────────┐
/// │ scene, 47 columns        │ panel, 32 │  │ scene, 11 rows        │
/// │                          │           │  │── Inspector ──────────│
/// └──────────────────────────┴───────────┘  │ panel, 10 rows        │
///                                           └───────────────────────┘
/// ```
///
/// ```swift
/// let layout = InspectorPanelLayout(content: TerminalSize(columns: 120, rows: 38))
/// layout.sceneSize  // 71 × 38: the scene's part
/// layout.panelSize  // 48 × 38: the panel's part
/// ```
public struct InspectorPanelLayout: Equatable, Sendable {
  /// The narrowest terminal that takes the panel beside the scene.
  public static let minimumColumnsBeside = 60
  /// The panel's narrowest width beside the scene.
  public static let minimumPanelColumns = 28
  /// The panel's widest width beside the scene.
  public static let maximumPanelColumns = 100

  /// The area the scene and the panel share: the terminal less the footer.
  public let content: TerminalSize
  /// Whether the panel is beside the scene (else below).
  public let isBeside: Bool
  /// The scene's part.
  public let sceneSize: TerminalSize
  /// The panel's part, without the rule between them.
  public let panelSize: TerminalSize

  /// Splits `content` between the scene and the panel.
  public init(content: TerminalSize) {
    self.content = content
    let columns = max(content.columns, 1)
    let rows = max(content.rows, 0)
    isBeside = columns >= Self.minimumColumnsBeside
    if isBeside {
      let panel = min(max(columns * 2 / 5, Self.minimumPanelColumns), Self.maximumPanelColumns)
      sceneSize = TerminalSize(columns: columns - panel - 1, rows: rows)
      panelSize = TerminalSize(columns: panel, rows: rows)
    } else {
      let sceneRows = (rows + 1) / 2
      sceneSize = TerminalSize(columns: columns, rows: sceneRows)
      panelSize = TerminalSize(columns: columns, rows: max(rows - sceneRows - 1, 0))
    }
  }

  /// The content's lines: `scene` and `panel` (rendered for ``sceneSize`` and ``panelSize``)
  /// cut or padded to their parts and joined with the rule, which names the panel `title`.
  ///
  /// Every line of either part is padded or cut to its part's width, whatever it holds, so no
  /// line moves the rule. Lines may hold SGR sequences and terminal hyperlinks, which take no
  /// room; a line with any is closed with a reset, so its colours never run into the next
  /// part, and a line too wide loses them as it is cut.
  public func lines(scene: [String], panel: [String], title: String) -> [String] {
    let scene = Self.fitted(scene, rows: sceneSize.rows)
    let panel = Self.fitted(panel, rows: panelSize.rows)
    if isBeside {
      return zip(scene, panel).map { sceneLine, panelLine in
        Self.fitted(sceneLine, toWidth: sceneSize.columns) + "│"
          + Self.fitted(panelLine, toWidth: panelSize.columns)
      }
    }
    guard content.rows > sceneSize.rows else { return scene }
    let name = "── " + title.sanitizedForTerminal + " "
    let rule = name + String(repeating: "─", count: max(content.columns - name.displayWidth, 0))
    return scene.map { Self.fitted($0, toWidth: content.columns) }
      + [rule.truncated(toWidth: content.columns)]
      + panel.map { Self.fitted($0, toWidth: content.columns) }
  }

  /// `line` padded with spaces to `width` columns, or cut to them without its escape sequences
  /// when it is wider; closed with a reset when it keeps any.
  static func fitted(_ line: String, toWidth width: Int) -> String {
    let plain = line.removingSGR
    let visible = plain.displayWidth
    guard visible <= width else { return plain.truncated(toWidth: width).padded(toWidth: width) }
    let closed = line.contains("\u{1B}") ? line + "\u{1B}[0m" : line
    return closed + String.spaces(width - visible)
  }

  /// `lines` cut to `rows`, or padded with empty lines to it.
  private static func fitted(_ lines: [String], rows: Int) -> [String] {
    lines.count >= rows
      ? Array(lines.prefix(rows)) : lines + Array(repeating: "", count: rows - lines.count)
  }

  /// The columns `line` takes on a terminal: its display width without its SGR sequences and
  /// terminal hyperlinks.
  static func visibleWidth(of line: String) -> Int {
    line.removingSGR.displayWidth
  }

}
