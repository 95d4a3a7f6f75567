import Rendering

extension RendererConformance {
  /// The screens the check renders: every kind of block, hostile data, wide and accented names,
  /// every status, and edge cases (empty and ragged tables, blank strings).
  ///
  /// Useful beyond the check, for example to write golden files for a new renderer.
  public static let sampleScreens: [ConformanceSample] = [
    ConformanceSample(name: "every block", screen: everyBlockScreen),
    ConformanceSample(name: "hostile data", screen: hostileScreen),
    ConformanceSample(name: "wide names", screen: wideNamesScreen),
    ConformanceSample(name: "statuses", screen: statusesScreen),
    ConformanceSample(name: "edge cases", screen: edgeCasesScreen),
  ]

  /// One block of every kind, the way the squad list and a player's page use them.
  static let everyBlockScreen = Screen(
    title: "Players",
    breadcrumb: ["Players", "Filters"],
    blocks: sampleBlocks,
    actions: [
      ScreenAction(command: "open N", label: "Show player N"),
      ScreenAction(command: "back", label: "Go back", destination: Destination("players")),
    ],
    address: Destination("players?filter=goalkeepers&search=mba"),
    back: Destination("players"))

  /// One block of each kind, in the order `Block` declares them.
  static let sampleBlocks: [Block] = [
    .text("Paris Saint-Germain squad 2021", role: .strong),
    .search(SearchField(label: "Search", text: "mba", placeholder: "type a name")),
    .table(
      Table(
        columns: [
          Table.Column("No", alignment: .trailing), Table.Column("Name", isFlexible: true),
          Table.Column("Position"),
        ],
        rows: [
          Table.Row(["1", "Keylor NAVAS", "Goalkeeper"], destination: Destination("player/1")),
          Table.Row(["7", "Kylian MBAPPÉ", "Forward"], destination: Destination("player/7")),
          Table.Row(["33", "Warren ZAÏRE-EMERY", Table.Cell("Academy", role: .badge)]),
        ],
        selectedRow: 1)),
    .options(
      OptionList(
        options: [
          OptionList.Option(key: "1", label: "Everyone", destination: Destination("players")),
          OptionList.Option(
            key: "2", label: "Goalkeepers", destination: Destination("players?filter=goalkeepers")),
        ],
        selectedIndex: 0)),
    .fields([Field("Height", "178 cm"), Field("Born", "20 December 1998")]),
    .image(
      ImageReference(url: "https://images.example.com/mbappe.png", alternativeText: "Portrait")),
    .status(Status(.empty, message: "No player matches zz")),
    .chart(
      BarChart(
        title: "Goals",
        bars: [
          BarChart.Bar("Kylian MBAPPÉ", value: 139, destination: Destination("player/7")),
          BarChart.Bar("Neymar Jr.", value: 90),
          BarChart.Bar("Presnel KIMPEMBE", value: 1),
          BarChart.Bar("Keylor NAVAS", value: 0),
        ])),
  ]

