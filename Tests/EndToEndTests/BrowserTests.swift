import Foundation
import RendererConformance
import TestSupport
import Testing

/// Exported pages opened in a real browser (headless Chromium): the DOM it builds from them,
/// and screenshots. One browser launch per page, a few pages.
// Serialized: eight browsers started at once starve a 2-core machine.
@Suite(
  .tags(.chromium), .skippedInFastLoop, .serialized,
  .enabled(if: ExternalTool.chromium.shouldRun, "needs chromium"))
struct BrowserTests {
  /// The elements and attributes the HTML renderer writes; anything else in a DOM came from
  /// somewhere else.
  static let renderedElements: Set<String> = [
    "!doctype", "html", "head", "meta", "title", "style", "link", "body", "nav", "ol", "li", "a",
    "main",
    "h1", "h2", "p", "strong", "span", "table", "thead", "tbody", "tr", "th", "td", "ul", "dl",
    "div", "dt", "dd", "img", "figure", "figcaption", "label", "input", "script",
  ]
  static let renderedAttributes: Set<String> = [
    "lang", "charset", "name", "content", "aria-label", "href", "rel", "aria-current", "class",
    "scope", "role", "src", "alt", "data-initials", "for", "type", "id", "value", "placeholder",
    "autocomplete", "aria-hidden", "style",
  ]

  /// The `href` values of a DOM.
  static func links(in dom: String) -> [String] {
    dom.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
      .map(String.init)
  }

  @Test func theListHas35RowsLinkedToPagesThatExist() async throws {
    let chromium = Chromium(executable: try ExternalTool.chromium.require())
    let site = try await ExportedSite.export()
    defer { site.remove() }
    try #require(site.result.exitCode == 0)
    let dom = try await chromium.dumpDOM(of: site.file("index.html"))

    let body = try #require(dom.components(separatedBy: "<tbody>").last)
    let rows = body.components(separatedBy: "</tbody>")[0].components(separatedBy: "<tr")
      .dropFirst()
    #expect(rows.count == 35)
    for (index, row) in rows.enumerated() {
      let links = Self.links(in: String(row))
      #expect(links.count == 1, "row \(index + 1)")
      #expect(links.first?.hasPrefix("player-") == true, "row \(index + 1)")
    }
    #expect(rows.first?.contains("Keylor NAVAS") == true)
    #expect(rows.last?.contains("Lionel MESSI") == true)
    let names = try site.fileNames()
    for link in Self.links(in: dom) {
      #expect(names.contains(link), "\(link) is not a file of the site")
    }
  }

  @Test func aPlayersPageShowsTheFieldsAndLinksBack() async throws {
    let chromium = Chromium(executable: try ExternalTool.chromium.require())
    let site = try await ExportedSite.export()
    defer { site.remove() }
    try #require(site.result.exitCode == 0)
    let dom = try await chromium.dumpDOM(of: site.file("player-id-32.html"))
    var fields: [String: String] = [:]
    for entry in dom.components(separatedBy: "<dt>").dropFirst() {
      let label = entry.prefix { $0 != "<" }
      let value = entry.components(separatedBy: "<dd>").dropFirst().first?.prefix { $0 != "<" }
      if let value { fields[String(label)] = String(value) }
    }
    #expect(fields["Number"] == "7")
    #expect(fields["Position"] == "Forward")
    #expect(fields["Height"] == "178 cm")
    #expect(fields["Goals"] == "139")
    #expect(dom.contains("<h1>Kylian MBAPPÉ</h1>"))
    #expect(dom.contains("<a href=\"players.html\" rel=\"up\">Players</a>"))
    #expect(dom.contains("alt=\"Kylian MBAPPÉ\""))
  }

  /// For the hostile feed, the DOM holds only what the renderer writes: no element, attribute,
  /// link or picture came from the data, and the data is shown as text.
  @Test(arguments: ["index.html", "player-id-4.html", "player-id-5.html", "player-id-6.html"])
  func hostileDataStaysText(page: String) async throws {
    let chromium = Chromium(executable: try ExternalTool.chromium.require())
    let site = try await ExportedSite.export(["--data", FixtureFiles.hostileFeed.path])
    defer { site.remove() }
    try #require(site.result.exitCode == 0)
    let dom = try await chromium.dumpDOM(of: site.file(page))
    let markup = MarkupLanguage.html.markup(of: dom)
    let elements = Set(markup.filter { $0.kind == .element }.map(\.name))
    let attributes = Set(markup.filter { $0.kind == .attribute }.map(\.name))
    #expect(
      elements.isSubset(of: Self.renderedElements), "\(elements.subtracting(Self.renderedElements))"
    )
    #expect(
      attributes.isSubset(of: Self.renderedAttributes),
      "\(attributes.subtracting(Self.renderedAttributes))")
    let names = try site.fileNames()
    for link in Self.links(in: dom) {
      #expect(names.contains(link), "\(link) is not a file of the site")
    }
    // None of these players has a plain web address for a photo.
    #expect(!elements.contains("img"))
    let text = MarkupLanguage.html.visibleText(of: dom)
    switch page {
    case "player-id-5.html":
      #expect(text.contains("<script>alert(1)</script>"))
      #expect(text.contains("<img src=x onerror=alert(1)>"))
    case "player-id-6.html":
      #expect(text.contains("[x](javascript:alert(1))"))
      #expect(text.contains("![pixel](https://tracker.example.com/p.gif)"))
    case "player-id-4.html":
      #expect(text.contains("https://images.example.com/\"onerror=\"alert(1).png"))
    default:
      #expect(text.contains("Clear^[[2J^[[HSCREEN"))
    }
  }

  /// `PSG_RECORD_SCREENSHOTS=1 swift test --filter BrowserTests` rewrites the screenshots in
  /// `Docs/Screenshots`; otherwise they are taken into a temporary folder and checked to be
  /// pictures of the window's size. Offline, the detail shows the photo's placeholder (the
  /// player's initials), and the top scorers their bars.
  @Test(arguments: [
    ("index.html", "list.png", 1300), ("player-id-32.html", "detail.png", 700),
    ("scorers.html", "scorers.png", 900),
  ])
  func screenshotsOfTheListAndADetail(page: String, picture: String, height: Int) async throws {
    let chromium = Chromium(executable: try ExternalTool.chromium.require())
    let site = try await ExportedSite.export()
    defer { site.remove() }
    try #require(site.result.exitCode == 0)
    let recording = ProcessInfo.processInfo.environment["PSG_RECORD_SCREENSHOTS"] == "1"
    let target =
      recording
      ? FixtureFiles.packageRoot.appendingPathComponent("Docs/Screenshots/\(picture)")
      : site.file(picture)
    try await chromium.screenshot(of: site.file(page), to: target, width: 1000, height: height)
    let png = try Data(contentsOf: target)
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    // The IHDR chunk: width and height, big-endian, at bytes 16–23.
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let picturedHeight = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 1000)
    #expect(height == picturedHeight)
  }
}
