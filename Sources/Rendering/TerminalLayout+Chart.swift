extension TerminalLayout {
  /// The eighths of a block a partial bar may end with, from one eighth to seven.
  static let partialBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// The chart's title, then one line per bar: the label, the bar and the value.
  ///
  /// ```text
  /// Goals
  /// Kylian MBAPPÉ   ############## 139
  /// Lionel MESSI    # 3
  /// ```
  ///
  /// Labels get at most a third of the width; the bars share what the labels and the widest
  /// value leave. A bar's run holds `#`s, and as ``StyledRun/richText`` the same columns in
  /// Unicode blocks, down to an eighth (`█████▍`). A value above 0 always gets at least a sliver.
  func chartLines(for chart: BarChart) -> [StyledLine] {
    var lines: [StyledLine] = []
    let title = chart.title.sanitizedForTerminal
    if !title.isEmpty { lines.append(StyledLine([StyledRun(title, style: .label)])) }
    let labels = chart.bars.map(\.label.sanitizedForTerminal)
    let values = chart.bars.map { String($0.value) }
    let labelWidth = min(labels.map(\.displayWidth).max() ?? 0, width / 3)
    let valueWidth = values.map(\.count).max() ?? 0
    // label, two spaces, bar, one space, value
    let room = width - labelWidth - 2 - 1 - valueWidth
    for (index, bar) in chart.bars.enumerated() {
      var line = StyledLine()
      let label = labels[index].truncated(toWidth: labelWidth)
      line.append(label.padded(toWidth: labelWidth), style: .label)
      line.append("  ")
      let (plain, rich) = Self.bar(share: chart.share(of: bar), columns: room)
      if !plain.isEmpty {
        line.runs.append(StyledRun(plain, style: .bar, richText: rich))
        line.append(" ")
      }
      line.append(values[index])
      lines.append(line)
    }
    return lines
  }

  /// A bar filling `share` of `columns`: in `#`s, and in Unicode blocks of the same width.
  package static func bar(share: Double, columns: Int) -> (plain: String, rich: String) {
    guard columns > 0, share > 0 else { return ("", "") }
    let eighths = max(1, min(columns * 8, Int((share * Double(columns * 8)).rounded())))
    let full = eighths / 8
    let partial = eighths % 8
    let rich =
      String(repeating: "█", count: full)
      + (partial == 0 ? "" : String(partialBlocks[partial - 1]))
    return (String(repeating: "#", count: rich.count), rich)
  }
}
