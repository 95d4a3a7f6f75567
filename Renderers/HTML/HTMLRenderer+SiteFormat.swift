import Rendering

extension HTMLRenderer {
  /// An HTML site: pages named `.html`, as the pages' links are, rendered with
  /// ``Assets/shared`` so that each links the style sheet and the script written once beside
  /// them (``sharedFiles``) instead of carrying its own.
  ///
  /// ```swift
  /// HTMLRenderer().siteFormat.sharedFiles.map(\.name)  // ["style.css", "search.js"]
  /// ```
  public var siteFormat: SiteFormat {
    SiteFormat(
      fileExtension: Self.fileExtension, pageRenderer: HTMLRenderer(assets: .shared),
      sharedFiles: Self.sharedFiles)
  }
}
