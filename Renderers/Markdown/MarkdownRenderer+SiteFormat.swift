import Rendering

extension MarkdownRenderer {
  /// A Markdown site: pages named `.md`, as the pages' links are, sharing nothing.
  public var siteFormat: SiteFormat {
    SiteFormat(fileExtension: Self.fileExtension, pageRenderer: self)
  }
}
