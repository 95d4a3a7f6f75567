extension BarChart {
  /// A bar filling `share` of `columns`: in `#`s, and in Unicode blocks of the same width (eighths
  /// of a column at its end), for renderers that draw bars as text.
  ///
  /// ```swift
  /// BarChart.glyphs(share: 0.5, columns: 5)  // (plain: "###", rich: "██▌")
  /// BarChart.glyphs(share: 0, columns: 5)    // (plain: "", rich: "")
  /// ```
  package static func glyphs(share: Double, columns: Int) -> (plain: String, rich: String) {
    guard columns > 0, share > 0 else { return ("", "") }
    let eighths = max(1, min(columns * 8, Int((share * Double(columns * 8)).rounded())))
    let full = eighths / 8
    let partial = eighths % 8
    let rich =
      String(repeating: "█", count: full)
      + (partial == 0 ? "" : String(partialBlocks[partial - 1]))
    return (String(repeating: "#", count: rich.count), rich)
  }

  private static let partialBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
}
