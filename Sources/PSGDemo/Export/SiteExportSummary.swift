/// What an export did: the pages and shared files of the site, and how many files it wrote,
/// found unchanged and removed.
///
/// ```swift
/// let summary = try await exporter.export(to: folder, force: true)
/// summary.pages.first   // "index.html"
/// summary.written       // 0 when the same feed was exported into the same folder before
/// ```
package struct SiteExportSummary: Equatable, Sendable {
  /// The pages of the site, in the order they were made: `index` first.
  package var pages: [String]
  /// The files the pages share, such as the style sheet; none for Markdown.
  package var sharedFiles: [String]
  /// Files written: new, or whose bytes changed.
  package var written = 0
  /// Files that already held the same bytes, left as they were with their modification time.
  package var unchanged = 0
  /// Pages an earlier export wrote that the site no longer has, removed.
  package var removed = 0

  /// Creates a summary of a site of `pages` and `sharedFiles`, nothing written yet.
  package init(pages: [String], sharedFiles: [String]) {
    self.pages = pages
    self.sharedFiles = sharedFiles
  }
}