  /// Data that tries to clear the screen, write the clipboard, hide text or add markup, and
  /// addresses that try to break out of a link.
  static let hostileScreen = Screen(
    title: "Players\u{1B}[2J\u{1B}[H",
    breadcrumb: ["Home\u{1B}]52;c;cGF5bG9hZA==\u{7}", "List\u{9B}31m"],
    blocks: [
      .text("Reversed\u{202E}gnp.exe name and NUL\u{0}byte", role: .body),
      .text("Line one\nLine two\r\nTab\tend\u{7F}", role: .secondary),
      .search(SearchField(label: "Search`", text: "<script>alert(1)</script>")),
      .table(
        Table(
          columns: [Table.Column("No|", alignment: .trailing), Table.Column("Name**")],
          rows: [
            Table.Row(["9|9", "Pipe | in name"]),
            Table.Row(["10", "`code` and ``double``"]),
            Table.Row(["11", "[x](javascript:alert(1)) link"]),
            Table.Row(["12", Table.Cell("**bold** _it_ ~~s~~", role: .strong)]),
            Table.Row(["13", "www.example.com and https://example.com and me@example.com"]),
            Table.Row(
              ["14", "\"><img src=x onerror=alert(1)> '<a href=//evil.example>x</a>' <!-- c"],
              destination: Destination("player/14\" onclick=\"alert(1)\"><script>")),
            Table.Row(["15", "&lt;i&gt; &#60;u&#62; &amp;amp;"]),
          ],
          selectedRow: 2)),
      .options(
        OptionList(
          options: [
            OptionList.Option(key: "1\u{1B}[31m", label: "<b>Bold</b> &amp; more"),
            OptionList.Option(
              key: "2", label: "# Heading\u{2066}isolate",
              destination: Destination("players?search=')](javascript:alert(1)) <b>")),
          ],
          selectedIndex: 1)),
      .fields([Field("Name\u{1B}[8m", "Hidden\u{0}text"), Field("![img](x)", "> quote")]),
      .image(ImageReference(url: "javascript:alert(1)", alternativeText: "Picture\u{1B}[5m")),
      .image(
        ImageReference(
          url: "https://example.com/a.png\" onerror=\"alert(1)", alternativeText: "Quote\"d")),
      .status(Status(.error, message: "Failed\u{1B}]8;;http://evil.example\u{7}link")),
      .image(
        ImageReference(
          url: "https://example.com/\u{1B}]8;;https://evil.example\u{1B}\\x.png",
          alternativeText: "Smuggled link")),
      .chart(
        BarChart(
          title: "Goals\u{1B}[2J | **bold**",
          bars: [
            BarChart.Bar("<script>alert(1)</script>", value: Int.max),
            BarChart.Bar("[x](javascript:alert(1))", value: Int.min),
            BarChart.Bar(
              "Wide 孫興慜 and a name far longer than any narrow terminal", value: -1,
              destination: Destination("player/1\" onclick=\"alert(1)")),
          ], scale: Int.max)),
    ],
    actions: [
      ScreenAction(
        command: "open\u{9B}2J", label: "Open\u{202E} player",
        destination: Destination("player/1)](javascript:alert(1))\" onfocus=\"x"))
    ],
    address: Destination("players?search=<script>"),
    back: Destination("players\"><iframe src=x>"))

  /// Names that are wider or narrower than their number of characters, and long ones.
  static let wideNamesScreen = Screen(
    title: "Ángel DI MARÍA and 孫興慜",
    breadcrumb: ["Players", "Ángel DI MARÍA"],
    blocks: [
      .table(
        Table(
          columns: [
            Table.Column("No", alignment: .trailing), Table.Column("Name", isFlexible: true),
          ],
          rows: [
            Table.Row(["11", "Ángel DI MARÍA"]),
            Table.Row(["12", "A\u{301}ngel decomposed"]),
            Table.Row(["13", "孫興慜 wide"]),
            Table.Row(["14", "Family 👨‍👩‍👧 emoji"]),
            Table.Row(["15", "Abdou Diallo Mbappé Navas Wijnaldum Kimpembe Marquinhos Verratti"]),
          ],
          selectedRow: 0)),
      .fields([Field("Country", "Côte d’Ivoire"), Field("名前", "孫興慜")]),
      .text(
        "A long paragraph that goes on well past the narrowest width a renderer is asked to "
          + "honour, with Éric, Mbappé and 孫興慜 along the way.", role: .body),
    ],
    actions: [ScreenAction(command: "back", label: "Revenir à la liste des joueurs")])

  /// The states a scene shows instead of content.
  static let statusesScreen = Screen(
    title: "Loading",
    blocks: [
      .status(Status(.loading, message: "Downloading squad")),
      .status(Status(.empty, message: "Nothing here")),
      .status(Status(.error, message: "Network unreachable")),
    ])

  /// Blank strings, an empty table, a ragged row, no selection.
  static let edgeCasesScreen = Screen(
    title: "Edge cases",
    breadcrumb: ["", "Edge cases"],
    blocks: [
      .search(SearchField(label: "", text: "", placeholder: "type a name")),
      .table(Table(columns: [Table.Column("Empty")], rows: [])),
      .table(
        Table(
          columns: [Table.Column("First"), Table.Column("Second"), Table.Column("Third")],
          rows: [Table.Row(["short"]), Table.Row(["full", "row", "here"])])),
      .options(OptionList(options: [OptionList.Option(key: "x", label: "Unselected")])),
      .text("   ", role: .strong),
      .fields([]),
      .image(ImageReference(url: "", alternativeText: "No address")),
      .status(Status(.loading, message: "")),
    ])
}
