import Rendering
import TerminalRendering
import Testing

@Suite struct TerminalLayoutTests {
  static let players = Screen(
    title: "Players",
    breadcrumb: ["Players"],
    blocks: [
      .search(SearchField(label: "Search", text: "m")),
      .table(
        Table(
          columns: [
            Table.Column("No.", alignment: .trailing),
            Table.Column("Name", isFlexible: true),
            Table.Column(""),
          ],
          rows: [
            Table.Row(["7", "Kylian MBAPPÉ", ""]),
            Table.Row(["30", "Lionel MESSI", ""]),
            Table.Row(["25", "Nuno MENDES", Table.Cell("Academy", role: .badge)]),
          ],
          selectedRow: 1)),
    ],
    actions: [ScreenAction(command: "open N", label: "Show player N")])

  /// Every kind of block, with hostile, wide and accented text.
  static let hostile = Screen(
    title: "孫興慜 \u{1B}[2J Ángel DI MARÍA \u{9B}31m",
    breadcrumb: ["Players", "evil\u{202E}gnp.exe", "a\u{0}b\nc\td\u{7F}"],
    blocks: [
      .text("Supercalifragilisticexpialidocious 孫興慜孫興慜 👨‍👩‍👧 🇫🇷 A\u{301}ngel", role: .strong),
      .search(SearchField(label: "Search\u{1B}]52;c;cm0=\u{7}", text: "\u{2066}mba\u{2069}")),
      .table(
        Table(
          columns: [
            Table.Column("No.", alignment: .trailing), Table.Column("Name", isFlexible: true),
            Table.Column("Position\u{85}"),
          ],
          rows: [
            Table.Row(["1\u{1B}[31m", "孫興慜孫興慜孫興慜", "Goalkeeper", "extra"]),
            Table.Row(["11"]),
            Table.Row([]),
            Table.Row(["7", Table.Cell("Academy\u{1B}", role: .badge), "A\u{301}ngel"]),
          ],
          selectedRow: 3)),
      .options(
        OptionList(
          options: [
            OptionList.Option(key: "1\u{1B}", label: "None\u{202E}"),
            OptionList.Option(key: "", label: "孫興慜孫興慜孫興慜孫興慜孫興慜"),
          ], selectedIndex: 5)),
      .fields([Field("Label\u{0}", "value\nwith newline"), Field("孫興慜孫興慜孫興慜孫興慜", "x")]),
      .image(
        ImageReference(url: "https://example.com/\u{1B}]8;;x\u{7}", alternativeText: "\u{9B}")),
      .status(Status(.error, message: "\u{1B}[2J")),
    ],
    actions: [
      ScreenAction(command: "open\u{1B}", label: "孫興慜孫興慜孫興慜孫興慜孫興慜孫興慜"),
      ScreenAction(command: "", label: ""),
      ScreenAction(command: "q", label: ""),
    ])

