import Foundation

/// A trace excerpt of a guide: the `console` block between `<!-- trace: COMMAND -->` and
/// `<!-- /trace -->`, which shows lines of a real trace of `COMMAND`.
///
/// A line `…` in the excerpt stands for trace lines left out; the lines between two `…` must be
/// consecutive lines of the trace, and the parts must come in the trace's order. Lines that start
/// with `$ ` show the command as the reader types it and are not part of the trace.
///
/// ```swift
/// let excerpt = try #require(TraceExcerpt.all(in: readme).first)
/// excerpt.command                         // "echo \"filter goalkeepers\" | psg-demo --trace"
/// excerpt.problems(comparedWith: trace)   // [] while the guide shows the real trace
/// ```
public struct TraceExcerpt: Equatable, Sendable {
  /// What the marker says produced the trace.
  public var command: String
  /// The excerpt's lines, without the `$ ` lines.
  public var lines: [String]
  /// The indices, in the guide's lines, of the excerpt's first and last line (both fences
  /// excluded).
  public var bodyRange: Range<Int>

  /// The stand-in for lines left out.
  public static let elision = "…"

  /// Every excerpt of `markdown`, in order.
  public static func all(in markdown: String) -> [TraceExcerpt] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var excerpts: [TraceExcerpt] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("<!-- trace:"), line.hasSuffix("-->") else { continue }
      let command = line.dropFirst("<!-- trace:".count).dropLast("-->".count)
        .trimmingCharacters(in: .whitespaces)
      // The block opens on the next fence and ends on the fence before `<!-- /trace -->`.
      guard let open = lines[(index + 1)...].firstIndex(where: { $0.hasPrefix("```") }),
        let close = lines[(open + 1)...].firstIndex(where: { $0 == "```" }),
        lines[(close + 1)...].first(where: { !$0.isEmpty }) == "<!-- /trace -->"
      else { continue }
      excerpts.append(
        TraceExcerpt(
          command: command, lines: lines[(open + 1)..<close].filter { !$0.hasPrefix("$ ") },
          bodyRange: (open + 1)..<close))
      index = close
    }
    return excerpts
  }

  /// What is wrong with the excerpt, compared with the real `trace`; empty when every part of it
  /// appears in the trace, in order.
  public func problems(comparedWith trace: [String]) -> [String] {
    var parts: [[String]] = [[]]
    for line in lines {
      if line == Self.elision { parts.append([]) } else { parts[parts.count - 1].append(line) }
    }
    var searchStart = 0
    for part in parts where !part.isEmpty {
      guard part.count <= trace.count, searchStart <= trace.count - part.count,
        let start = (searchStart...(trace.count - part.count)).first(where: { candidate in
          trace[candidate..<(candidate + part.count)].elementsEqual(part)
        })
      else {
        let shown = part.map { "  \($0)" }.joined(separator: "\n")
        let real = trace.map { "  \($0)" }.joined(separator: "\n")
        return [
          "the excerpt of `\(command)` shows lines the trace does not hold there:\n\(shown)\n"
            + "the real trace (PSG_RECORD_TRACES=1 rewrites the excerpt):\n\(real)"
        ]
      }
      searchStart = start + part.count
    }
    return []
  }

  /// `markdown` with this excerpt's trace lines replaced by the whole of `trace`; its `$ ` lines
  /// stay at the top. Review the diff, and elide with `…` what the reader does not need.
  public func recorded(_ trace: [String], in markdown: String) -> String {
    var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let prompts = lines[bodyRange].filter { $0.hasPrefix("$ ") }
    lines.replaceSubrange(bodyRange, with: prompts + trace)
    return lines.joined(separator: "\n")
  }

  /// Checks the excerpts of `command` in the guide at `guide` (a path from the package root)
  /// against `trace`; with `PSG_RECORD_TRACES=1`, rewrites those that no longer match instead.
  ///
  /// Returns the problems found (none after recording), and one when the guide has no such excerpt.
  public static func check(guide: String, command: String, trace: [String]) throws -> [String] {
    let url = FixtureFiles.packageRoot.appendingPathComponent(guide)
    var markdown = try String(contentsOf: url, encoding: .utf8)
    let excerpts = all(in: markdown).filter { $0.command == command }
    guard !excerpts.isEmpty else {
      return ["\(guide) has no excerpt marked <!-- trace: \(command) -->"]
    }
    var problems: [String] = []
    var recordedAny = false
    // From the last, so that rewriting one leaves the ranges of the others in place.
    for excerpt in excerpts.reversed() {
      let found = excerpt.problems(comparedWith: trace)
      guard !found.isEmpty else { continue }
      if TestEnvironment.isRecordingTraces {
        markdown = excerpt.recorded(trace, in: markdown)
        recordedAny = true
      } else {
        problems += found.map { "\(guide): \($0)" }
      }
    }
    if recordedAny { try markdown.write(to: url, atomically: true, encoding: .utf8) }
    return problems
  }
}
