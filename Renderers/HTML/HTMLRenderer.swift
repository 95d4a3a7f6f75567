import Rendering

/// Renders a ``/Rendering/Screen`` as one complete, self-contained HTML5 page, or as a page of a
/// site that shares one style sheet and one script.
///
/// The page carries its style sheet inline (light and dark through `prefers-color-scheme`) and
/// loads nothing but a photo. A renderer made with ``Assets/shared`` links
/// ``styleSheetFileName`` and ``scriptFileName`` by relative address instead, for a site that
/// writes ``sharedFiles`` once beside its pages: a browser or a CDN then fetches them once, and
/// each page is a fifth of the size. Its markup says what each part is: the title is the `<h1>`, the
/// breadcrumb a `<nav>`, a search field a labelled `<input type="search">`, a table has
/// `<th scope="col">` headers and a row header per row, the selected row and the current option
/// carry `aria-current`, fields are a `<dl>`, a photo a `<figure>` whose picture shows the
/// initials of its alternative text when it cannot load, a chart a `<figure>` with every number
/// as text, a status is `role="status"` (an error `role="alert"`).
///
/// A page offers only what a page can do. The actions that lead to a screen end it as links in
/// a `<nav>`; commands to type (`search TEXT`, `help`, `quit`) are left out. A page with a
/// search field and a table carries one small script (`HTMLSearchScript`), inline or shared, that
/// filters the table's rows as the reader types; without script, the page shows every row.
///
/// Every string of the screen is data. It is escaped for HTML (see `String.htmlEscaped`), and
/// its control characters are shown visibly as the terminal renderers show them, so nothing
/// from the data becomes an element, an attribute, a character reference or a link. The only
/// addresses on the page are the screen's destinations, turned into relative file names by
/// ``/Rendering/Destination/fileName(extension:)`` (letters, digits, `-` and `_` only), and an
/// ``/Rendering/ImageReference`` whose address is a plain `http`/`https` URL, shown as an `<img>`;
/// any other picture address is written as text.
///
/// A page has no width and no colour depth: ``/Rendering/RenderContext/width`` and
/// ``/Rendering/RenderContext/colors`` are ignored. The page's `lang` is
/// ``/Rendering/RenderContext/language``; the few words the renderer writes around the screen's
/// text (`Breadcrumb`, `Links`, `Error:`) are the app's, from ``/Rendering/RenderContext/words``,
/// escaped like data.
///
/// ```swift
/// let screen = Screen(
///   title: "Players",
///   blocks: [
///     .table(Table(
///       columns: [Table.Column("No.", alignment: .trailing), Table.Column("Name")],
///       rows: [Table.Row(["7", Table.Cell("Kylian MBAPPÉ", role: .strong)],
///                        destination: Destination("player/7"))],
///       selectedRow: 0)),
///   ])
/// print(HTMLRenderer().render(screen, in: RenderContext()))
/// ```
///
/// prints a page whose table reads
///
/// ```html
/// <table>
/// <thead><tr><th scope="col" class="end">No.</th><th scope="col">Name</th></tr></thead>
/// <tbody>
/// <tr aria-current="true"><td class="end">7</td><th scope="row"><a href="player-7.html"><strong>Kylian MBAPPÉ</strong></a></th></tr>
/// </tbody>
/// </table>
/// ```
///
/// - Complexity: O(*n*) in the total length of the screen's strings.
public struct HTMLRenderer: Renderer {
  /// Where a page finds its style sheet and its script.
  public enum Assets: Equatable, Sendable {
    /// In the page itself: one self-contained file, as `--renderer html` writes.
    case inline
    /// In ``HTMLRenderer/sharedFiles``, linked by relative address: the pages of a site.
    case shared
  }

  /// The extension of the files that destinations link to.
  public static let fileExtension = "html"
  /// The shared style sheet's file name, beside the pages.
  public static let styleSheetFileName = "style.css"
  /// The shared script's file name, beside the pages.
  public static let scriptFileName = "search.js"

  /// The files that pages rendered with ``Assets/shared`` link to, by name and contents:
  /// ``styleSheetFileName`` and ``scriptFileName``, to write once beside the pages.
  public static let sharedFiles = [
    SharedFile(name: styleSheetFileName, contents: HTMLStyleSheet.css + "\n"),
    SharedFile(name: scriptFileName, contents: HTMLSearchScript.javaScript + "\n"),
  ]

  /// Where each page finds its style sheet and its script.
  public var assets: Assets