  @Test func laysOutTheDocumentedExample() {
    let lines = TerminalLayout(width: 30).lines(for: Self.players)
    let output = lines.map { line in
      line.runs.map { run in run.style == .title ? run.text.uppercased() : run.text }.joined()
    }.joined(separator: "\n")
    #expect(
      output == """
        PLAYERS
        Players

        Search: m

          No.  Name
          ---  -------------  -------
            7  Kylian MBAPPÉ
        >  30  Lionel MESSI
           25  Nuno MENDES    Academy

        open N  Show player N
        """)
  }

  @Test func namesWhatEachRunIs() {
    let lines = TerminalLayout(width: 30).lines(for: Self.players)
    #expect(lines[0].runs == [StyledRun("Players", style: .title)])
    #expect(lines[1].runs == [StyledRun("Players", style: .breadcrumb)])
    #expect(lines[3].runs == [StyledRun("Search:", style: .label), StyledRun(" "), StyledRun("m")])
    #expect(lines[5].runs.filter { $0.style == .columnHeader }.map(\.text) == ["No.", "Name"])
    #expect(lines[6].runs.filter { $0.style == .rule }.count == 3)
    #expect(lines[8].runs.allSatisfy { $0.style == .selectedRow })
    #expect(lines[8].text == ">  30  Lionel MESSI")
    #expect(lines[9].runs.last == StyledRun("Academy", style: .badge))
    #expect(lines[11].runs.map(\.style) == [.actionKey, .body, .actionLabel])
  }

  /// The spaces between two cells of a row are one run in the row's padding style, and no run
  /// of spaces ends a row.
  @Test func aTableRowHasOneRunOfSpacesBetweenTwoTexts() {
    let lines = TerminalLayout(width: 30).lines(for: Self.players)
    #expect(
      lines[7].runs == [
        StyledRun("    "), StyledRun("7"), StyledRun("  "), StyledRun("Kylian MBAPPÉ"),
      ])
    #expect(
      lines[8].runs == [
        StyledRun("> ", style: .selectedRow), StyledRun(" ", style: .selectedRow),
        StyledRun("30", style: .selectedRow), StyledRun("  ", style: .selectedRow),
        StyledRun("Lionel MESSI", style: .selectedRow),
      ])
    #expect(
      lines[9].runs == [
        StyledRun("   "), StyledRun("25"), StyledRun("  "), StyledRun("Nuno MENDES"),
        StyledRun("    "), StyledRun("Academy", style: .badge),
      ])
    #expect(
      lines[6].runs == [
        StyledRun("  "), StyledRun("---", style: .rule), StyledRun("  "),
        StyledRun("-------------", style: .rule), StyledRun("  "),
        StyledRun("-------", style: .rule),
      ])
  }

  @Test func stylesParagraphsStatusAndOptionsBySemantics() {
    let screen = Screen(
      title: "",
      blocks: [
        .text("Heading", role: .strong), .text("hint", role: .secondary),
        .status(Status(.loading, message: "")), .status(Status(.empty, message: "none")),
        .status(Status(.error, message: "bad")),
        .options(
          OptionList(
            options: [
              OptionList.Option(key: "1", label: "A"), OptionList.Option(key: "2", label: "B"),
            ],
            selectedIndex: 1)),
      ])
    let lines = TerminalLayout(width: 30).lines(for: screen).filter { !$0.runs.isEmpty }
    #expect(
      lines.map { $0.runs.first?.style } == [
        .heading, .secondary, .loading, .empty, .error, .body, .currentOption,
      ])
    #expect(lines[6].runs.allSatisfy { $0.style == .currentOption })
    #expect(lines.map(\.text).suffix(2) == ["  1. A", "> 2. B *"])
  }

  @Test(arguments: [1, 2, 5, 10, 20, 33, 40, 80, 120])
  func keepsItsPromisesOnHostileText(_ width: Int) {
    let lines = TerminalLayout(width: width).lines(for: Self.hostile)
    #expect(lines.count > 20)
    for line in lines {
      #expect(line.displayWidth <= width, "\(line.text)")
      #expect(!line.text.hasSuffix(" "), "\(line.text)")
      for run in line.runs {
        #expect(!run.text.isEmpty)
        let controls = run.text.unicodeScalars.filter { scalar in
          scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
        #expect(controls.isEmpty, "\(run.text)")
      }
    }
  }

  @Test func showsHostileTextVisibly() {
    let text = TerminalLayout(width: 200).lines(for: Self.hostile).map(\.text)
    #expect(text[0] == "孫興慜 ^[[2J Ángel DI MARÍA <U+009B>31m")
    #expect(text[1] == "Players > evil<U+202E>gnp.exe > a^@b^Jc^Id^?")
    #expect(text.contains("Search^[]52;c;cm0=^G: <U+2066>mba<U+2069>"))
    #expect(text.contains("Error: ^[[2J"))
  }

  @Test func isAPureFunctionOfItsInputs() {
    let layout = TerminalLayout(width: 40)
    #expect(layout.lines(for: Self.hostile) == layout.lines(for: Self.hostile))
    #expect(TerminalLayout(context: RenderContext(width: 40)) == layout)
    #expect(TerminalLayout(width: -5).width == 1)
  }

  @Test func stylesJoinIntoTheLineText() {
    let line = StyledLine([StyledRun("Search: ", style: .label), StyledRun("孫興慜")])
    #expect(line.text == "Search: 孫興慜")
    #expect(line.displayWidth == 14)
    #expect(StyledRun("Ángel").displayWidth == 5)
  }

  @Test func layingOutNothingGivesNoLines() {
    #expect(TerminalLayout(width: 40).lines(for: Screen(title: "")).isEmpty)
    let empty = Screen(
      title: "", blocks: [.text(""), .table(Table(columns: [], rows: [])), .fields([])])
    #expect(TerminalLayout(width: 40).lines(for: empty).isEmpty)
  }
}
