import PlainTextRendering
import Rendering
import Testing

@Suite struct PlainTextRendererTests {
  /// The rendered text without its final newline, to compare with a multi-line literal.
  func render(_ screen: Screen, width: Int = 40) -> String {
    let output = PlainTextRenderer().render(screen, in: RenderContext(width: width))
    #expect(output.hasSuffix("\n"))
    return String(output.dropLast())
  }

  static let squad = Table(
    columns: [
      Table.Column("No.", alignment: .trailing),
      Table.Column("Name", isFlexible: true),
      Table.Column("Position"),
      Table.Column(""),
    ],
    rows: [
      Table.Row(["7", "Kylian MBAPPÉ", "Forward", ""]),
      Table.Row(["30", "Lionel MESSI", "Forward", ""]),
      Table.Row(["25", "Nuno MENDES", "Defender", Table.Cell("Academy", role: .badge)]),
    ],
    selectedRow: 1)

  @Test func showsTitleBreadcrumbBlocksAndActions() {
    let screen = Screen(
      title: "Players",
      breadcrumb: ["Players", "Filter"],
      blocks: [.text("Pick a position."), .search(SearchField(label: "Search", text: "mba"))],
      actions: [ScreenAction(command: "back", label: "Go back")])
    #expect(
      render(screen) == """
        Players
        Players > Filter

        Pick a position.

        Search: mba

        back  Go back
        """)
  }

  @Test func rendersTheDocumentedExample() {
    let screen = Screen(
      title: "Player",
      breadcrumb: ["Players", "Kylian MBAPPÉ"],
      blocks: [.fields([Field("Number", "7"), Field("Position", "Forward")])],
      actions: [ScreenAction(command: "back", label: "Back to the list")])
    #expect(
      PlainTextRenderer().render(screen, in: RenderContext(width: 40)) == """
        Player
        Players > Kylian MBAPPÉ

        Number    7
        Position  Forward

        back  Back to the list

        """)
  }

  @Test func wrapsParagraphsAtWordsAndCutsLongWords() {
    let screen = Screen(
      title: "Club",
      blocks: [
        .text("Paris Saint-Germain is a football club   based in Paris."),
        .text("Supercalifragilisticexpialidocious", role: .secondary),
        .text("孫興慜孫興慜孫興慜孫興慜", role: .strong),
      ])
    #expect(
      render(screen, width: 20) == """
        Club

        Paris Saint-Germain
        is a football club
        based in Paris.

        Supercalifragilistic
        expialidocious

        孫興慜孫興慜孫興慜孫
        興慜
        """)
  }

  @Test func showsThePlaceholderOfAnEmptySearch() {
    let screen = Screen(
      title: "Players",
      blocks: [.search(SearchField(label: "Search", text: "", placeholder: "type a name"))])
    #expect(
      render(screen) == """
        Players

        Search: (type a name)
        """)
  }

  @Test func alignsTableColumnsAndMarksTheSelectedRow() {
    let screen = Screen(title: "Squad", blocks: [.table(Self.squad)])
    #expect(
      render(screen) == """
        Squad

          No.  Name           Position
          ---  -------------  --------  -------
            7  Kylian MBAPPÉ  Forward
        >  30  Lionel MESSI   Forward
           25  Nuno MENDES    Defender  Academy
        """)
  }

  @Test func shrinksTheFlexibleColumnOfATableWiderThanTheWidth() {
    let screen = Screen(title: "Squad", blocks: [.table(Self.squad)])
    #expect(
      render(screen, width: 35) == """
        Squad

          No.  Name       Position
          ---  ---------  --------  -------
            7  Kylian M…  Forward
        >  30  Lionel M…  Forward
           25  Nuno MEN…  Defender  Academy
        """)
  }

  @Test func shrinksOtherColumnsWhenTheFlexibleOneIsNotEnough() {
    // 12 columns are left for cells: the name gives up all but 4, then the widest columns
    // give up width in turn until every column is 3 wide.
    let screen = Screen(title: "Squad", blocks: [.table(Self.squad)])
    #expect(
      render(screen, width: 20) == """
        Squad

          No.  Na…  Po…
          ---  ---  ---  ---
            7  Ky…  Fo…
        >  30  Li…  Fo…
           25  Nu…  De…  Ac…
        """)
  }

  @Test func padsShortRowsIgnoresExtraCellsAndOutOfRangeSelection() {
    let table = Table(
      columns: [Table.Column("A"), Table.Column("B")],
      rows: [Table.Row(["1"]), Table.Row(["2", "x", "extra"]), Table.Row(["3", "y"])],
      selectedRow: 7)
    #expect(
      render(Screen(title: "Ragged", blocks: [.table(table)])) == """
        Ragged

          A  B
          -  -
          1
          2  x
          3  y
        """)
    let negative = Table(columns: table.columns, rows: table.rows, selectedRow: -1)
    #expect(!render(Screen(title: "Ragged", blocks: [.table(negative)])).contains(">"))
  }

  @Test func marksTheCurrentOption() {
    let list = OptionList(
      options: [
        OptionList.Option(key: "1", label: "None"),
        OptionList.Option(key: "2", label: "Goalkeepers"),
        OptionList.Option(key: "10", label: "Defenders"),
      ],
      selectedIndex: 1)
    #expect(
      render(Screen(title: "Filter", blocks: [.options(list)])) == """
        Filter

           1. None
        >  2. Goalkeepers *
          10. Defenders
        """)
  }

  @Test func alignsFieldValuesAndWrapsThemUnderThemselves() {
    let short = [Field("Number", "7"), Field("Position", "Forward"), Field("Born", "20/12/1998")]
    #expect(
      render(Screen(title: "Player", blocks: [.fields(short)])) == """
        Player

        Number    7
        Position  Forward
        Born      20/12/1998
        """)
    let long = [Field("Club", "Paris Saint-Germain Football Club"), Field("No.", "7")]
    #expect(
      render(Screen(title: "Player", blocks: [.fields(long)]), width: 24) == """
        Player

        Club  Paris
              Saint-Germain
              Football Club
        No.   7
        """)
  }

  @Test func showsAnImageAsItsTextAndItsWholeAddress() {
    // An https address stays whole on its own line, however narrow the width, so that it can
    // be copied or clicked.
    let image = ImageReference(
      url: "https://example.com/mbappe.png?mode=crop&width=800", alternativeText: "Kylian MBAPPÉ")
    for width in [24, 60] {
      #expect(
        render(Screen(title: "Photo", blocks: [.image(image)]), width: width) == """
          Photo

          Kylian MBAPPÉ:
          https://example.com/mbappe.png?mode=crop&width=800
          """)
    }
    // Any other address is wrapped, never cut.
    let other = ImageReference(url: "http://example.com/mbappe.png", alternativeText: "Kylian")
    #expect(
      render(Screen(title: "Photo", blocks: [.image(other)]), width: 60) == """
        Photo

        Kylian: http://example.com/mbappe.png
        """)
    #expect(
      render(Screen(title: "Photo", blocks: [.image(other)]), width: 24) == """
        Photo

        Kylian:
        http://example.com/mbapp
        e.png
        """)
  }

  @Test func namesEachKindOfStatus() {
    let screen = Screen(
      title: "Players",
      blocks: [
        .status(Status(.loading, message: "Fetching the squad")),
        .status(Status(.empty, message: "No player matches “zz”.")),
        .status(Status(.error, message: "The feed could not be read.")),
        .status(Status(.loading, message: "")),
      ])
    #expect(
      render(screen) == """
        Players

        Loading… Fetching the squad

        Nothing to show: No player matches “zz”.

        Error: The feed could not be read.

        Loading…
        """)
  }

  @Test func writesTheWordsOfTheContext() {
    let screen = Screen(
      title: "Joueurs", blocks: [.status(Status(.error, message: "Flux illisible"))])
    var words = RendererWords()
    words.error = "Erreur :"
    let output = PlainTextRenderer().render(screen, in: RenderContext(width: 40, words: words))
    #expect(output == "Joueurs\n\nErreur : Flux illisible\n")
  }

  @Test func wrapsActionsBetweenActions() {
    let screen = Screen(
      title: "Players",
      actions: [
        ScreenAction(command: "open N", label: "Show player N"),
        ScreenAction(command: "search TEXT", label: "Filter by name"),
        ScreenAction(command: "back", label: "Go back"),
        ScreenAction(command: "quit", label: "Quit"),
      ])
    #expect(
      render(screen) == """
        Players

        open N  Show player N
        search TEXT  Filter by name
        back  Go back · quit  Quit
        """)
  }

  @Test func showsHostileNamesVisiblyAndKeepsColumnsAligned() {
    let table = Table(
      columns: [
        Table.Column("No.", alignment: .trailing), Table.Column("Name", isFlexible: true),
        Table.Column("Pos"),
      ],
      rows: [
        Table.Row(["7", "Kylian\u{1B}[2J", "FW"]),
        Table.Row(["8", "A\u{9B}31m", "MF"]),
        Table.Row(["9", "evil\u{202E}x", "DF"]),
        Table.Row(["10", "a\u{0}b\nc", "GK"]),
      ])
    let screen = Screen(
      title: "Squad\u{1B}]52;c;cm0=\u{7}", breadcrumb: ["Players", "\u{7F}"],
      blocks: [.table(table)])
    #expect(
      render(screen, width: 80) == """
        Squad^[]52;c;cm0=^G
        Players > ^?

          No.  Name           Pos
          ---  -------------  ---
            7  Kylian^[[2J    FW
            8  A<U+009B>31m   MF
            9  evil<U+202E>x  DF
           10  a^@b^Jc        GK
        """)
  }

  @Test func endsWithOneNewlineAndNoTrailingSpaces() {
    let screens = [
      Screen(title: ""),
      Screen(title: "Squad", blocks: [.table(Self.squad), .text("   ")]),
      Screen(title: "Players ", actions: [ScreenAction(command: "quit ", label: "")]),
    ]
    for screen in screens {
      for width in [20, 35, 80] {
        let output = PlainTextRenderer().render(screen, in: RenderContext(width: width))
        #expect(output.hasSuffix("\n") && !output.hasSuffix("\n\n"))
        for line in output.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
          #expect(!line.hasSuffix(" "), "\(line)")
          #expect(line.displayWidthOfSubstring <= width)
        }
      }
    }
    #expect(PlainTextRenderer().render(Screen(title: ""), in: RenderContext()) == "\n")
  }
}

extension Substring {
  fileprivate var displayWidthOfSubstring: Int { String(self).displayWidth }
}
