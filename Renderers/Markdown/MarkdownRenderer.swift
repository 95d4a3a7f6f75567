import Rendering

/// Renders a ``/Rendering/Screen`` as a GitHub-flavoured Markdown document.
///
/// The title becomes a level-one heading, the breadcrumb an italic line, tables and fields GFM
/// tables, options a task list, a status a block quote, a chart a table with bars of Unicode
/// blocks, and the actions that lead to a screen a list of links after a rule. A document
/// offers only what a document can do: commands to type (`search TEXT`, `help`, `quit`) are
/// left out, and so is an empty search field. Every string from the screen is data: it is made
/// literal with a backslash only where CommonMark or GitHub would read something, and e-mail
/// autolinks are broken (see `String.markdownEscaped`), so it cannot add a link, an image,
/// HTML, emphasis or a table cell, and ordinary text (`20/12/1998`, `No.`, `Tom & Jerry`) reads
/// as it is. Only an ``/Rendering/ImageReference`` whose address is a plain `http`/`https` URL
/// becomes an image; any other address is shown as text.
///
/// The screen's destinations become links to the relative files an exported site writes
/// (``/Rendering/Destination/fileName(extension:)`` with `md`): a row's name, an option's label,
/// a chart's bar, an action's label and the breadcrumb's parent entry (to
/// ``/Rendering/Screen/back``). Those file names hold only letters, digits, `-` and `_`, so no data
/// reaches a link destination.
///
/// A document has no width: ``/Rendering/RenderContext/width`` is ignored, and so are the colours.
/// The few words the renderer writes around the screen's text (`Error:`, `Field`) are the app's,
/// from ``/Rendering/RenderContext/words``: written as the app gave them, with control characters
/// made visible, so an app may put Markdown in them but the feed cannot.
///
/// ```swift
/// let screen = Screen(
///   title: "Players", breadcrumb: ["Players"],
///   blocks: [
///     .search(SearchField(label: "Search", text: "mba")),
///     .table(Table(
///       columns: [Table.Column("No.", alignment: .trailing), Table.Column("Name")],
///       rows: [Table.Row(["7", "Kylian MBAPPÉ"])], selectedRow: 0)),
///   ],
///   actions: [
///     ScreenAction(command: "open N", label: "Show player N"),
///     ScreenAction(command: "filter", label: "Choose a filter", destination: Destination("filters")),
///   ])
/// print(MarkdownRenderer().render(screen, in: RenderContext()))
/// ```
///
/// prints
///
/// ```markdown
/// # Players
///
/// *Players*
///
/// **Search:** mba
///
/// |  | No. | Name |
/// | --- | ---: | --- |
/// | **▶** | 7 | Kylian MBAPPÉ |
///
/// ---
///
/// - [Choose a filter](filters.md)
/// ```
///
/// - Complexity: O(*n*) in the total length of the screen's strings.
public struct MarkdownRenderer: Renderer {
  /// The extension of the files that destinations link to.
  public static let fileExtension = "md"

  /// Creates a Markdown renderer.
  public init() {}

  /// A link to `destination` around text already escaped.
  private func link(_ escaped: String, to destination: Destination?) -> String {
    guard let destination, !escaped.isEmpty else { return escaped }
    return "[" + escaped + "](" + destination.fileName(extension: Self.fileExtension) + ")"
  }

  public func render(_ screen: Screen, in context: RenderContext) -> String {
    let words = context.words.sanitizedForTerminal
    var parts: [String] = []
    let title = screen.title.markdownEscaped
    parts.append(title.isEmpty ? "#" : "# " + title)

    var crumbs = screen.breadcrumb.map(\.markdownEscaped)
    if crumbs.count > 1 {
      crumbs[crumbs.count - 2] = link(crumbs[crumbs.count - 2], to: screen.back)
    }
    crumbs = crumbs.filter { !$0.isEmpty }
    if !crumbs.isEmpty {
      parts.append(emphasized(crumbs.joined(separator: " › "), with: "*"))
    }

    // Two lists in a row with the same bullet would merge into one; alternate the bullet.
    var previousBullet: Character?
    for block in screen.blocks {
      var bullet: Character?
      let part: String
      switch block {
      case .text(let text, let role):
        part = styled(text.markdownEscaped, role: role)
      case .search(let field):
        part = search(field, words: words)
      case .table(let table):
        part = self.table(table)
      case .options(let list):
        let chosen: Character = previousBullet == "-" ? "+" : "-"
        part = options(list, bullet: chosen)
        bullet = part.isEmpty ? nil : chosen
      case .fields(let fields):
        part = self.fields(fields, words: words)
      case .image(let image):
        part = self.image(image, words: words)
      case .status(let status):
        part = self.status(status, words: words)
      case .chart(let chart):
        part = self.chart(chart)
      }
      if !part.isEmpty {
        parts.append(part)
        previousBullet = bullet
      }
    }

    // A document offers only what a document can do: the actions that lead to a screen, as
    // links. Commands to type (`search TEXT`, `help`, `quit`) mean nothing here.
    let actions = screen.actions.compactMap(link(for:))
    if !actions.isEmpty {
      parts.append("---")
      parts.append(actions.joined(separator: "\n"))
    }
    return parts.joined(separator: "\n\n") + "\n"
  }

