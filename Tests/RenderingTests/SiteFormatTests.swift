import Rendering
import Testing

/// What a renderer tells a site export: by default `.txt` pages written by itself, nothing
/// shared; and which declarations a site can be written with.
@Suite struct SiteFormatTests {
  struct Echo: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String { screen.title + "\n" }
  }

  @Test func theDefaultIsTextPagesByTheRendererItself() {
    let format = Echo().siteFormat
    #expect(format.fileExtension == "txt")
    #expect(format.sharedFiles.isEmpty)
    #expect(
      format.pageRenderer.render(Screen(title: "Players"), in: RenderContext()) == "Players\n")
    #expect(format.isWritable)
  }

  @Test(arguments: [
    ("", [String]()), ("ht/ml", []), ("ht.ml", []), ("h tml", []), ("abcdefghijklmnopq", []),
    ("html", [""]), ("html", [".hidden"]), ("html", ["../style.css"]), ("html", ["a/b.css"]),
    ("html", ["index.html"]), ("html", ["style.css", "style.css"]),
    ("html", [String(repeating: "a", count: 256)]), ("html", ["é.css"]),
  ])
  func aFormatThatNamesNoBareFileIsNotWritable(fileExtension: String, names: [String]) {
    let format = SiteFormat(
      fileExtension: fileExtension, pageRenderer: Echo(),
      sharedFiles: names.map { SharedFile(name: $0, contents: "") })
    #expect(!format.isWritable)
  }

  @Test func bareNamesAreWritable() {
    let format = SiteFormat(
      fileExtension: "adoc", pageRenderer: Echo(),
      sharedFiles: [
        SharedFile(name: "style.css", contents: ""),
        SharedFile(name: "site_map-2.txt", contents: ""),
      ])
    #expect(format.isWritable)
  }
}
