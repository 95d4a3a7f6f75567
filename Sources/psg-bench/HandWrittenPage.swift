import PSGDemo

/// The render case's yardstick: the same bytes as the list page rendered in ANSI with true
/// colour, written by hand.
///
/// The lines above and below the table are copied as they are (a hand-written screen would
/// have them as literals); the table is written by hand from the page's players: column widths
/// from the characters' count, cells padded with spaces, the escape sequences of each style
/// spelled out, trailing spaces dropped. It knows this one screen and these names (Latin
/// letters, one column each), which is what makes it cheap: it is what any layout must at
/// least do. ``init(rendered:page:strings:)`` checks that both give the same bytes.
///
/// ```swift
/// let hand = HandWrittenPage(rendered: output, page: viewModel.page.value, strings: strings)
/// hand?.write() == output  // true
/// ```
struct HandWrittenPage {
  private let above: String
  private let below: String
  private let titles: [String]
  private let rows: [[String]]
  private let academy: [Bool]

  private static let bold = "\u{1B}[1m"
  private static let dim = "\u{1B}[2m"
  private static let header = "\u{1B}[1;4m"
  private static let badge = "\u{1B}[1;38;2;255;255;255;48;2;218;41;28m"
  private static let reset = "\u{1B}[0m"

  /// The yardstick for `rendered`, the page's render; `nil` when writing it by hand does not
  /// give the same bytes.
  init?(rendered: String, page: PlayerPage, strings: DemoStrings) {
    var lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let headerLine = lines.firstIndex(where: { $0.contains(Self.header + "#" + Self.reset) }),
      headerLine + 2 + page.players.count <= lines.count
    else { return nil }
    above = lines[..<headerLine].map { $0 + "\n" }.joined()
    lines.removeFirst(headerLine + 2 + page.players.count)
    below = lines.joined(separator: "\n")
    titles = ["#", "No.", "Name", "Position", "Academy"]
    rows = page.players.enumerated().map { offset, player in
      [
        String(page.firstRowNumber + offset), String(player.number), player.name,
        strings.name(of: player.position), player.isAcademyGraduate ? "Academy" : "",
      ]
    }
    academy = page.players.map(\.isAcademyGraduate)
    guard write() == rendered else { return nil }
  }

  /// The page's bytes.
  func write() -> String {
    var widths = titles.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func spaces(_ count: Int) -> String { String(repeating: " ", count: max(0, count)) }
    func trimmed(_ line: String) -> String {
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }
    var output = above
    var header = "  "
    var rule = "  "
    for (column, title) in titles.enumerated() {
      if column > 0 {
        header += "  "
        rule += "  "
      }
      let padding = spaces(widths[column] - title.count)
      let styled = Self.header + title + Self.reset
      header += column < 2 ? padding + styled : styled + padding
      rule += Self.dim + String(repeating: "-", count: widths[column]) + Self.reset
    }
    output += trimmed(header) + "\n" + rule + "\n"
    for (index, row) in rows.enumerated() {
      var line = "  " + spaces(widths[0] - row[0].count) + Self.dim + row[0] + Self.reset
      line += "  " + spaces(widths[1] - row[1].count) + row[1]
      line += "  " + Self.bold + row[2] + Self.reset + spaces(widths[2] - row[2].count)
      line += "  " + row[3] + spaces(widths[3] - row[3].count)
      line += "  " + (academy[index] ? Self.badge + row[4] + Self.reset : "")
      output += trimmed(line) + "\n"
    }
    return output + below
  }
}
