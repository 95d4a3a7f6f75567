import Foundation
import TestSupport
import Testing

/// Exported pages as people use them, in headless Chromium: typing in the list's search box,
/// the page without script, and accessibility checks on the DOM (``DOMAccessibilityChecks``) in
/// light and dark, in English and French.
// Serialized: browsers started at once starve a 2-core machine.
@Suite(
  .tags(.process, .chromium), .skippedInFastLoop, .serialized,
  .enabled(if: ExternalTool.chromium.shouldRun, "needs chromium"))
struct BrowserPageTests {
  /// The names of the rows a page shows, in order: each row header's text.
  static func rowNames(in html: String) -> [String] {
    html.components(separatedBy: "<th scope=\"row\">").dropFirst().map { cell in
      // The name is the text inside the header cell's link and emphasis.
      let inner = cell.prefix { $0 != "\n" }.components(separatedBy: "</th>")[0]
      return inner.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
    }
  }

  /// A script that types each query into the search box, a character at a time as a person
  /// does (an `input` event per character), and writes the names of the rows left visible
  /// after each into the body's `data-search`.
  static func typingScript(_ queries: [String]) throws -> String {
    let list = String(decoding: try JSONEncoder().encode(queries), as: UTF8.self)
    return """
      (function () {
        var input = document.querySelector("main input[type=search]");
        var results = [];
        \(list).forEach(function (query) {
          input.value = "";
          input.dispatchEvent(new InputEvent("input", { inputType: "deleteContentBackward" }));
          Array.prototype.forEach.call(query, function (character) {
            input.value += character;
            input.dispatchEvent(new InputEvent("input", { data: character, inputType: "insertText" }));
          });
          var rows = document.querySelectorAll("main table tbody tr");
          results.push(Array.prototype.filter.call(rows, function (row) {
            return getComputedStyle(row).display !== "none";
          }).map(function (row) { return row.querySelector("th").textContent; }));
        });
        document.body.setAttribute("data-search", JSON.stringify(results));
      })();
      """
  }

  @Test func typingInTheSearchBoxFiltersTheRowsAsTheAppSearches() async throws {
    let chromium = Chromium(executable: try ExternalTool.chromium.require())
    let site = try await ExportedSite.export()
    defer { site.remove() }
    try #require(site.result.exitCode == 0)
    let queries = ["di maria", "MBAPPE", "ma", "é", "jr.", "zz", ""]
    let page = try String(contentsOf: site.file("index.html"), encoding: .utf8)
    let typed = site.file("typed.html")
    try page.replacingOccurrences(
      of: "</body>", with: "<script>\n\(try Self.typingScript(queries))\n</script>\n</body>"
    ).write(to: typed, atomically: true, encoding: .utf8)

    let dom = try await chromium.dumpDOM(of: typed)
    let json = try #require(dom.attribute("data-search"), "the typing script did not run")
    let shown = try JSONDecoder().decode([[String]].self, from: Data(json.utf8))
    try #require(shown.count == queries.count)
    #expect(shown[0] == ["Ángel DI MARÍA"])
    #expect(shown[1] == ["Kylian MBAPPÉ"])
    #expect(shown[5] == [])
    #expect(shown[6].count == 35, "an empty search shows every row again")
    // Every query finds the rows the app's own search finds.
    for (query, names) in zip(queries, shown) where !query.isEmpty {
      let app = try await DemoExecutable.run([
        "--renderer", "html", "--open", "players?search=\(query)",
      ])
      try #require(app.exitCode == 0, "\(app.standardError)")
      #expect(names == Self.rowNames(in: app.standardOutput), "\(query)")
    }
  }

  @Test func withoutScriptThePageShowsEveryRowAndTheField() async throws {
    let chromium = Chromium(executable: try ExternalTool.chromium.require())
    let site = try await ExportedSite.export()
    defer { site.remove() }
    try #require(site.result.exitCode == 0)
    // A copy whose content security policy forbids every script, the page's own included.
    let page = try String(contentsOf: site.file("index.html"), encoding: .utf8)
    let scriptless = site.file("scriptless.html")
    try page.replacingOccurrences(
      of: "<head>",
      with: "<head>\n<meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'none'\">"
    ).write(to: scriptless, atomically: true, encoding: .utf8)
    let dom = try await chromium.dumpDOM(of: scriptless)
    #expect(dom.contains("script-src 'none'"))
    #expect(Self.rowNames(in: dom).count == 35)
    #expect(dom.contains("<input type=\"search\" id=\"search-1\""))
    #expect(!dom.contains(" hidden=\"\""))
  }

