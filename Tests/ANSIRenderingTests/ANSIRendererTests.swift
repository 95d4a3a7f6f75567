import ANSIRendering
import PlainTextRendering
import Rendering
import Testing

@Suite struct ANSIRendererTests {
  static let squad = Table(
    columns: [
      Table.Column("No.", alignment: .trailing),
      Table.Column("Name", isFlexible: true),
      Table.Column("Position"),
      Table.Column(""),
    ],
    rows: [
      Table.Row(["1", "孫興慜", "Goalkeeper", ""]),
      Table.Row(["11", "Ángel DI MARÍA", "Forward", ""]),
      Table.Row(["11", "A\u{301}ngel DI MARI\u{301}A", "Forward", ""]),
      Table.Row(["7", "Kylian MBAPPÉ 👨‍👩‍👧 🇫🇷", "Forward", ""]),
      Table.Row(["25", "Nuno MENDES", "Defender", Table.Cell("Academy", role: .badge)]),
      Table.Row(["99", "evil\u{1B}[2J\u{9B}31m\u{202E}\u{0}\nname", "Hacker", ""]),
    ],
    selectedRow: 3)

  static let screens: [Screen] = [
    Screen(title: ""),
    Screen(
      title: "Players",
      breadcrumb: ["Players"],
      blocks: [
        .search(SearchField(label: "Search", text: "", placeholder: "type a name")),
        .table(squad),
        .text("Six players, one selected.", role: .secondary),
      ],
      actions: [
        ScreenAction(command: "open N", label: "Show player N"),
        ScreenAction(command: "search TEXT", label: "Filter by name"),
        ScreenAction(command: "quit", label: "Quit"),
      ]),
    Screen(
      title: "Filter — 孫興慜 Ángel DI MARÍA and a long title that needs cutting",
      breadcrumb: ["Players", "Filter"],
      blocks: [
        .text("Choose a position", role: .strong),
        .options(
          OptionList(
            options: [
              OptionList.Option(key: "1", label: "None"),
              OptionList.Option(key: "2", label: "Goalkeepers"),
            ], selectedIndex: 1)),
        .status(Status(.empty, message: "Nobody plays there.")),
      ]),
    Screen(
      title: "A\u{301}ngel DI MARI\u{301}A",
      breadcrumb: ["Players", "Ángel DI MARÍA"],
      blocks: [
        .fields([Field("Number", "11"), Field("Club", "Paris Saint-Germain Football Club")]),
        .image(ImageReference(url: "https://example.com/di-maria.png", alternativeText: "Ángel")),
        .status(Status(.loading, message: "Fetching")),
        .status(Status(.error, message: "The feed \u{1B}]52;c;cm0=\u{7} is broken")),
      ],
      actions: [ScreenAction(command: "back", label: "Back")]),
  ]

  static let widths = [20, 33, 40, 80, 120]

  func render(_ screen: Screen, width: Int, colors: ColorSupport) -> String {
    ANSIRenderer().render(screen, in: RenderContext(width: width, colors: colors))
  }

