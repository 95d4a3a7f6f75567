import MarkdownRendering
import Rendering
import Testing

@Suite struct MarkdownRendererTests {
  static let everyBlock = Screen(
    title: "Players",
    breadcrumb: ["Players", "Filters"],
    blocks: [
      .text("Squad 2021-22", role: .strong),
      .text("Tap a number", role: .secondary),
      .text("All players", role: .body),
      .search(SearchField(label: "Search", text: "mba")),
      .table(
        Table(
          columns: [Table.Column("No.", alignment: .trailing), Table.Column("Name")],
          rows: [
            Table.Row(["1", "Keylor NAVAS"]),
            Table.Row(["7", "Kylian MBAPPÉ", "extra"]),
            Table.Row([Table.Cell("33"), Table.Cell("Academy", role: .badge)]),
            Table.Row(["44"]),
          ],
          selectedRow: 1)),
      .options(
        OptionList(
          options: [
            OptionList.Option(key: "1", label: "None"),
            OptionList.Option(key: "2", label: "Goalkeepers"),
          ],
          selectedIndex: 0)),
      .options(OptionList(options: [OptionList.Option(key: "3", label: "Forwards")])),
      .fields([Field("Height", "178 cm"), Field("Weight", "73 kg")]),
      .image(ImageReference(url: "https://psg.fr/7.png?w=800&h=800", alternativeText: "MBAPPÉ")),
      .status(Status(.loading, message: "Fetching the squad")),
      .status(Status(.error, message: "Offline")),
      .status(Status(.empty, message: "No player")),
      .chart(
        BarChart(
          title: "Goals",
          bars: [
            BarChart.Bar("Kylian MBAPPÉ", value: 139, destination: Destination("player/7")),
            BarChart.Bar("Neymar Jr.", value: 90),
            BarChart.Bar("Keylor NAVAS", value: 0),
          ])),
    ],
    actions: [
      ScreenAction(command: "open N", label: "Show player N"),
      ScreenAction(command: "back", label: ""),
      ScreenAction(
        command: "filter", label: "Choose a filter", destination: Destination("filters")),
    ])

  @Test func rendersEveryBlockKind() {
    let output = MarkdownRenderer().render(Self.everyBlock, in: RenderContext())
    #expect(
      output == #"""
        # Players

        *Players › Filters*

        **Squad 2021-22**

        *Tap a number*

        All players

        **Search:** mba

        |  | No. | Name |
        | --- | ---: | --- |
        |  | 1 | Keylor NAVAS |
        | **▶** | 7 | Kylian MBAPPÉ |
        |  | 33 | **Academy** |
        |  | 44 |  |

        - [x] 1. None
        - [ ] 2. Goalkeepers

        + [ ] 3. Forwards

        | Field | Value |
        | --- | --- |
        | Height | 178 cm |
        | Weight | 73 kg |

        ![MBAPPÉ](https://psg.fr/7.png?w=800&h=800)

        > **Loading…** Fetching the squad

        > **Error:** Offline

        > **Nothing to show:** No player

        |  | Goals |  |
        | --- | ---: | --- |
        | [Kylian MBAPPÉ](player-7.md) | 139 | ████████████████████ |
        | Neymar Jr. | 90 | █████████████ |
        | Keylor NAVAS | 0 |  |

        ---

        - [Choose a filter](filters.md)

        """#)
  }

  @Test func writesTheWordsOfTheContext() {
    let screen = Screen(
      title: "Joueurs",
      blocks: [
        .search(SearchField(label: "", text: "", placeholder: "un nom")),
        .fields([Field("Taille", "178 cm")]),
        .image(ImageReference(url: "ftp://psg.fr/7.png", alternativeText: "MBAPPÉ")),
        .status(Status(.loading, message: "")),
        .status(Status(.error, message: "Hors ligne")),
      ])
    var words = RendererWords()
    (words.loading, words.error, words.search) = ("Chargement…", "Erreur :", "Recherche")
    (words.field, words.value, words.image, words.colon) = ("Champ", "Valeur", "Image :", " :")
    let output = MarkdownRenderer().render(screen, in: RenderContext(words: words))
    #expect(
      output == #"""
        # Joueurs

        | Champ | Valeur |
        | --- | --- |
        | Taille | 178 cm |

        **Image :** MBAPPÉ (ftp\://psg.fr/7.png)

        > **Chargement…**

        > **Erreur :** Hors ligne

        """#)
  }

  @Test func ignoresWidthAndColors() {
    let narrow = MarkdownRenderer().render(Self.everyBlock, in: RenderContext(width: 20))
    let wide = MarkdownRenderer().render(
      Self.everyBlock, in: RenderContext(width: 200, colors: .trueColor))
    #expect(narrow == wide)
    #expect(!wide.contains("\u{1B}"))
  }

  @Test func leavesOutBlankEmphasisAndEmptyBlocks() {
    let screen = Screen(
      title: "",
      breadcrumb: ["  ", ""],
      blocks: [
        .text("   ", role: .strong), .fields([]), .options(OptionList(options: [])),
        .table(Table(columns: [], rows: [Table.Row(["lost"])])),
        .text(" padded ", role: .secondary),
      ])
    // `****` alone would be a thematic break; a table without columns cannot be written.
    #expect(MarkdownRenderer().render(screen, in: RenderContext()) == "#\n\n*padded*\n")
  }
}
