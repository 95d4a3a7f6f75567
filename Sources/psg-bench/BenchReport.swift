import Foundation

/// The machine a run happened on, as the report shows it.
struct Machine {
  let cpu: String
  let cores: Int
  let memoryBytes: UInt64
  let system: String
  let swift: String

  static var current: Machine {
    let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      cpuInfo.split(separator: "\n")
      .first { $0.starts(with: "model name") }?
      .split(separator: ":", maxSplits: 1).last?
      .trimmingCharacters(in: .whitespaces)
    #if compiler(>=6.2)
      let swift = "6.2 or later"
    #elseif compiler(>=6.1)
      let swift = "6.1"
    #else
      let swift = "6.0"
    #endif
    return Machine(
      cpu: model ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount,
      memoryBytes: ProcessInfo.processInfo.physicalMemory,
      system: ProcessInfo.processInfo.operatingSystemVersionString, swift: swift)
  }
}

/// One run's results, as a Markdown table for people, JSON for tools and an SVG chart.
struct BenchReport {
  let machine: Machine
  let options: BenchOptions
  let results: [CaseResult]
  let ratios: [Ratio]
  let indexBytesPerPlayer: [(size: Int, bytes: Double)]
  let heapBytesPerUpdate: [(listeners: Int, bytes: Double?)]
  let heapUpdates: Int

  private func median(_ key: String) -> Double? {
    results.first { $0.key == key }?.median
  }

  /// The value of `ratio`: the numerator's median over the denominator's, or over its budget.
  func value(of ratio: Ratio) -> Double? {
    guard let numerator = median(ratio.numerator),
      let denominator = ratio.budget ?? median(ratio.denominator), denominator > 0
    else { return nil }
    return numerator / denominator
  }

  // MARK: Table

  var table: String {
    var lines = [
      "psg-bench: \(results.count) cases, \(options.rounds) rounds interleaved round-robin"
        + (options.workDivisor > 1 ? " (--quick)" : ""),
      "machine: \(machine.cpu), \(machine.cores) cores, "
        + "\(machine.memoryBytes / 1_048_576) MiB, \(machine.system), Swift \(machine.swift)",
      "",
      "| case | min | median | max |",
      "| --- | ---: | ---: | ---: |",
    ]
    for result in results {
      lines.append(
        "| \(result.label) | \(duration(result.minimum)) | \(duration(result.median)) "
          + "| \(duration(result.maximum)) |")
    }
    lines += ["", "| ratio of medians | value | goal |", "| --- | ---: | ---: |"]
    for ratio in ratios {
      let value = value(of: ratio).map { fixed($0, 2) + "×" } ?? "n/a"
      let goal = ratio.goal.map { "≤ " + fixed($0, 2) + "×" } ?? ""
      lines.append("| \(ratio.label) | \(value) | \(goal) |")
    }
    lines += ["", "| players | search index bytes per player |", "| ---: | ---: |"]
    for entry in indexBytesPerPlayer {
      lines.append("| \(grouped(entry.size)) | \(fixed(entry.bytes, 1)) |")
    }
    lines += [
      "", "| Dynamic update | heap bytes kept per update (\(grouped(heapUpdates)) updates) |",
    ]
    lines.append("| --- | ---: |")
    for entry in heapBytesPerUpdate {
      let bytes = entry.bytes.map { fixed($0, 3) } ?? "not measured: heap not readable"
      lines.append("| \(entry.listeners) listener\(entry.listeners == 1 ? "" : "s") | \(bytes) |")
    }
    return lines.joined(separator: "\n")
  }

  // MARK: JSON

