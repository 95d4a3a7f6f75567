import Rendering

/// What ``RendererConformance/check(_:skipping:markup:)`` found: the requirements it checked and the
/// ways the renderer failed them.
///
/// Its description lists each failure on a few lines, with escapes and controls in the excerpt
/// shown visibly (`\e[2J`, `\u{9B}`), so it reads well in a test failure:
///
/// ```text
/// 1 conformance failure (7 requirements checked on 5 screens):
/// - noControlCharacters: screen "hostile data", width 20, colors none, language en
///   control character \e[ in the output
///   | Players\e[2J\e[H
/// ```
public struct ConformanceReport: Sendable, CustomStringConvertible {
  /// The requirements that were checked (all but the skipped ones).
  public var checkedRequirements: Set<RendererConformance.Requirement>
  /// The names of the sample screens that were rendered.
  public var screenNames: [String]
  /// The failures, at most one per requirement and screen, in the order they were found.
  public var failures: [Failure]

  /// Whether the renderer met every checked requirement.
  public var passed: Bool { failures.isEmpty }

  /// One way the renderer failed one requirement.
  public struct Failure: Hashable, Sendable, CustomStringConvertible {
    /// The requirement that was not met.
    public var requirement: RendererConformance.Requirement
    /// The name of the sample screen that showed it.
    public var screenName: String
    /// The context the screen was rendered in.
    public var context: RenderContext
    /// What went wrong, in a sentence.
    public var message: String
    /// A short piece of the output where it went wrong, escapes shown visibly.
    public var excerpt: String

    public var description: String {
      let location =
        "screen \"\(screenName)\", width \(context.width), colors \(context.colors.rawValue), "
        + "language \(context.language)"
      var text = "- \(requirement): \(location)\n  \(message)"
      if !excerpt.isEmpty { text += "\n  | " + excerpt }
      return text
    }
  }

  public var description: String {
    let summary =
      "\(checkedRequirements.count) requirements checked on \(screenNames.count) screens"
    guard !failures.isEmpty else { return "Renderer conforms (\(summary))." }
    let count =
      failures.count == 1 ? "1 conformance failure" : "\(failures.count) conformance failures"
    return "\(count) (\(summary)):\n" + failures.map(\.description).joined(separator: "\n")
  }
}