  /// Creates an HTML renderer whose pages carry their style sheet and script, or link the
  /// shared ones.
  public init(assets: Assets = .inline) {
    self.assets = assets
  }

  public func render(_ screen: Screen, in context: RenderContext) -> String {
    page(screen, aside: nil, in: context)
  }

  /// Renders `screen` as ``render(_:in:)`` does, with `aside` beside its main content: a page
  /// that shows two screens at once, such as a recorded step and the inspector's panel.
  ///
  /// The aside is an `<aside>` landmark after `<main>`, labelled and headed (`<h2>`) by its
  /// title, holding its blocks; its breadcrumb, its back link and its actions are left out,
  /// as the page's own are `screen`'s. Its text is escaped as `screen`'s is. On a wide window
  /// the style sheet sets the two side by side, else the aside follows the main content.
  ///
  /// ```swift
  /// HTMLRenderer(assets: .shared).render(step, beside: inspector, in: context)
  /// // … </main>
  /// // <aside aria-label="Inspector">
  /// // <h2>Inspector</h2> …
  /// ```
  ///
  /// - Complexity: O(*n*) in the total length of both screens' strings.
  public func render(_ screen: Screen, beside aside: Screen, in context: RenderContext) -> String {
    page(screen, aside: aside, in: context)
  }

  /// The page of `screen`, with `aside` after its main content when there is one.
  private func page(_ screen: Screen, aside: Screen?, in context: RenderContext) -> String {
    let words = context.words
    var lines = [
      "<!DOCTYPE html>",
      "<html lang=\"\(Self.languageCode(context.language))\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<meta name=\"color-scheme\" content=\"light dark\">",
      "<title>\(screen.title.htmlEscaped)</title>",
    ]
    lines +=
      assets == .inline
      ? ["<style>", HTMLStyleSheet.css, "</style>"]
      : ["<link rel=\"stylesheet\" href=\"\(Self.styleSheetFileName)\">"]
    lines += ["</head>", "<body>"]
    lines += breadcrumb(screen, words: words)
    lines.append("<main>")
    lines.append("<h1>\(screen.title.htmlEscaped)</h1>")
    var searchFields = 0
    for block in screen.blocks {
      if case .search(let field) = block {
        searchFields += 1
        lines += search(field, number: searchFields, words: words)
      } else {
        lines += self.block(block, words: words)
      }
    }
    lines.append("</main>")
    if let aside {
      let title = aside.title.htmlEscaped
      lines += ["<aside aria-label=\"\(title)\">", "<h2>\(title)</h2>"]
      for block in aside.blocks {
        if case .search(let field) = block {
          // Numbered after the main content's fields, so no two share an id.
          searchFields += 1
          lines += search(field, number: searchFields, words: words)
        } else {
          lines += self.block(block, words: words)
        }
      }
      lines.append("</aside>")
    }
    lines += links(screen.actions, words: words)
    if searchFields > 0,
      screen.blocks.contains(where: { if case .table = $0 { true } else { false } })
    {
      lines +=
        assets == .inline
        ? ["<script>", HTMLSearchScript.javaScript, "</script>"]
        : ["<script src=\"\(Self.scriptFileName)\"></script>"]
    }
    // The empty last line ends the page with a newline, without copying it to append one.
    lines += ["</body>", "</html>", ""]
    return lines.joined(separator: "\n")
  }

  /// The `href` of a destination: the relative file an exported site writes its screen to.
  static func href(_ destination: Destination) -> String {
    destination.fileName(extension: fileExtension)
  }

