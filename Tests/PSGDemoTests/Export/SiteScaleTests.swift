import Foundation
import HTMLRendering
import MVVMC
import PlayerFeed
import Rendering
import TestSupport
import Testing

@testable import PSGDemo

/// Sites and lists of generated feeds in which shirt numbers and names repeat: every row's link
/// and route reopen that row's player, in the app and in the exported site, and the site grows
/// linearly with the players, in pages of a fixed size.
@MainActor
@Suite struct SiteScaleTests {
  /// The player whose page `route` opens in a fresh session.
  private func player(openedBy route: RoutePath, in players: [Player], pageSize: Int) async throws
    -> Player?
  {
    let fresh = await DemoSession.loaded(players, pageSize: pageSize)
    try fresh.open(route)
    return (fresh.navigator.top as? PlayerDetailScene)?.viewModel.player
  }

  /// The rows of the list or scorers page on top, each with its player.
  private func rows(of session: DemoSession) -> [(row: Table.Row, player: Player)] {
    let screen = session.currentScreen()
    let table = screen.blocks.lazy.compactMap { block -> Table? in
      if case .table(let table) = block { return table }
      return nil
    }.first
    guard let table else { return [] }
    let players: [Player]
    if let scorers = session.navigator.top as? TopScorersScene {
      players = scorers.viewModel.page.value.players
    } else {
      players = session.coordinator.listViewModel.page.value.players
    }
    #expect(table.rows.count == players.count)
    return Array(zip(table.rows, players))
  }