  @Test func showsTheClubColoursIn16Colours() {
    let screen = Screen(
      title: "Squad",
      breadcrumb: ["Players"],
      blocks: [
        .table(
          Table(
            columns: [
              Table.Column("No.", alignment: .trailing), Table.Column("Name", isFlexible: true),
              Table.Column(""),
            ],
            rows: [
              Table.Row(["7", "MBAPPÉ", ""]),
              Table.Row(["25", "MENDES", Table.Cell("Academy", role: .badge)]),
            ],
            selectedRow: 0)),
        .status(Status(.error, message: "Feed")),
      ],
      actions: [ScreenAction(command: "back", label: "Go back")])
    #expect(
      render(screen, width: 24, colors: .ansi16).withVisibleEscapes == """
        ␛[1;97;44mSquad                   ␛[0m
        ␛[2mPlayers␛[0m

          ␛[1;4mNo.␛[0m  ␛[1;4mName␛[0m
          ␛[2m---␛[0m  ␛[2m------␛[0m  ␛[2m-------␛[0m
        ␛[1;97;44m>   7  MBAPPÉ           ␛[0m
           25  MENDES  ␛[1;97;41mAcademy␛[0m

        ␛[1;31mError: Feed␛[0m

        ␛[1mback␛[0m  Go back

        """)
  }

  @Test func rendersTheDocumentedExample() {
    let screen = Screen(title: "Players", blocks: [.status(Status(.error, message: "No feed"))])
    let output = ANSIRenderer().render(screen, in: RenderContext(width: 20, colors: .ansi16))
    #expect(
      output
        == "\u{1B}[1;97;44mPlayers             \u{1B}[0m\n"
        + "\n"
        + "\u{1B}[1;31mError: No feed\u{1B}[0m\n")
  }

  @Test func usesTheClubsExactColoursInTrueColor() {
    let screen = Screen(
      title: "Squad", blocks: [.status(Status(.error, message: "Feed"))])
    #expect(
      render(screen, width: 20, colors: .trueColor).withVisibleEscapes == """
        ␛[1;38;2;255;255;255;48;2;0;65;112mSquad               ␛[0m

        ␛[1;38;2;218;41;28mError: Feed␛[0m

        """)
  }

  @Test(arguments: widths)
  func withoutColourPrintsExactlyThePlainText(_ width: Int) {
    for screen in Self.screens {
      let plain = PlainTextRenderer().render(screen, in: RenderContext(width: width))
      let ansi = render(screen, width: width, colors: .none)
      #expect(Array(ansi.utf8) == Array(plain.utf8))
      #expect(!ansi.unicodeScalars.contains("\u{1B}"))
    }
  }

  @Test(arguments: widths)
  func colourOnlyAddsColourToThePlainText(_ width: Int) {
    // Stripped of its sequences and of the spaces that extend a bar, the colour output is
    // the plain output: colour never moves, adds or drops a character, except where the
    // layout gives a run a richer form (a chart's blocks for its `#`s, a link's label for its
    // address).
    for screen in Self.screens {
      let lines = TerminalLayout(width: width).lines(for: screen).map { line in
        line.runs.map { $0.richText ?? $0.text }.joined()
      }
      let plain = TerminalLayout.document(lines)
      for colors in [ColorSupport.ansi16, .ansi256, .trueColor] {
        let stripped = EscapeScanner(render(screen, width: width, colors: colors)).stripped
        let trimmed = stripped.split(separator: "\n", omittingEmptySubsequences: false)
          .map { String($0).droppingTrailingSpaces }
          .joined(separator: "\n")
        #expect(trimmed == plain, "\(colors) at \(width)")
      }
    }
  }

  @Test func sixteenColoursUseOnlyTheSixteenColourCodes() {
    var colours: [[Int]] = []
    for screen in Self.screens {
      for width in Self.widths {
        colours += EscapeScanner(render(screen, width: width, colors: .ansi16)).colours
      }
    }
    #expect(!colours.isEmpty)
    for colour in colours {
      #expect(colour.count == 1, "\(colour)")
      let code = colour[0]
      #expect((30...37).contains(code) || (40...47).contains(code) || (90...97).contains(code))
    }
    #expect(colours.contains([44]))  // navy, as blue
    #expect(colours.contains([41]))  // red
  }

  @Test func twoHundredFiftySixColoursUseOnlyPaletteIndices() {
    var colours: [[Int]] = []
    for screen in Self.screens {
      colours += EscapeScanner(render(screen, width: 80, colors: .ansi256)).colours
    }
    #expect(!colours.isEmpty)
    for colour in colours {
      #expect(colour.count == 3 && [38, 48].contains(colour[0]) && colour[1] == 5, "\(colour)")
      #expect((0...255).contains(colour.last ?? -1))
    }
    #expect(colours.contains([48, 5, 24]))  // navy
    #expect(colours.contains([48, 5, 160]))  // red
  }

  @Test func trueColourUsesOnlyTwentyFourBitColours() {
    var colours: [[Int]] = []
    for screen in Self.screens {
      colours += EscapeScanner(render(screen, width: 80, colors: .trueColor)).colours
    }
    #expect(!colours.isEmpty)
    for colour in colours {
      #expect(colour.count == 5 && [38, 48].contains(colour[0]) && colour[1] == 2, "\(colour)")
      #expect(colour.dropFirst(2).allSatisfy { (0...255).contains($0) })
    }
    #expect(colours.contains([48, 2, 0x00, 0x41, 0x70]))  // navy #004170
    #expect(colours.contains([38, 2, 0xDA, 0x29, 0x1C]))  // red #DA291C
  }

  @Test(arguments: [ColorSupport.ansi16, .ansi256, .trueColor])
  func writesNoEscapeButSGR(_ colors: ColorSupport) {
    for screen in Self.screens {
      for width in Self.widths {
        let scanner = EscapeScanner(render(screen, width: width, colors: colors))
        #expect(scanner.foreign.isEmpty, "\(scanner.foreign)")
        // The one hyperlink is the picture's checked address, opened and closed.
        #expect(
          scanner.hyperlinks.isEmpty
            || scanner.hyperlinks == ["https://example.com/di-maria.png", ""],
          "\(scanner.hyperlinks)")
        #expect(scanner.attributes.isSubset(of: [0, 1, 2, 4]), "\(scanner.attributes)")
      }
    }
  }

  @Test func theScannerTellsSGRFromOtherEscapes() {
    // What the two tests above rely on: SGR is read, anything else is reported.
    let scanner = EscapeScanner("\u{1B}[1;38;5;24mA\u{1B}[0m\u{1B}[2J\u{1B}]0;x\u{7}\u{9B}B\n")
    #expect(scanner.sgrParameters == [[1, 38, 5, 24], [0]])
    #expect(scanner.colours == [[38, 5, 24]])
    #expect(scanner.attributes == [0, 1])
    #expect(scanner.foreign == [#"\e[2J at 17"#, #"\e]0;x\u{7} at 21"#, #"\u{9B} at 27"#])
    #expect(scanner.stripped == "A\u{1B}[2J\u{1B}]0;x\u{7}\u{9B}B\n")
  }

  @Test(arguments: [ColorSupport.ansi16, .ansi256, .trueColor])
  func closesEveryStyledRunWithAReset(_ colors: ColorSupport) {
    for screen in Self.screens {
      for line in render(screen, width: 40, colors: colors).split(separator: "\n") {
        let sequences = EscapeScanner(String(line)).sgrParameters
        // Sequences alternate: a style, then a reset; the line ends reset.
        for (index, parameters) in sequences.enumerated() {
          #expect((parameters == [0]) == (index % 2 == 1), "\(String(line).withVisibleEscapes)")
        }
        #expect(sequences.count % 2 == 0)
      }
    }
  }

  @Test(arguments: [20, 40, 80, 120])
  func keepsEveryLineWithinTheWidth(_ width: Int) {
    for screen in Self.screens {
      for colors in ColorSupport.allCases {
        let output = render(screen, width: width, colors: colors)
        #expect(output.hasSuffix("\n") && !output.hasSuffix("\n\n"))
        for line in EscapeScanner(output).stripped.split(separator: "\n") {
          // Only a picture's address, in plain text, may stay whole past the width.
          guard line != "https://example.com/di-maria.png" else { continue }
          #expect(String(line).displayWidth <= width, "\(colors) at \(width): \(line)")
        }
      }
    }
  }

  @Test func isDeterministic() {
    for screen in Self.screens {
      for colors in ColorSupport.allCases {
        let first = render(screen, width: 40, colors: colors)
        let second = render(screen, width: 40, colors: colors)
        #expect(Array(first.utf8) == Array(second.utf8))
      }
    }
  }
}

extension String {
  fileprivate var droppingTrailingSpaces: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