  /// The site has no section of commands to type: no page says "Commands", none lists `quit`.
  @Test func noPageListsCommands() async throws {
    let site = try await ExportedSite.export()
    defer { site.remove() }
    try #require(site.result.exitCode == 0)
    let names = try site.fileNames().filter { $0.hasSuffix(".html") }
    // Every page the export says it wrote is read.
    #expect(site.result.standardOutput.hasPrefix("exported \(names.count) pages"))
    #expect(names.count > 50)
    for name in names {
      let page = try String(contentsOf: site.file(name), encoding: .utf8)
      #expect(!page.contains("Commands"), "\(name)")
      #expect(!page.contains("<kbd>"), "\(name)")
    }
  }

  /// The kind of page a file of the site is: its name with each number and each filter's
  /// name replaced (`player-id-32-compare-30.html` is `player-id-N-compare-N.html`).
  static func pageKind(of name: String) -> String {
    var kind = name.replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression)
    for filter in [
      "goalkeepers", "defenders", "midfielders", "forwards", "academy", "number", "alphabetical",
    ] {
      kind = kind.replacingOccurrences(of: "-\(filter)", with: "-FILTER")
    }
    return kind
  }

  /// One page of each kind the export writes, the first by name: a kind of page added to the
  /// export is checked without a change here.
  static func onePageOfEachKind(in names: Set<String>) -> [String] {
    let pages = names.filter { $0.hasSuffix(".html") }.sorted()
    return Dictionary(grouping: pages, by: pageKind(of:)).values.compactMap(\.first).sorted()
  }

  @Test(arguments: ["en", "fr"])
  func everyKindOfPagePassesTheDOMAccessibilityChecks(language: String) async throws {
    let chromium = Chromium(executable: try ExternalTool.chromium.require())
    let site = try await ExportedSite.export(["--lang", language])
    defer { site.remove() }
    try #require(site.result.exitCode == 0)
    let pages = Self.onePageOfEachKind(in: try site.fileNames())
    // The list, a filtered list, both pickers' pages, a player, a comparison, the scorers.
    #expect(pages.count >= 8, "\(pages)")
    #expect(pages.contains { $0.contains("-compare-") }, "\(pages)")
    for page in pages {
      let checked = try DOMAccessibilityChecks.checkedCopy(of: site.file(page))
      for dark in [false, true] {
        let dom = try await chromium.dumpDOM(
          of: checked, arguments: ["--blink-settings=preferredColorScheme=\(dark ? 0 : 1)"])
        let results = try #require(
          DOMAccessibilityChecks.results(in: dom), "the checking script did not run on \(page)")
        #expect(results.checked > 20, "\(page)")
        #expect(results.violations == [], "\(page) \(language) \(dark ? "dark" : "light")")
      }
    }
  }

  @Test func everyFileOfTheSiteHasAKind() {
    let names: Set = [
      "index.html", "players-page-2.html", "player-id-32.html", "player-id-32-compare-30.html",
      "players-filter-goalkeepers.html", "players-filter-number-filters.html", "scorers.html",
      "scorers-page-3.html",
    ]
    #expect(
      Self.onePageOfEachKind(in: names) == [
        "index.html", "player-id-32-compare-30.html", "player-id-32.html",
        "players-filter-goalkeepers.html", "players-filter-number-filters.html",
        "players-page-2.html", "scorers-page-3.html", "scorers.html",
      ])
  }

  /// The checks can fail: a page with a field without a label, a link without text and grey
  /// text on white gets a violation for each.
  @Test func theChecksFindViolations() async throws {
    let chromium = Chromium(executable: try ExternalTool.chromium.require())
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-a11y-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("bad.html")
    try """
    <!DOCTYPE html><html lang="en"><head><title>Bad</title></head><body><main><h1>Bad</h1>
    <input id="q"><a href="x.html"></a><p style="color: #aaa">faint</p><img src="x.png">
    <h3>skipped</h3><table><tr><th scope="col"> </th></tr></table></main></body></html>
    """.write(to: page, atomically: true, encoding: .utf8)
    let dom = try await chromium.dumpDOM(of: try DOMAccessibilityChecks.checkedCopy(of: page))
    let results = try #require(DOMAccessibilityChecks.results(in: dom))
    let rules = Set(results.violations.map { $0.prefix { $0 != ":" } })
    #expect(
      rules == [
        "label", "link-name", "color-contrast", "image-alt", "heading-order", "empty-table-header",
      ])
  }
}
