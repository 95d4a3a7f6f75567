import Testing

/// A command-line tool some tests need, which may be missing on a developer's machine.
///
/// A test that needs a tool runs when the tool is installed, and always in CI; it is skipped
/// elsewhere. In CI a missing tool is a failure, not a skip:
///
/// ```swift
/// @Test(.enabled(if: ExternalTool.cmarkGFM.shouldRun, "needs cmark-gfm"))
/// func tableParses() throws {
///   let cmark = try ExternalTool.cmarkGFM.require()  // records an issue and throws if missing
///   ...
/// }
/// ```
public struct ExternalTool: Sendable, Hashable {
  /// The executable's name, looked up on `PATH`.
  public var name: String

  /// Creates a tool description.
  public init(name: String) {
    self.name = name
  }

  /// The CommonMark reference parser with GitHub's extensions.
  public static let cmarkGFM = ExternalTool(name: "cmark-gfm")
  /// The terminal multiplexer, for end-to-end tests of the interactive mode.
  public static let tmux = ExternalTool(name: "tmux")
  /// Debian's Chromium, run headless to check exported pages in a real browser.
  public static let chromium = ExternalTool(name: "chromium")
  /// Python 3, which runs the renderer written in another language (Docs/Examples) and,
  /// with Debian's python3-jsonschema, validates screens against their JSON Schema.
  public static let python3 = ExternalTool(name: "python3")
  /// The JSON processor, for the one-liners Docs/ScreenFormat.md shows.
  public static let jq = ExternalTool(name: "jq")

  /// The tool's full path, or `nil` if it is not on `PATH`.
  public var path: String? { TestEnvironment.executable(named: name) }

  /// Whether a test that needs the tool should run: it is installed, or this is CI.
  public var shouldRun: Bool { TestEnvironment.isCI || path != nil }

  /// The tool's path; when it is missing, records an issue and throws.
  ///
  /// Call it first in a test enabled by ``shouldRun``: it only fails in CI, where the tool
  /// must be installed.
  public func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    if let path { return path }
    Issue.record(
      "\(name) is not on PATH; install it (CI must have every tool the tests use)",
      sourceLocation: sourceLocation)
    throw MissingToolError(name: name)
  }

  /// Thrown by ``require(sourceLocation:)`` when the tool is missing.
  public struct MissingToolError: Error, CustomStringConvertible {
    /// The missing tool.
    public var name: String
    public var description: String { "\(name) is not installed" }
  }
}