  /// The context's language as a `lang` value: letters, digits and hyphens only, else `en`.
  private static func languageCode(_ language: Language) -> String {
    let code = language.rawValue
    let valid =
      !code.isEmpty && code.count <= 35
      && code.unicodeScalars.allSatisfy {
        $0.isASCII && ($0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
      }
    return valid ? code : "en"
  }

  /// The path to this screen, the entry under it linked to ``Screen/back``. Without a
  /// breadcrumb, a lone back link when there is somewhere to go back to.
  private func breadcrumb(_ screen: Screen, words: RendererWords) -> [String] {
    let crumbs = screen.breadcrumb
    guard !crumbs.isEmpty else {
      guard let back = screen.back else { return [] }
      return [
        "<nav aria-label=\"\(words.breadcrumb.htmlEscaped)\">",
        "<a href=\"\(Self.href(back))\" rel=\"up\">\(words.back.htmlEscaped)</a>",
        "</nav>",
      ]
    }
    var lines = ["<nav aria-label=\"\(words.breadcrumb.htmlEscaped)\">", "<ol>"]
    for (index, crumb) in crumbs.enumerated() {
      let text = crumb.htmlEscaped
      if index == crumbs.count - 1 {
        lines.append("<li aria-current=\"page\">\(text)</li>")
      } else if index == crumbs.count - 2, let back = screen.back {
        lines.append("<li><a href=\"\(Self.href(back))\" rel=\"up\">\(text)</a></li>")
      } else {
        lines.append("<li>\(text)</li>")
      }
    }
    return lines + ["</ol>", "</nav>"]
  }

  private func block(_ block: Block, words: RendererWords) -> [String] {
    switch block {
    case .text(let text, let role):
      let paragraph = role == .secondary ? "<p class=\"secondary\">" : "<p>"
      return [
        paragraph + styled(text.htmlEscaped, role: role == .secondary ? .body : role) + "</p>"
      ]
    case .search(let field):
      return search(field, number: 1, words: words)
    case .table(let table):
      return self.table(table)
    case .options(let list):
      return options(list)
    case .fields(let fields):
      guard !fields.isEmpty else { return [] }
      let entries = fields.map {
        "<div><dt>\($0.label.htmlEscaped)</dt><dd>\($0.value.htmlEscaped)</dd></div>"
      }
      return ["<dl class=\"fields\">"] + entries + ["</dl>"]
    case .image(let image):
      let alternativeText = image.alternativeText.htmlEscaped
      if let source = image.url.htmlImageSource {
        // A picture that cannot load shows its initials instead (the style sheet draws them
        // over the broken picture), and its address stays a link under it.
        let initials = image.alternativeText.initials.htmlEscaped
        return [
          "<figure class=\"photo\">",
          "<img src=\"\(source)\" alt=\"\(alternativeText)\" data-initials=\"\(initials)\">",
          "<figcaption><a href=\"\(source)\">\(image.url.htmlEscaped)</a></figcaption>",
          "</figure>",
        ]
      }
      // Not a plain web address: described, never loaded or linked.
      var line = "<p class=\"photo\"><strong>\(words.image.htmlEscaped)</strong>"
      if !alternativeText.isEmpty { line += " " + alternativeText }
      if !image.url.isEmpty { line += " (" + image.url.htmlEscaped + ")" }
      return [line + "</p>"]
    case .status(let status):
      let (label, role) =
        switch status.kind {
        case .loading: (words.loading, "status")
        case .empty: (words.empty, "status")
        case .error: (words.error, "alert")
        }
      let message = status.message.isEmpty ? "" : " " + status.message.htmlEscaped
      return ["<p role=\"\(role)\"><strong>\(label.htmlEscaped)</strong>\(message)</p>"]
    case .chart(let chart):
      return self.chart(chart)
    }
  }

  /// A search field as a real one: typing in it filters the table after it (see
  /// ``HTMLSearchScript``). Without script it shows what was searched, and every row stays.
  private func search(_ field: SearchField, number: Int, words: RendererWords) -> [String] {
    let label = field.label.isEmpty ? words.search : field.label
    let id = "search-\(number)"
    var input = "<input type=\"search\" id=\"\(id)\" value=\"\(field.text.htmlEscaped)\""
    if !field.placeholder.isEmpty { input += " placeholder=\"\(field.placeholder.htmlEscaped)\"" }
    input += " autocomplete=\"off\">"
    return [
      "<p class=\"search\"><label for=\"\(id)\">\(label.htmlEscaped)\(words.colon.htmlEscaped)</label> \(input)</p>"
    ]
  }

  /// A figure: the caption, then one line per bar with the label, the bar (hidden from screen
  /// readers, which read the number) and the value as text.
  private func chart(_ chart: BarChart) -> [String] {
    var lines = ["<figure class=\"chart\">"]
    if !chart.title.isEmpty { lines.append("<figcaption>\(chart.title.htmlEscaped)</figcaption>") }
    guard !chart.bars.isEmpty else { return lines + ["</figure>"] }
    lines.append("<ul>")
    for bar in chart.bars {
      var label = bar.label.htmlEscaped
      if let destination = bar.destination, !label.isEmpty {
        label = "<a href=\"\(Self.href(destination))\">\(label)</a>"
      }
      // Thousandths, written without Foundation: 0.8421 is "0.842".
      let permille = Int((chart.share(of: bar) * 1000).rounded())
      let share = permille == 1000 ? "1" : "0." + String(1000 + permille).dropFirst()
      lines.append(
        "<li><span class=\"label\">\(label)</span><span class=\"measure\">"
          + "<span class=\"bar\" aria-hidden=\"true\" style=\"--share: \(share)\"></span>"
          + "<span class=\"value\">\(bar.value)</span></span></li>")
    }
    return lines + ["</ul>", "</figure>"]
  }

  /// Escaped text in the element its role calls for.
  private func styled(_ escaped: String, role: TextRole) -> String {
    switch role {
    case .body: escaped
    case .strong: "<strong>" + escaped + "</strong>"
    case .secondary: "<span class=\"secondary\">" + escaped + "</span>"
    case .badge: "<span class=\"badge\">" + escaped + "</span>"
    }
  }

  private func table(_ table: Table) -> [String] {
    guard !table.columns.isEmpty else { return [] }
    // The row header is the first column holding strong text (a name); its cell carries the
    // row's link. Without one, the link goes on the first cell with text.
    let headerColumn = table.columns.indices.first { column in
      table.rows.contains { row in
        row.cells.indices.contains(column) && row.cells[column].role == .strong
      }
    }
    let headers = table.columns.map { column in
      "<th scope=\"col\"\(alignment(column.alignment))>\(column.title.htmlEscaped)</th>"
    }
    var lines = ["<table>", "<thead><tr>" + headers.joined() + "</tr></thead>", "<tbody>"]
    lines.reserveCapacity(table.rows.count + 5)
    // Each column's tags, made once rather than once a row.
    let openingTags = table.columns.indices.map { column in
      (column == headerColumn ? "<th scope=\"row\"" : "<td")
        + alignment(table.columns[column].alignment) + ">"
    }
    let closingTags = table.columns.indices.map { $0 == headerColumn ? "</th>" : "</td>" }
    for (index, row) in table.rows.enumerated() {
      // One cell per column: a short row is padded, extra cells are dropped.
      let cells = table.columns.indices.map { column in
        row.cells.indices.contains(column) ? row.cells[column] : Table.Cell("")
      }
      let linkColumn = headerColumn ?? cells.firstIndex { !$0.text.isEmpty }
      var html = index == table.selectedRow ? "<tr aria-current=\"true\">" : "<tr>"
      for (column, cell) in cells.enumerated() {
        var content = styled(cell.text.htmlEscaped, role: cell.role)
        if column == linkColumn, let destination = row.destination, !cell.text.isEmpty {
          content = "<a href=\"\(Self.href(destination))\">\(content)</a>"
        }
        html += openingTags[column] + content + closingTags[column]
      }
      lines.append(html + "</tr>")
    }
    return lines + ["</tbody>", "</table>"]
  }

  private func alignment(_ alignment: Table.Alignment) -> String {
    alignment == .trailing ? " class=\"end\"" : ""
  }

  private func options(_ list: OptionList) -> [String] {
    guard !list.options.isEmpty else { return [] }
    let items = list.options.enumerated().map { index, option in
      let current = index == list.selectedIndex ? " aria-current=\"true\"" : ""
      let key = option.key.isEmpty ? "" : "<span class=\"key\">\(option.key.htmlEscaped)</span> "
      let content = key + option.label.htmlEscaped
      guard let destination = option.destination else {
        return "<li><span class=\"option\"\(current)>\(content)</span></li>"
      }
      return "<li><a href=\"\(Self.href(destination))\"\(current)>\(content)</a></li>"
    }
    return ["<ul class=\"options\">"] + items + ["</ul>"]
  }

  /// The actions a page can perform: those that lead to a screen, as links. Commands to type
  /// (`quit`, `help`, `search TEXT`) mean nothing on a page and are left out.
  private func links(_ actions: [ScreenAction], words: RendererWords) -> [String] {
    let entries = actions.compactMap { action -> String? in
      guard let destination = action.destination else { return nil }
      let text = action.label.isEmpty ? action.command : action.label
      guard !text.isEmpty else { return nil }
      return "<li><a href=\"\(Self.href(destination))\">\(text.htmlEscaped)</a></li>"
    }
    guard !entries.isEmpty else { return [] }
    return ["<nav class=\"links\" aria-label=\"\(words.links.htmlEscaped)\">", "<ul>"] + entries + [
      "</ul>", "</nav>",
    ]
  }
}
