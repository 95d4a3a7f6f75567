/// A horizontal bar chart: one bar per label, its length the value's share of the scale.
///
/// Every renderer draws it in its medium: Unicode blocks in a colour terminal (`██████▌ 39`),
/// `#` in plain text, a figure with the numbers as text in HTML, a table with text bars in
/// Markdown. The numbers are always written out, so nobody has to read a length.
///
/// Values are data: a negative value draws no bar, a value above the scale a full one, and
/// neither traps, however large.
///
/// ```swift
/// let chart = BarChart(
///   title: "Goals",
///   bars: [
///     BarChart.Bar("Kylian MBAPPÉ", value: 139, destination: Destination("player/7")),
///     BarChart.Bar("Lionel MESSI", value: 3),
///   ])
/// chart.scale                   // 139: the largest value, as none was given
/// chart.share(of: chart.bars[1])  // 0.0215…
/// ```
public struct BarChart: Equatable, Hashable, Sendable {
  /// One bar: what it measures, its value, and the screen about it, if any.
  public struct Bar: Equatable, Hashable, Sendable {
    /// What the bar measures, such as a player's name.
    public var label: String
    /// The bar's value, such as the player's goals.
    public var value: Int
    /// The screen about the bar, such as the player's page; a linking renderer links the label.
    public var destination: Destination?

    /// Creates a bar.
    public init(_ label: String, value: Int, destination: Destination? = nil) {
      self.label = label
      self.value = value
      self.destination = destination
    }
  }

  /// What the values are, such as `Goals`: the chart's caption.
  public var title: String
  /// The bars, top to bottom, in the order the scene gives them.
  public var bars: [Bar]
  /// The value a full bar stands for: the one given, or the largest value (at least 1).
  public var scale: Int

  /// Creates a chart.
  ///
  /// - Parameters:
  ///   - title: What the values are, such as `Goals`.
  ///   - bars: The bars, top to bottom.
  ///   - scale: The value a full bar stands for; the largest value when `nil`. Values below 1
  ///     are raised to 1.
  public init(title: String, bars: [Bar], scale: Int? = nil) {
    self.title = title
    self.bars = bars
    self.scale = max(scale ?? bars.map(\.value).max() ?? 1, 1)
  }

  /// How much of a full bar `bar` fills, from 0 (a value of 0 or less) to 1 (the scale or
  /// more).
  public func share(of bar: Bar) -> Double {
    guard bar.value > 0 else { return 0 }
    return min(Double(bar.value) / Double(scale), 1)
  }
}

/// As data, with the names of Docs/ScreenFormat.md. The compiler writes the encoding; the
/// decoding goes through ``init(title:bars:scale:)`` so that a scale read from a document is
/// at least 1, as it is for a chart made in code.
extension BarChart: Codable {
  private enum CodingKeys: String, CodingKey {
    case title, bars, scale
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try container.decode(String.self, forKey: .title),
      bars: try container.decode([Bar].self, forKey: .bars),
      scale: try container.decode(Int.self, forKey: .scale))
  }
}

/// As data, with the names of Docs/ScreenFormat.md; the compiler writes the coding.
extension BarChart.Bar: Codable {
  private enum CodingKeys: String, CodingKey {
    case label, value, destination
  }
}
