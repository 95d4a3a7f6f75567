import Foundation
import PSGDemo
import PlayerFeed
import Rendering
import TestSupport
import Testing

/// Parses every Markdown golden with cmark-gfm, GitHub's own parser, and checks that it has
/// the structure its screen intends: one table row per player, the filters as a task list with
/// one box ticked, the player's photo as the only image, states as block quotes, and no HTML
/// or link anywhere, not even from the hostile feed.
@Suite(
  .tags(.process, .externalTool), .skippedInFastLoop,
  .enabled(if: ExternalTool.cmarkGFM.shouldRun, "needs cmark-gfm (always runs in CI)"))
struct MarkdownGoldenStructureTests {
  /// The golden file's text.
  func goldenText(_ variant: GoldenVariant) throws -> String {
    let file = GoldenFile.path(variant.fileName, besides: #filePath)
    let data = try #require(
      FileManager.default.contents(atPath: file.path), "missing golden \(variant.fileName)")
    return String(decoding: data, as: UTF8.self)
  }

  /// The golden file's document as cmark-gfm reads it with GitHub's extensions.
  func parseGolden(_ variant: GoldenVariant) throws -> MarkupNode {
    let cmark = try ExternalTool.cmarkGFM.require()
    return try CMarkGFM.parse(try goldenText(variant), executable: cmark)
  }

  /// What a parser reads back for a data string: controls shown visibly, no surrounding
  /// whitespace, a word joiner after every `@`.
  func literal(_ data: String) -> String {
    data.sanitizedForTerminal.trimmingCharacters(in: .whitespaces)
      .replacingOccurrences(of: "@", with: "@\u{2060}")
  }

  @Test(arguments: GoldenVariant.markdown)
  func goldenHasNoHTMLAndLinksOnlyTheScreensDestinations(_ variant: GoldenVariant) async throws {
    let document = try parseGolden(variant)
    let names = document.allNames
    #expect(!names.contains("html_inline"))
    #expect(!names.contains("html_block"))
    let images = document.all(named: "image")
    #expect(images.count == (variant.screen == .detail ? 1 : 0))

    let screen = try await variant.screen.make()
    var destinations = [screen.back].compactMap(\.self)
    for block in screen.blocks {
      if case .table(let table) = block { destinations += table.rows.compactMap(\.destination) }
      if case .options(let list) = block { destinations += list.options.compactMap(\.destination) }
      if case .chart(let chart) = block { destinations += chart.bars.compactMap(\.destination) }
    }
    destinations += screen.actions.compactMap(\.destination)
    let expected = destinations.map { $0.fileName(extension: "md") }
    #expect(document.all(named: "link").map { $0.attributes["destination"] ?? "" } == expected)
  }

  @Test(
    arguments: GoldenVariant.markdown.filter {
      [.list, .listFiltered, .hostile].contains($0.screen)
    })
  func listGoldenHasOneRowPerPlayer(_ variant: GoldenVariant) async throws {
    let document = try parseGolden(variant)
    let players = try await variant.screen.visiblePlayers()
    let tables = document.all(named: "table")
    try #require(tables.count == 1)
    let header = try #require(tables[0].children(named: "table_header").first)
    let rows = tables[0].children(named: "table_row")
    #expect(tables[0].children.count == players.count + 1, "the header and one row per player")
    #expect(rows.count == players.count)

    let headerCells = header.children(named: "table_cell").map(\.allText)
    for (index, row) in rows.enumerated() {
      #expect(row.children(named: "table_cell").count == headerCells.count, "row \(index + 1)")
    }
    // cmark-gfm drops the cells past the header's count: a pipe that escaped its cell shows
    // as a shifted row, so check the last column too, and count the pipes in the source.
    let nameColumn = try #require(headerCells.firstIndex(of: "Name"))
    let names = rows.map { $0.children(named: "table_cell")[nameColumn].allText }
    #expect(names == players.map { literal($0.name) })
    let academy = rows.map { $0.children(named: "table_cell").last?.allText }
    #expect(academy == players.map { $0.isAcademyGraduate ? "Academy" : "" })
    let tableLines = try goldenText(variant).split(separator: "\n").filter { $0.hasPrefix("|") }
    #expect(tableLines.count == players.count + 2, "header, delimiter and one line per player")
    let pipes = Set(tableLines.map { $0.unescapedPipeCount })
    #expect(pipes == [headerCells.count + 1], "every line has as many cells as the header")
  }

  @Test func hostileNamesAppearLiterally() async throws {
    let document = try parseGolden(GoldenVariant(screen: .hostile, format: .markdown, width: 80))
    let cells = document.all(named: "table_cell").map(\.allText)
    #expect(cells.contains("Clear^[[2J^[[HSCREEN"))
    #expect(cells.contains("Reversed<U+202E>gnp.exe NAME"))
    #expect(cells.contains("Pipe | Breaker"))
    #expect(cells.contains("<script>alert(1)</script>"))
    #expect(cells.contains("[x](javascript:alert(1))"))
    #expect(cells.contains("**bold** _italic_ ~~gone~~"))
    #expect(cells.contains("Tab^Iand^Mreturn^?del"))
    #expect(!document.allNames.contains("strikethrough"))
  }

  @Test func filtersGoldenIsATaskListWithOneBoxTicked() throws {
    let document = try parseGolden(GoldenVariant(screen: .filters, format: .markdown, width: 80))
    let items = document.all(named: "tasklist")
    #expect(items.count == PlayerFilter.allCases.count)
    #expect(items.count == 8)
    let ticked = items.filter { $0.attributes["completed"] == "true" }
    try #require(ticked.count == 1)
    #expect(ticked[0].allText == "2. " + DemoStrings(.english).label(of: .goalkeepers))
  }

  @Test(arguments: GoldenVariant.markdown.filter { $0.screen == .detail })
  func detailGoldenHasAFieldTableAndThePhoto(_ variant: GoldenVariant) throws {
    let document = try parseGolden(variant)
    let player = try #require(Squad.paris2021.first { $0.number == 7 })
    let tables = document.all(named: "table")
    try #require(tables.count == 1)
    let rows = tables[0].children(named: "table_row").map {
      $0.children(named: "table_cell").map(\.allText)
    }
    #expect(rows.allSatisfy { $0.count == 2 })
    #expect(rows.first == ["Number", "7"])
    #expect(rows.contains(["Country", player.country]))
    let images = document.all(named: "image")
    try #require(images.count == 1)
    #expect(images[0].attributes["destination"] == player.photoURL)
    #expect(images[0].allText == player.name)
  }

  @Test(
    arguments: GoldenVariant.markdown.filter {
      [.loading, .listNoMatch, .error].contains($0.screen)
    })
  func stateGoldenIsABlockQuote(_ variant: GoldenVariant) throws {
    let document = try parseGolden(variant)
    #expect(document.all(named: "block_quote").count == 1)
    #expect(document.all(named: "table").isEmpty)
  }
}

extension Substring {
  /// The number of `|` not escaped by a backslash: the cell separators of a table line.
  fileprivate var unescapedPipeCount: Int {
    var count = 0
    var escaped = false
    for character in self {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        count += 1
      }
    }
    return count
  }
}
