import Rendering

/// Lays out a ``/Rendering/Screen`` as lines of styled terminal text, for renderers that write
/// to a terminal.
///
/// The layout decides *what* goes on each line and leaves *how it looks* to the renderer: each
/// line is a list of ``StyledRun``s whose ``TerminalStyle`` says what the text is (title, table
/// header, selected row, error…). A plain renderer joins the runs' text; a colour renderer wraps
/// each run in its own escape sequences. Because both start from the same lines, a colour
/// renderer with colour turned off prints exactly what the plain one prints.
///
/// Guarantees, for every screen:
///
/// - every string from the screen and the words has gone through
///   ``/Rendering/Swift/String/sanitizedForTerminal``, so no run holds a control character, DEL or
///   bidirectional override;
/// - no line is wider than ``width`` (measured with ``/Rendering/Swift/String/displayWidth``), and
///   none ends with a space, except a picture's checked address, which stays whole on its own line
///   so that it can be copied (a run with a ``StyledRun/link``);
/// - the output is a pure function of the screen, the width and the words
///   (``/Rendering/RendererWords``).
///
/// What it produces, top to bottom: the title; the breadcrumb joined with ` > `; then each block,
/// with a blank line between sections; then the actions, wrapped, as `command  label · …`.
/// Paragraphs wrap at spaces; tables get a two-column gutter marking the selected row with `>`,
/// and shrink their flexible column (with `…`) when wider than ``width``; the current option is
/// marked `>` and `*`. A table row with too few cells is padded with blank cells, extra cells
/// are ignored, and a selected row or option out of range is ignored.
///
/// ## Example
///
/// ```swift
/// let screen = Screen(
///   title: "Players",
///   breadcrumb: ["Players"],
///   blocks: [
///     .search(SearchField(label: "Search", text: "m")),
///     .table(Table(
///       columns: [
///         Table.Column("No.", alignment: .trailing),
///         Table.Column("Name", isFlexible: true),
///         Table.Column(""),
///       ],
///       rows: [
///         Table.Row(["7", "Kylian MBAPPÉ", ""]),
///         Table.Row(["30", "Lionel MESSI", ""]),
///         Table.Row(["25", "Nuno MENDES", Table.Cell("Academy", role: .badge)]),
///       ],
///       selectedRow: 1)),
///   ],
///   actions: [ScreenAction(command: "open N", label: "Show player N")])
///
/// // A terminal renderer of your own: style each run, then join the lines.
/// let lines = TerminalLayout(width: 30).lines(for: screen)
/// let output = lines.map { line in
///   line.runs.map { run in run.style == .title ? run.text.uppercased() : run.text }.joined()
/// }.joined(separator: "\n")
/// print(output)
/// ```
///
/// prints
///
/// ```text
/// PLAYERS
/// Players
///
/// Search: m
///
///   No.  Name
///   ---  -------------  -------
///     7  Kylian MBAPPÉ
/// >  30  Lionel MESSI
///    25  Nuno MENDES    Academy
///
/// open N  Show player N
/// ```
public struct TerminalLayout: Equatable, Hashable, Sendable {
  /// The most columns a line may take; at least 1.
  public let width: Int
  /// The words the layout writes around the screen's text, such as `Error:`.
  public let words: RendererWords

  /// Creates a layout for lines of at most `width` columns.
  ///
  /// - Parameters:
  ///   - width: The most columns a line may take. Values below 1 are raised to 1.
  ///   - words: The words the layout writes around the screen's text; English by default.
  public init(width: Int, words: RendererWords = RendererWords()) {
    self.width = max(width, 1)
    self.words = words.sanitizedForTerminal
  }

  /// Creates a layout for the width and words of a render context.
  public init(context: RenderContext) {
    self.init(width: context.width, words: context.words)
  }

  /// The screen as styled lines, top to bottom, without line breaks.
  ///
  /// - Complexity: O(*n*) in the total length of the screen's text, plus
  ///   O(*rows* × *columns*) for its tables.
  public func lines(for screen: Screen) -> [StyledLine] {
    var lines: [StyledLine] = []
    append(section: headerLines(for: screen), to: &lines)
    for block in screen.blocks { append(section: self.lines(for: block), to: &lines) }
    append(section: actionLines(for: screen.actions), to: &lines)
    return lines
  }

  /// Appends a section's lines, trimmed and clipped, after a blank line when lines come
  /// before it; a section that shows nothing once trimmed adds nothing, not even the blank.
  private func append(section: [StyledLine], to lines: inout [StyledLine]) {
    let start = lines.count
    if !lines.isEmpty { lines.append(StyledLine()) }
    var showsSomething = false
    for line in section {
      let fitted = line.trimmingTrailingSpaces().clipped(toWidth: width)
      showsSomething = showsSomething || !fitted.runs.isEmpty
      lines.append(fitted)
    }
    if !showsSomething { lines.removeSubrange(start...) }
  }

  /// The lines of one block.
  func lines(for block: Block) -> [StyledLine] {
    switch block {
    case .text(let text, let role): paragraphLines(text, style: TerminalStyle(role))
    case .search(let field): [searchLine(for: field)]
    case .table(let table): tableLines(for: table)
    case .options(let list): optionLines(for: list)
    case .fields(let fields): fieldLines(for: fields)
    case .image(let image): imageLines(for: image)
    case .status(let status): statusLines(for: status)
    case .chart(let chart): chartLines(for: chart)
    }
  }
}

extension TerminalLayout {
  /// Joins rendered lines into one document: `"\n"` between lines and exactly one at the end.
  ///
  /// Trailing empty lines are dropped, so an empty screen gives `"\n"`. Shared by the terminal
  /// renderers so that they agree on line breaks byte for byte.
  package static func document(_ lines: [String]) -> String {
    var lines = lines
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }
}
