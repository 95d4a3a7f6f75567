import Rendering

extension JSONRenderer {
  /// A site of JSON documents: pages named `.json`, as each destination's `file` is, sharing
  /// nothing.
  public var siteFormat: SiteFormat {
    SiteFormat(fileExtension: Self.fileExtension, pageRenderer: self)
  }
}
