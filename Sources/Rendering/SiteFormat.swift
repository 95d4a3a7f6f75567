/// What a site exported with a renderer needs from it (``Renderer/siteFormat``): the extension
/// of its pages' files, the renderer that writes the pages, and the files every page shares,
/// with their names.
///
/// A renderer whose pages link to each other names their files with
/// ``Destination/fileName(extension:)`` and the same ``fileExtension``, so every link of a site
/// resolves. A renderer whose standalone output carries what its pages could share (a style
/// sheet, a script) gives a ``pageRenderer`` that links ``sharedFiles`` instead.
///
/// ```swift
/// HTMLRenderer().siteFormat.fileExtension            // "html"
/// HTMLRenderer().siteFormat.sharedFiles.map(\.name)  // ["style.css", "search.js"]
/// PlainTextRenderer().siteFormat.fileExtension       // "txt": the default
/// ```
public struct SiteFormat: Sendable {
  /// The extension of every page's file, without its dot: ASCII letters and digits, such as
  /// `html` or `md`.
  public var fileExtension: String
  /// The renderer of the site's pages: the renderer itself, or one that links
  /// ``sharedFiles`` rather than carrying them.
  public var pageRenderer: any Renderer
  /// The files the pages share, written once beside them.
  public var sharedFiles: [SharedFile]

  /// Creates a site format.
  ///
  /// - Parameters:
  ///   - fileExtension: The extension of the pages' files, without its dot.
  ///   - pageRenderer: The renderer that writes each page.
  ///   - sharedFiles: The files the pages link to; none by default.
  public init(fileExtension: String, pageRenderer: any Renderer, sharedFiles: [SharedFile] = []) {
    self.fileExtension = fileExtension
    self.pageRenderer = pageRenderer
    self.sharedFiles = sharedFiles
  }

  /// Whether a site can be written in this format: an extension of 1 to 16 ASCII letters and
  /// digits, and shared files of distinct names of ASCII letters, digits, `-`, `_` and `.`,
  /// not hidden, at most 255 bytes, none ending with the pages' extension, so no shared file
  /// takes a page's name or a path.
  ///
  /// - Complexity: O(*n*) in the total length of the names.
  public var isWritable: Bool {
    let fileExtension = fileExtension.utf8
    guard (1...16).contains(fileExtension.count),
      fileExtension.allSatisfy({ Self.isLetterOrDigit($0) })
    else { return false }
    let pageSuffix = "." + self.fileExtension
    var names = Set<String>()
    for file in sharedFiles {
      let name = file.name.utf8
      guard (1...255).contains(name.count), name.first != UInt8(ascii: "."),
        name.allSatisfy({
          Self.isLetterOrDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
            || $0 == UInt8(ascii: ".")
        }),
        !file.name.hasSuffix(pageSuffix), names.insert(file.name).inserted
      else { return false }
    }
    return true
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

/// A file every page of an exported site shares, such as a style sheet: its name beside the
/// pages, and its text.
///
/// ```swift
/// SharedFile(name: "style.css", contents: "body { margin: 0 }\n")
/// ```
public struct SharedFile: Equatable, Sendable {
  /// The file's name, beside the pages: `style.css`.
  public var name: String
  /// The file's text, written as UTF-8.
  public var contents: String

  /// Creates a shared file.
  public init(name: String, contents: String) {
    self.name = name
    self.contents = contents
  }
}