  /// The results with stable keys; every ratio's key ends in `ratio`.
  var json: Data {
    var cases: [String: Any] = [:]
    for result in results {
      cases[result.key] = [
        "label": result.label, "min_ns": result.minimum, "median_ns": result.median,
        "max_ns": result.maximum, "samples": result.samples.count,
      ]
    }
    var ratioValues: [String: Any] = [:]
    var goals: [String: Any] = [:]
    for ratio in ratios {
      ratioValues[ratio.key] = value(of: ratio) ?? NSNull()
      if let goal = ratio.goal { goals[ratio.key] = goal }
    }
    var heap: [String: Any] = [:]
    for entry in heapBytesPerUpdate {
      heap["\(entry.listeners)_listener\(entry.listeners == 1 ? "" : "s")"] =
        entry.bytes ?? NSNull()
    }
    let object: [String: Any] = [
      "machine": [
        "cpu": machine.cpu, "cores": machine.cores, "memory_bytes": machine.memoryBytes,
        "system": machine.system, "swift": machine.swift,
      ],
      "rounds": options.rounds,
      "quick": options.workDivisor > 1,
      "sizes": options.sizes,
      "cases": cases,
      "ratios": ratioValues,
      "ratio_goals": goals,
      "search_index_bytes_per_player": Dictionary(
        uniqueKeysWithValues: indexBytesPerPlayer.map { (String($0.size), $0.bytes) }),
      "heap_bytes_per_update": heap,
    ]
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]))
      ?? Data()
    return data + Data("\n".utf8)
  }

  // MARK: Chart

  /// Search time against the number of players, view model and byte scan, on log scales.
  var searchChart: String {
    let series = [
      (
        name: "view model (PlayerListViewModel.search)", key: "search_view_model_", color: "#004170"
      ),
      (name: "byte scan of pre-folded names", key: "search_byte_scan_", color: "#DA291C"),
    ].map { series in
      (
        series.name, series.color,
        options.sizes.compactMap { size in median(series.key + "\(size)").map { (size, $0) } }
      )
    }
    let width = 640.0
    let height = 400.0
    let left = 80.0
    let right = 44.0
    let top = 48.0
    let bottom = 56.0
    let times = series.flatMap { $0.2.map(\.1) }.filter { $0 > 0 }
    let sizes = options.sizes.map(Double.init)
    guard let minSize = sizes.min(), let maxSize = sizes.max(), maxSize > minSize,
      let minTime = times.min(), let maxTime = times.max()
    else { return "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n" }
    let lowDecade = (log10(minTime)).rounded(.down)
    let highDecade = max(lowDecade + 1, (log10(maxTime)).rounded(.up))
    func x(_ size: Double) -> Double {
      left + (log10(size) - log10(minSize)) / (log10(maxSize) - log10(minSize))
        * (width - left - right)
    }
    func y(_ nanoseconds: Double) -> Double {
      height - bottom - (log10(nanoseconds) - lowDecade) / (highDecade - lowDecade)
        * (height - top - bottom)
    }
    func number(_ value: Double) -> String { fixed(value, 1) }
    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
        + "viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"sans-serif\" font-size=\"12\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
      "<text x=\"\(number(width / 2))\" y=\"24\" text-anchor=\"middle\" font-size=\"15\">"
        + "One search against the number of players (median, log scales)</text>",
    ]
    var decade = lowDecade
    while decade <= highDecade {
      let lineY = y(pow(10, decade))
      svg.append(
        "<line x1=\"\(number(left))\" y1=\"\(number(lineY))\" x2=\"\(number(width - right))\" "
          + "y2=\"\(number(lineY))\" stroke=\"#ddd\"/>")
      svg.append(
        "<text x=\"\(number(left - 8))\" y=\"\(number(lineY + 4))\" text-anchor=\"end\">"
          + "\(decadeLabel(Int(decade)))</text>")
      decade += 1
    }
    for size in options.sizes {
      let lineX = x(Double(size))
      svg.append(
        "<line x1=\"\(number(lineX))\" y1=\"\(number(top))\" x2=\"\(number(lineX))\" "
          + "y2=\"\(number(height - bottom))\" stroke=\"#ddd\"/>")
      svg.append(
        "<text x=\"\(number(lineX))\" y=\"\(number(height - bottom + 18))\" "
          + "text-anchor=\"middle\">\(grouped(size))</text>")
    }
    svg.append(
      "<text x=\"\(number((left + width - right) / 2))\" y=\"\(number(height - 12))\" "
        + "text-anchor=\"middle\">players</text>")
    for (index, (name, color, points)) in series.enumerated() {
      let path = points.map { "\(number(x(Double($0.0)))),\(number(y($0.1)))" }
        .joined(separator: " ")
      svg.append(
        "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>")
      for point in points {
        svg.append(
          "<circle cx=\"\(number(x(Double(point.0))))\" cy=\"\(number(y(point.1)))\" r=\"3.5\" "
            + "fill=\"\(color)\"><title>\(grouped(point.0)) players: \(duration(point.1))"
            + "</title></circle>")
      }
      let legendY = top + 8 + Double(index) * 18
      svg.append(
        "<line x1=\"\(number(left + 12))\" y1=\"\(number(legendY))\" x2=\"\(number(left + 36))\" "
          + "y2=\"\(number(legendY))\" stroke=\"\(color)\" stroke-width=\"2\"/>")
      svg.append(
        "<text x=\"\(number(left + 42))\" y=\"\(number(legendY + 4))\">\(name)</text>")
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }
}

/// `value` nanoseconds in the unit that suits it: `12.3 ns`, `4.56 µs`, `7.89 ms`, `1.23 s`.
func duration(_ nanoseconds: Double) -> String {
  switch nanoseconds {
  case ..<1_000: fixed(nanoseconds, 1) + " ns"
  case ..<1_000_000: fixed(nanoseconds / 1_000, 2) + " µs"
  case ..<1_000_000_000: fixed(nanoseconds / 1_000_000, 2) + " ms"
  default: fixed(nanoseconds / 1_000_000_000, 2) + " s"
  }
}

/// `10^exponent` nanoseconds as an axis label: `100 ns`, `1 µs`, `10 ms`.
func decadeLabel(_ exponent: Int) -> String {
  let units = ["ns", "µs", "ms", "s"]
  let unit = min(max(exponent, 0) / 3, units.count - 1)
  let digits = max(exponent, 0) - unit * 3
  return "1" + String(repeating: "0", count: digits) + " " + units[unit]
}

/// `value` with `digits` digits after the point, without a locale.
func fixed(_ value: Double, _ digits: Int) -> String {
  String(format: "%.\(digits)f", value)
}

/// `1000000` as `1,000,000`.
func grouped(_ value: Int) -> String {
  let digits = Array(String(value))
  var result = ""
  for (offset, digit) in digits.enumerated() {
    if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return result
}
