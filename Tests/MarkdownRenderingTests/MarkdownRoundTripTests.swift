import Foundation
import MarkdownRendering
import Rendering
import TestSupport
import Testing

/// The property behind the renderer's light escaping: for random hostile strings, cmark-gfm
/// (GitHub's parser, with GitHub's extensions) reads the escaped text back as exactly the text
/// the renderer meant to show, in every place data goes (heading, paragraph, emphasis, table
/// cell, link text, task list item, chart), and finds no structure the renderer did not write.
@Suite(
  .tags(.process, .externalTool), .skippedInFastLoop,
  .enabled(if: ExternalTool.cmarkGFM.shouldRun, "needs cmark-gfm (always runs in CI)"))
struct MarkdownRoundTripTests {
  /// Pieces the strings are made of: every character CommonMark or GFM gives a meaning, the
  /// constructs they start, controls, and ordinary text.
  static let pieces: [String] = [
    "*", "_", "`", "[", "]", "(", ")", "!", "<", ">", "&", "#", "|", "~", "\\", "-", "+", ".",
    ":", "/", "@", "=", ";", "\"", "'", "^", "{", "}", "$", "%", "?", ",", "a", "B", "z", "1",
    "9", "0", " ", "  ", "\t", "\n", "\u{1B}[2J", "é", "É", "孫", "e\u{301}", "\u{A0}",
    "\u{202E}", "www.", "https://", "http://", "ftp://", "&amp;", "&#65;", "&#x41;", "&copy;",
    "&nbsp;", "a@b.fr", "mailto:", "xmpp:", "<b>", "</i>", "<!--", "<?", "<![CDATA[", "1.",
    "1)", "***", "___", "---", "```", "~~~", "[^1]", "[x]", "[ ]", "](x)", "![", "\\*",
    "snake_case", "No.", "20/12/1998", " #", "##",
  ]

  /// A string of up to 12 pieces.
  static func randomString(using generator: inout SeededGenerator) -> String {
    let count = Int.random(in: 1...12, using: &generator)
    return (0..<count).map { _ in generator.pick(pieces) }.joined()
  }

  /// Every place the renderer puts data, each string in all of them.
  static func screen(showing data: String) -> Screen {
    Screen(
      title: data,
      breadcrumb: [data, data],
      blocks: [
        .text(data),
        .text(data, role: .strong),
        .text(data, role: .secondary),
        .table(
          Table(
            columns: [Table.Column(data)],
            rows: [
              Table.Row([Table.Cell(data, role: .strong)], destination: Destination("player/1")),
              Table.Row([Table.Cell(data)]),
            ])),
        .options(
          OptionList(options: [
            OptionList.Option(key: "1", label: data, destination: Destination("players"))
          ])),
        .fields([Field(data, data)]),
        .chart(
          BarChart(
            title: data, bars: [BarChart.Bar(data, value: 3, destination: Destination("player/2"))]
          )),
      ],
      back: Destination("players"))
  }

  @Test func cmarkReadsEveryEscapedStringBackAsItself() throws {
    let executable = try ExternalTool.cmarkGFM.require()
    var generator = SeededGenerator(seed: 2026)
    var checked = 0
    while checked < 200 {
      let data = Self.randomString(using: &generator)
      let text = data.markdownLiteral
      // A blank string is left out by design (a blank heading, no emphasis); nothing to read.
      guard !text.isEmpty else { continue }
      checked += 1
      let markdown = MarkdownRenderer().render(Self.screen(showing: data), in: RenderContext())
      let document = try CMarkGFM.parse(markdown, executable: executable)
      let context = "\(data.debugDescription)\n\(markdown)"

      // The structure is the renderer's, whatever the data.
      try #require(
        document.children.map(\.name) == [
          "heading", "paragraph", "paragraph", "paragraph", "paragraph", "table", "list", "table",
          "table",
        ], "\(context)")
      for name in ["html_inline", "html_block", "code", "code_block", "strikethrough", "image"] {
        #expect(!document.allNames.contains(name), "\(name): \(context)")
      }
      let links = document.all(named: "link")
      #expect(
        links.map { $0.attributes["destination"] ?? "" } == [
          "players.md", "player-1.md", "players.md", "player-2.md",
        ], "\(context)")
      #expect(links.allSatisfy { $0.allText == text }, "\(context)")

      // Each place reads back as the text.
      let blocks = document.children
      #expect(blocks[0].allText == text, "heading: \(context)")
      #expect(blocks[1].allText == text + " › " + text, "breadcrumb: \(context)")
      #expect(blocks[2].allText == text, "paragraph: \(context)")
      #expect(blocks[3].children.map(\.name) == ["strong"], "strong: \(context)")
      #expect(blocks[3].allText == text, "strong: \(context)")
      #expect(blocks[4].children.map(\.name) == ["emph"], "emphasis: \(context)")
      #expect(blocks[4].allText == text, "emphasis: \(context)")
      let cells = blocks[5].all(named: "table_cell").map(\.allText)
      #expect(cells == [text, text, text], "table: \(context)")
      #expect(blocks[6].all(named: "paragraph").map(\.allText) == ["1. " + text], "\(context)")
      #expect(
        blocks[7].all(named: "table_cell").map(\.allText) == ["Field", "Value", text, text],
        "fields: \(context)")
      #expect(
        blocks[8].all(named: "table_cell").map(\.allText).prefix(4) == ["", text, "", text],
        "chart: \(context)")
    }
  }

  /// The point of escaping only where it matters: ordinary text keeps no backslash.
  @Test func ordinaryTextHasNoBackslash() {
    for data in [
      "20/12/1998", "Filter: Goalkeepers", "No.", "Tom & Jerry", "Neymar Jr.",
      "Paris Saint-Germain", "a < b", "3 + 4 = 7", "snake_case", "50%", "(2021-22)",
    ] {
      let markdown = MarkdownRenderer().render(
        Screen(title: "T", blocks: [.text(data)]), in: RenderContext())
      #expect(markdown == "# T\n\n\(data)\n", "\(markdown)")
    }
  }
}
