/// Parses Markdown with `cmark-gfm`, the reference GitHub-flavoured Markdown parser.
///
/// The tree is cmark's XML form: `document` holds `heading`, `paragraph`, `table` (with
/// `table_header`, `table_row`, `table_cell`), `list`, `item`, `block_quote`, `text`,
/// `strong`, `emph`, `link`, `image`, `code`, `html_inline`, `html_block` and so on.
///
/// ```swift
/// let document = try CMarkGFM.parse("| a |\n| --- |\n| b |\n", executable: path)
/// document.all(named: "table_row").count  // 1
/// ```
public enum CMarkGFM {
  /// The extensions GitHub enables: tables, autolinks, strikethrough, task lists.
  public static let gitHubExtensions = ["table", "autolink", "strikethrough", "tasklist"]

  /// Parses `markdown` with the given extensions and returns the `document` node.
  ///
  /// - Throws: When cmark-gfm fails, times out or prints invalid XML.
  public static func parse(
    _ markdown: String, executable: String, extensions: [String] = gitHubExtensions
  ) throws -> MarkupNode {
    let arguments = extensions.flatMap { ["-e", $0] } + ["-t", "xml"]
    let result = try ChildProcess.runBlocking(
      executable, arguments: arguments, input: .pipe(markdown))
    guard result.exitCode == 0, !result.timedOut else {
      throw Failure(message: "cmark-gfm exited with \(result.exitCode): \(result.standardError)")
    }
    return try MarkupNode.parse(xml: result.standardOutput)
  }

  /// cmark-gfm did not produce a document.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    public var description: String { message }
  }
}