  @Test(arguments: 1...12)
  func everyRowsLinkAndRouteReopenItsPlayerInTheApp(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let players = GeneratedSquad.players(
      count: Int.random(in: 1...60, using: &random), using: &random)
    let pageSize = Int.random(in: 1...25, using: &random)
    let filter = random.pick(PlayerFilter.allCases)
    let live = await DemoSession.loaded(players, pageSize: pageSize)
    try live.open(.players(filter: filter, search: nil))
    var rowNumber = 0
    while true {
      for (row, player) in rows(of: live) {
        rowNumber += 1
        #expect(rowNumber <= players.count)
        let destination = try #require(row.destination)
        let linked = try await self.player(
          openedBy: try RoutePath(parsing: destination.address), in: players, pageSize: pageSize)
        #expect(linked == player, "the link of row \(rowNumber) (seed \(seed))")

        // `open N`, then the route the screen shows, opened afresh.
        let opener = await DemoSession.loaded(players, pageSize: pageSize)
        try opener.open(.players(filter: filter, search: nil))
        _ = try await opener.execute(.open(String(rowNumber)))
        let route = try #require(opener.currentRoute)
        // The same page, over the list it was opened from: the link leaves the list out.
        #expect(
          route.address == destination.address
            || route.address.hasSuffix("/" + destination.address), "\(route.address)")
        let reopened = try await self.player(openedBy: route, in: players, pageSize: pageSize)
        #expect(reopened == player, "the route of row \(rowNumber) (seed \(seed))")
      }
      // The page's own route reopens the same page.
      let pageRoute = try #require(live.currentRoute)
      let again = await DemoSession.loaded(players, pageSize: pageSize)
      try again.open(try RoutePath(parsing: pageRoute.address))
      #expect(again.currentScreen() == live.currentScreen(), "\(pageRoute.address)")
      guard (try? await live.execute(.next)) != nil else { break }
    }
    #expect(rowNumber == live.coordinator.listViewModel.matches.value.count)
  }

  @Test(arguments: 1...6)
  func everyRowsLinkReopensItsPlayerInTheSite(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let players = GeneratedSquad.players(
      count: Int.random(in: 1...80, using: &random), using: &random)
    let pageSize = Int.random(in: 1...20, using: &random)
    let exporter = SiteExporter(
      players: players, renderer: HTMLRenderer(), fileExtension: "html", pageSize: pageSize)
    let pages = try await exporter.pages()
    let byName = Dictionary(uniqueKeysWithValues: pages.map { ($0.fileName, $0) })
    #expect(byName.count == pages.count, "no two pages share a file")
    for page in pages {
      guard let route = page.route,
        route.segments.last is PlayerListRoute || route.segments.last is TopScorersRoute
      else { continue }
      let fresh = await DemoSession.loaded(players, pageSize: pageSize)
      try fresh.open(route)
      #expect(renderedPage(fresh) == page.contents, "\(page.fileName) is what its route shows")
      let rows = rows(of: fresh)
      #expect(rows.count <= pageSize)
      for (row, player) in rows {
        let file = try #require(row.destination?.fileName(extension: "html"))
        let linked = try #require(byName[file], "\(page.fileName) links to \(file)")
        #expect(linked.route == .player(id: player.id))
        #expect(linked.contents.contains("<h1>\(player.name)</h1>"))
      }
    }
  }

  private func renderedPage(_ session: DemoSession) -> String {
    HTMLRenderer().render(session.currentScreen(), in: RenderContext())
  }

  @Test func aLinkCheckerFindsEveryLinkWrittenAndEveryPlayerLinkedFromAList() async throws {
    var random = SeededGenerator(seed: 22)
    let players = GeneratedSquad.players(count: 230, using: &random)
    let exporter = SiteExporter(players: players, renderer: HTMLRenderer(), fileExtension: "html")
    let folder = SiteExporterTests.MemoryFolder()
    let written = try await exporter.export(to: folder, force: false).pages
    #expect(Set(written).count == written.count)

    var linkedFromLists = Set<String>()
    for (name, contents) in folder.pages {
      for link in SiteExporterTests.links(in: contents, fileExtension: "html") {
        #expect(folder.files[link] != nil, "\(name) links to \(link), which was not written")
        if name == "index.html" || name.hasPrefix("players") { linkedFromLists.insert(link) }
      }
    }
    // A player's own page, `player-id-N.html`, not a page below it.
    let playerPages = Set(
      folder.files.keys.filter { $0.wholeMatch(of: /player-id-\d+\.html/) != nil })
    #expect(
      playerPages
        == Set(players.map { RoutePath.player(id: $0.id).destination.fileName(extension: "html") }))
    #expect(playerPages.isSubset(of: linkedFromLists), "every player is linked from a list")
    // Pages link to their neighbours: the unfiltered list has pages 1 to 3.
    let second = try #require(folder.files["players-page-2.html"])
    #expect(second.contains(#"href="players.html""#))
    #expect(second.contains(#"href="players-page-3.html""#))
    #expect(folder.files["players-page-4.html"] == nil)
    #expect(folder.files["scorers-page-3.html"] != nil)
  }

  /// Issue: the site grows linearly with the players, in pages and in bytes: no page lists the
  /// whole feed (a picker page a player would, N² rows in all).
  @Test func fourTimesThePlayersMakeAtMostFourAndAHalfTimesThePages() async throws {
    var random = SeededGenerator(seed: 16)
    let many = GeneratedSquad.players(count: 400, using: &random)
    let few = Array(many.prefix(100))
    func site(_ players: [Player]) async throws -> (pages: Int, bytes: Int, largest: Int) {
      let exporter = SiteExporter(
        players: players, renderer: HTMLRenderer(), fileExtension: "html")
      let folder = SiteExporterTests.MemoryFolder()
      let pages = try await exporter.export(to: folder, force: false).pages.count
      let sizes = folder.pages.values.map(\.utf8.count)
      return (pages, sizes.reduce(0, +), sizes.max() ?? 0)
    }
    let forFew = try await site(few)
    let forMany = try await site(many)
    #expect(forFew.pages > 100)
    #expect(Double(forMany.pages) <= 4.5 * Double(forFew.pages), "\(forFew) → \(forMany)")
    #expect(Double(forMany.bytes) <= 4.5 * Double(forFew.bytes), "\(forFew) → \(forMany)")
    // Lists are cut into pages: the largest page does not grow with the players.
    #expect(Double(forMany.largest) <= 1.5 * Double(forFew.largest), "\(forFew) → \(forMany)")
  }

  @Test func addingAPlayerRenamesNoPage() async throws {
    var random = SeededGenerator(seed: 4)
    let players = GeneratedSquad.players(count: 251, using: &random)
    let before = SiteExporter(
      players: Array(players.dropLast()), renderer: HTMLRenderer(), fileExtension: "html")
    let after = SiteExporter(players: players, renderer: HTMLRenderer(), fileExtension: "html")
    let namesBefore = Set(before.routes.map { $0.destination.fileName(extension: "html") })
    let namesAfter = Set(after.routes.map { $0.destination.fileName(extension: "html") })
    #expect(namesBefore.isSubset(of: namesAfter))
    #expect(namesAfter.count - namesBefore.count < 10)
  }
}