  /// Escaped text wrapped in an emphasis marker, or nothing when there is no text
  /// (`****` alone on a line would be a thematic break).
  private func emphasized(_ escaped: String, with marker: String) -> String {
    escaped.isEmpty ? "" : marker + escaped + marker
  }

  private func styled(_ escaped: String, role: TextRole) -> String {
    switch role {
    case .body: escaped
    case .strong, .badge: emphasized(escaped, with: "**")
    case .secondary: emphasized(escaped, with: "*")
    }
  }

  private func search(_ field: SearchField, words: RendererWords) -> String {
    let label = field.label.markdownEscaped
    let line = "**" + (label.isEmpty ? words.search : label) + words.colon + "**"
    // A document cannot be typed into: an empty field, with only its placeholder, says nothing.
    let text = field.text.markdownEscaped
    guard !text.isEmpty else { return "" }
    return line + " " + text
  }

  private func table(_ table: Table) -> String {
    let hasMarker = table.selectedRow.map { table.rows.indices.contains($0) } ?? false
    var header = table.columns.map(\.title.markdownTableCellEscaped)
    var delimiters = table.columns.map { $0.alignment == .trailing ? "---:" : "---" }
    if hasMarker {
      header.insert("", at: 0)
      delimiters.insert("---", at: 0)
    }
    guard !header.isEmpty else { return "" }
    var lines = [tableLine(header), tableLine(delimiters)]
    // The row's link goes on the first column holding strong text (a name), else on the
    // first cell with text.
    let nameColumn = table.columns.indices.first { column in
      table.rows.contains { $0.cells.indices.contains(column) && $0.cells[column].role == .strong }
    }
    for (index, row) in table.rows.enumerated() {
      // One cell per column: a short row is padded, extra cells are dropped.
      var cells = table.columns.indices.map { column in
        row.cells.indices.contains(column)
          ? styled(row.cells[column].text.markdownTableCellEscaped, role: row.cells[column].role)
          : ""
      }
      if let linked = nameColumn ?? cells.firstIndex(where: { !$0.isEmpty }) {
        cells[linked] = link(cells[linked], to: row.destination)
      }
      if hasMarker { cells.insert(index == table.selectedRow ? "**▶**" : "", at: 0) }
      lines.append(tableLine(cells))
    }
    return lines.joined(separator: "\n")
  }

  private func tableLine(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |"
  }

  private func options(_ list: OptionList, bullet: Character) -> String {
    list.options.enumerated().map { index, option in
      let box = index == list.selectedIndex ? "[x]" : "[ ]"
      let key = option.key.markdownEscaped
      let label = link(option.label.markdownEscaped, to: option.destination)
      let text = [key.isEmpty ? "" : key + ".", label].filter { !$0.isEmpty }.joined(separator: " ")
      return "\(bullet) \(box)" + (text.isEmpty ? "" : " " + text)
    }.joined(separator: "\n")
  }

  private func fields(_ fields: [Field], words: RendererWords) -> String {
    guard !fields.isEmpty else { return "" }
    let rows = fields.map {
      tableLine([$0.label.markdownTableCellEscaped, $0.value.markdownTableCellEscaped])
    }
    return ([tableLine([words.field, words.value]), tableLine(["---", "---"])] + rows)
      .joined(separator: "\n")
  }

  private func image(_ image: ImageReference, words: RendererWords) -> String {
    let alternativeText = image.alternativeText.markdownEscaped
    if let destination = image.url.markdownImageDestination {
      return "![" + alternativeText + "](" + destination + ")"
    }
    // Not a plain web address: described, never linked.
    let address = image.url.markdownEscaped
    var line = "**" + words.image + "**"
    if !alternativeText.isEmpty { line += " " + alternativeText }
    if !address.isEmpty { line += " (" + address + ")" }
    return line
  }

  private func status(_ status: Status, words: RendererWords) -> String {
    let label =
      switch status.kind {
      case .loading: words.loading
      case .empty: words.empty
      case .error: words.error
      }
    let message = status.message.markdownEscaped
    return "> **" + label + "**" + (message.isEmpty ? "" : " " + message)
  }

  /// `- [Choose a filter](filters.md)` for an action that leads to a screen, else `nil`.
  private func link(for action: ScreenAction) -> String? {
    guard let destination = action.destination else { return nil }
    let label = action.label.markdownEscaped
    let text = label.isEmpty ? action.command.markdownEscaped : label
    return text.isEmpty ? nil : "- " + link(text, to: destination)
  }

  /// A table of label, value (under the chart's title) and a bar of Unicode blocks, so the
  /// numbers stay text and the bars read in any viewer.
  private func chart(_ chart: BarChart) -> String {
    var lines = [
      tableLine(["", chart.title.markdownTableCellEscaped, ""]), tableLine(["---", "---:", "---"]),
    ]
    for bar in chart.bars {
      let label = link(bar.label.markdownTableCellEscaped, to: bar.destination)
      let (_, blocks) = BarChart.glyphs(share: chart.share(of: bar), columns: Self.barColumns)
      lines.append(tableLine([label, String(bar.value), blocks]))
    }
    return lines.joined(separator: "\n")
  }

  /// The length of a full bar in a chart, in characters.
  static let barColumns = 20
}
