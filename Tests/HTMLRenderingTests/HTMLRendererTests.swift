import Rendering
import Testing

@testable import HTMLRendering

@Suite struct HTMLRendererTests {
  private let renderer = HTMLRenderer()

  private func render(
    _ screen: Screen, language: Language = .english, words: RendererWords = RendererWords()
  ) -> String {
    renderer.render(screen, in: RenderContext(language: language, words: words))
  }

  @Test func writesOneCompletePageWithItsStyleAndNoScript() {
    let page = render(Screen(title: "Players"))
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
    #expect(page.hasSuffix("</body>\n</html>\n"))
    #expect(page.contains("<title>Players</title>"))
    #expect(page.contains("<h1>Players</h1>"))
    #expect(page.contains("@media (prefers-color-scheme: dark)"))
    #expect(!page.contains("<script"))
    #expect(!page.contains("url("))
  }

  @Test func theBreadcrumbLinksItsParentToWhereBackLeads() {
    let screen = Screen(
      title: "Kylian MBAPPÉ", breadcrumb: ["Players", "Kylian MBAPPÉ"],
      address: Destination("player/7"), back: Destination("players"))
    #expect(
      render(screen).contains(
        """
        <nav aria-label="Breadcrumb">
        <ol>
        <li><a href="players.html" rel="up">Players</a></li>
        <li aria-current="page">Kylian MBAPPÉ</li>
        </ol>
        </nav>
        """))
  }

  @Test func aScreenWithoutABreadcrumbStillLinksBack() {
    let page = render(Screen(title: "Filters", back: Destination("players")))
    #expect(page.contains("<a href=\"players.html\" rel=\"up\">Back</a>"))
    #expect(!render(Screen(title: "Players")).contains("<nav"))
  }

  @Test func aTableHasScopedHeadersRowLinksAndTheSelectedRowMarked() {
    let table = Table(
      columns: [Table.Column("No.", alignment: .trailing), Table.Column("Name")],
      rows: [
        Table.Row(
          ["7", Table.Cell("Kylian MBAPPÉ", role: .strong)], destination: Destination("player/7")),
        Table.Row(["30", Table.Cell("Lionel MESSI", role: .strong)]),
      ],
      selectedRow: 0)
    let page = render(Screen(title: "Players", blocks: [.table(table)]))
    #expect(
      page.contains(
        """
        <thead><tr><th scope="col" class="end">No.</th><th scope="col">Name</th></tr></thead>
        <tbody>
        <tr aria-current="true"><td class="end">7</td><th scope="row"><a href="player-7.html"><strong>Kylian MBAPPÉ</strong></a></th></tr>
        <tr><td class="end">30</td><th scope="row"><strong>Lionel MESSI</strong></th></tr>
        </tbody>
        """))
  }

  @Test func optionsLinkTheirDestinationsAndMarkTheCurrentOne() {
    let list = OptionList(
      options: [
        OptionList.Option(key: "1", label: "None", destination: Destination("players")),
        OptionList.Option(
          key: "2", label: "Goalkeepers", destination: Destination("players?filter=goalkeepers")),
        OptionList.Option(key: "3", label: "Nowhere"),
      ],
      selectedIndex: 1)
    let page = render(Screen(title: "Filters", blocks: [.options(list)]))
    #expect(
      page.contains("<li><a href=\"players.html\"><span class=\"key\">1</span> None</a></li>"))
    #expect(
      page.contains(
        "<li><a href=\"players-filter-goalkeepers.html\" aria-current=\"true\"><span class=\"key\">2</span> Goalkeepers</a></li>"
      ))
    #expect(
      page.contains("<li><span class=\"option\"><span class=\"key\">3</span> Nowhere</span></li>"))
  }

  @Test func fieldsAreADescriptionListAndStatusesHaveRoles() {
    let page = render(
      Screen(
        title: "x",
        blocks: [
          .fields([Field("Number", "7")]),
          .status(Status(.loading, message: "Loading the squad")),
          .status(Status(.error, message: "no such file")),
        ]))
    #expect(page.contains("<dl class=\"fields\">\n<div><dt>Number</dt><dd>7</dd></div>\n</dl>"))
    #expect(page.contains("<p role=\"status\"><strong>Loading…</strong> Loading the squad</p>"))
    #expect(page.contains("<p role=\"alert\"><strong>Error:</strong> no such file</p>"))
  }

  @Test func onlyAWebAddressBecomesAnImage() {
    func image(_ url: String) -> String {
      render(
        Screen(title: "x", blocks: [.image(ImageReference(url: url, alternativeText: "Kylian"))]))
    }
    #expect(
      image("https://psg.fr/é.png?a=1&b=2").contains(
        """
        <figure class="photo">
        <img src="https://psg.fr/%C3%A9.png?a=1&amp;b=2" alt="Kylian" data-initials="K">
        <figcaption><a href="https://psg.fr/%C3%A9.png?a=1&amp;b=2">https://psg.fr/é.png?a=1&amp;b=2</a></figcaption>
        </figure>
        """))
    for hostile in [
      "javascript:alert(1)", "data:image/png;base64,AAAA", "https://x/\" onerror=\"alert(1)",
      "https:///nohost.png", "ftp://psg.fr/a.png", "https://psg.fr/a b.png",
    ] {
      let page = image(hostile)
      #expect(!page.contains("<img"), "\(hostile)")
      #expect(page.contains("<strong>Image:</strong> Kylian ("), "\(hostile)")
    }
  }

  @Test func dataNeverBecomesMarkup() {
    let hostile = "<script>alert('x')</script> \" onload=\"x\" &amp; \u{1B}[2J \u{202E}"
    let page = render(
      Screen(
        title: hostile, breadcrumb: [hostile, hostile],
        blocks: [
          .text(hostile, role: .badge), .search(SearchField(label: hostile, text: hostile)),
          .table(Table(columns: [Table.Column(hostile)], rows: [Table.Row([Table.Cell(hostile)])])),
          .options(OptionList(options: [OptionList.Option(key: hostile, label: hostile)])),
          .fields([Field(hostile, hostile)]),
          .image(ImageReference(url: hostile, alternativeText: hostile)),
          .status(Status(.empty, message: hostile)),
        ],
        actions: [
          ScreenAction(command: hostile, label: hostile),
          ScreenAction(command: hostile, label: hostile, destination: Destination(hostile)),
        ]))
    // The one script is the page's own search script, after the content.
    #expect(page.split(separator: "<script", omittingEmptySubsequences: false).count == 2)
    #expect(page.contains("<script>\n" + HTMLSearchScript.javaScript + "\n</script>\n</body>"))
    #expect(!page.contains("\" onload"))
    #expect(!page.contains("&amp; "))
    #expect(
      page.contains(
        "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &quot; onload=&quot;x&quot; &amp;amp; ^[[2J &lt;U+202E&gt;"
      ))
    #expect(!page.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func aHostileAddressBecomesASafeFileName() {
    let list = OptionList(options: [
      OptionList.Option(
        key: "1", label: "x", destination: Destination("players?search=\"><script>"))
    ])
    let page = render(Screen(title: "x", blocks: [.options(list)]))
    #expect(page.contains("<a href=\"players-search-_22_3E_3Cscript_3E.html\">"))
  }

  @Test func pagesSayTheirLanguageInTheWordsOfTheContext() {
    var words = RendererWords()
    words.error = "Erreur\u{A0}:"
    let page = render(
      Screen(title: "Joueurs", blocks: [.status(Status(.error, message: "x"))]),
      language: Language(rawValue: "fr"), words: words)
    #expect(page.contains("<html lang=\"fr\">"))
    #expect(page.contains("<strong>Erreur\u{A0}:</strong> x"))
    let odd = renderer.render(
      Screen(title: "x"), in: RenderContext(language: Language(rawValue: "en\"><script>")))
    #expect(odd.contains("<html lang=\"en\">"))
  }

  @Test func rendersTheSameScreenIdentically() {
    let screen = Screen(title: "Players", blocks: [.text("Kylian MBAPPÉ")])
    #expect(render(screen) == render(screen))
  }

  /// A site's page links the shared style sheet and script instead of carrying them, and
  /// differs from the self-contained page in those lines only.
  @Test func aSharedAssetsPageLinksTheStyleSheetAndTheScript() {
    let screen = Screen(
      title: "Players",
      blocks: [
        .search(SearchField(label: "Search", text: "")),
        .table(Table(columns: [Table.Column("Name")], rows: [Table.Row(["Kylian MBAPPÉ"])])),
      ])
    let context = RenderContext()
    let alone = HTMLRenderer().render(screen, in: context)
    let shared = HTMLRenderer(assets: .shared).render(screen, in: context)
    #expect(!shared.contains("<style>") && !shared.contains(HTMLStyleSheet.css))
    #expect(!shared.contains(HTMLSearchScript.javaScript))
    #expect(shared.contains("<link rel=\"stylesheet\" href=\"style.css\">\n</head>"))
    #expect(shared.contains("<script src=\"search.js\"></script>\n</body>"))
    let inline = alone.replacing(
      "<style>\n" + HTMLStyleSheet.css + "\n</style>",
      with: "<link rel=\"stylesheet\" href=\"style.css\">"
    ).replacing(
      "<script>\n" + HTMLSearchScript.javaScript + "\n</script>",
      with: "<script src=\"search.js\"></script>")
    #expect(shared == inline)
    #expect(shared.utf8.count * 3 < alone.utf8.count)
    #expect(HTMLRenderer.sharedFiles.map(\.name) == ["style.css", "search.js"])
    #expect(HTMLRenderer.sharedFiles[0].contents == HTMLStyleSheet.css + "\n")
    #expect(HTMLRenderer.sharedFiles[1].contents == HTMLSearchScript.javaScript + "\n")
    // A page without a search field and a table links no script.
    let plain = HTMLRenderer(assets: .shared).render(Screen(title: "Players"), in: context)
    #expect(!plain.contains("<script"))
  }
}
