import Foundation
import MarkdownRendering
import Rendering
import TestSupport
import Testing

/// Parses the renderer's output with cmark-gfm, GitHub's own parser, and checks that hostile
/// data adds no structure: one table row per row, the same cells in every row, no HTML, no
/// link, no image but the screen's own, and every string shown literally.
@Suite(
  .tags(.process, .externalTool), .skippedInFastLoop,
  .enabled(if: ExternalTool.cmarkGFM.shouldRun, "needs cmark-gfm (always runs in CI)"))
struct MarkdownStructureTests {
  let renderer = MarkdownRenderer()

  /// What a parser should read back for a data string (see `String.markdownLiteral`).
  func literal(_ data: String) -> String { data.markdownLiteral }

  func parse(_ markdown: String) throws -> MarkupNode {
    try CMarkGFM.parse(markdown, executable: try ExternalTool.cmarkGFM.require())
  }

  @Test func hostileTableKeepsItsShape() throws {
    let feed = try HostileFeed.load()
    let markdown = renderer.render(
      Screen(title: "Squad", blocks: [.table(feed.table)]), in: RenderContext())
    let document = try parse(markdown)

    let tables = document.all(named: "table")
    try #require(tables.count == 1, "\(markdown)")
    let header = try #require(tables[0].children(named: "table_header").first)
    #expect(
      header.children(named: "table_cell").map(\.allText) == [
        "", "No.", "Name", "Country", "Position",
      ])
    let rows = tables[0].children(named: "table_row")
    #expect(rows.count == feed.players.count)
    for (row, player) in zip(rows, feed.players) {
      let cells = row.children(named: "table_cell").map(\.allText)
      let marker = player.id == feed.players[2].id ? "▶" : ""
      #expect(
        cells == [
          marker, String(player.number), literal(player.name), literal(player.country),
          literal(player.position),
        ])
    }
  }

  @Test func hostileScreenAddsNoLinkOrHTML() throws {
    let feed = try HostileFeed.load()
    let markdown = renderer.render(feed.screen, in: RenderContext())
    let document = try parse(markdown)
    let names = document.allNames
    #expect(!names.contains("html_inline"))
    #expect(!names.contains("html_block"))
    #expect(!names.contains("link"))
    #expect(!names.contains("code"))
    #expect(!names.contains("code_block"))
    #expect(!names.contains("strikethrough"))
    // Only the players whose picture is a plain web address get an image.
    let images = document.all(named: "image")
    #expect(
      images.map { $0.attributes["destination"] ?? "" } == [
        "https://images.example.com/players/navas.png?width=800&height=800",
        "https://images.example.com/players/bold.png",
      ])
    #expect(images.map(\.allText) == ["Keylor NAVAS", literal(feed.players[6].name)])
    #expect(document.all(named: "heading").map(\.allText) == [literal(feed.players[1].name)])
    #expect(document.all(named: "table").count == 2)
    #expect(document.all(named: "block_quote").count == 1)
  }

  @Test func hostileTextShowsLiterally() throws {
    let feed = try HostileFeed.load()
    let strings = feed.players.flatMap { [$0.name, $0.country, $0.position, $0.imageURL] }
    for data in strings {
      let markdown = renderer.render(
        Screen(title: data, blocks: [.text(data), .text(data, role: .strong)]),
        in: RenderContext())
      let document = try parse(markdown)
      let blocks = try #require(
        document.children.count == 3 ? document.children : nil, "\(markdown)")
      #expect(blocks.map(\.name) == ["heading", "paragraph", "paragraph"])
      #expect(blocks.map(\.allText) == Array(repeating: literal(data), count: 3), "\(markdown)")
      #expect(blocks[2].children.map(\.name) == ["strong"])
      #expect(document.all(named: "link").isEmpty, "\(markdown)")
    }
  }

  /// An image's address, as cmark-gfm reads it back, is the address the renderer checked: no
  /// character reference slips a parenthesis, a control or a bidirectional override into it.
  @Test(arguments: [
    "https://psg.fr/x&#41;&#x202E;gnp&#27;[2J&#32;.png",
    "https://psg.fr/x\\&#41;.png",
    "https://psg.fr/&amp;#41;.png",
    "https://psg.fr/7.png?w=800&h=800",
    "https://psg.fr/a&b=1;c&;",
    "https://psg.fr/é.png",
  ])
  func imageAddressIsTheOneChecked(url: String) throws {
    let screen = Screen(
      title: "P", blocks: [.image(ImageReference(url: url, alternativeText: "Alt"))])
    let markdown = renderer.render(screen, in: RenderContext())
    let document = try parse(markdown)
    for image in document.all(named: "image") {
      let destination = image.attributes["destination"] ?? ""
      #expect(destination.removingPercentEncoding == url, "\(markdown)")
      #expect(
        !destination.unicodeScalars.contains {
          $0.needsTerminalEscaping || " ()<>\"'".unicodeScalars.contains($0)
        }, "\(markdown)")
    }
    if url.contains("&#") || url.contains("&amp;") {
      // Not safe as it is: the address is shown as text, every character of it literal.
      #expect(document.all(named: "image").isEmpty, "\(markdown)")
      #expect(document.allText.contains(literal(url)), "\(markdown)")
    }
  }

  /// GitHub's autolink extension turns `www.`, `https://` and e-mail addresses into links.
  @Test(arguments: [
    "www.example.com", "https://example.com/x", "http://a.b", "me@example.com",
    "mailto:me@example.com", "xmpp:me@example.com", "see www.psg.fr, or write to a.b@c.fr.",
  ])
  func autolinkBaitStaysText(data: String) throws {
    let markdown = renderer.render(
      Screen(
        title: "T",
        blocks: [
          .text(data),
          .table(Table(columns: [Table.Column(data)], rows: [Table.Row([Table.Cell(data)])])),
        ]),
      in: RenderContext())
    let document = try parse(markdown)
    #expect(document.all(named: "link").isEmpty, "\(markdown)")
    #expect(document.all(named: "paragraph").map(\.allText) == [literal(data)])
    #expect(document.all(named: "table_cell").map(\.allText) == [literal(data), literal(data)])
  }

  @Test func everyBlockParsesIntoItsStructure() throws {
    let document = try parse(renderer.render(MarkdownRendererTests.everyBlock, in: RenderContext()))
    #expect(
      document.children.map(\.name) == [
        "heading", "paragraph", "paragraph", "paragraph", "paragraph", "paragraph", "table", "list",
        "list", "table", "paragraph", "block_quote", "block_quote", "block_quote", "table",
        "thematic_break", "list",
      ])
    let table = try #require(document.all(named: "table").first)
    #expect(
      table.all(named: "table_cell").map { $0.attributes["align"] ?? "" }.prefix(3)
        == ["", "right", ""])
    #expect(table.children(named: "table_row").map { $0.children.count } == [3, 3, 3, 3])
    // cmark-gfm names a task list item `tasklist`.
    let tasks = document.all(named: "tasklist").map { $0.attributes["completed"] ?? "" }
    #expect(tasks == ["true", "false", "false"])
  }
}
