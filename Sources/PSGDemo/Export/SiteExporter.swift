import MVVMC
import Rendering

/// Writes the demo as a static site: one page per route, linked through the screens'
/// destinations.
///
/// The site holds what each registered scene contributes (``DemoRoute/siteRoutes(players:pageSize:)``):
/// the list under each filter, cut into pages of ``pageSize`` rows (`players`, also written as
/// `index`, then `players?page=2`…, and `players?filter=NAME&page=N`), the filter picker over
/// each unpaged list (`filters`, `players?filter=NAME/filters`), one page per player, named by the
/// feed's id (`player/id/ID`), the top scorers in pages (`scorers`, `scorers?page=2`…), and
/// for each player the comparison with the player before them in the feed
/// (`player/id/ID/compare/ID`): one, not every pair and no picker, so the site grows linearly
/// with the players. A page links only to pages of the site.
/// Pages are numbered from the first row, so adding a player renames no page, and every list
/// page links to its neighbours (`next`, `prev`). Each page is the screen a session of
/// ``pageSize`` rows shows after opening the route, so a page is what
/// `--open ROUTE --rows 100` shows, and each file is named by
/// ``Rendering/Destination/fileName(extension:)``: the same mapping the linking renderers use,
/// so every link on every page resolves to a file of the site.
///
/// One session makes every page, one route after the other, and each page is written as soon
/// as it is rendered: the time is linear in the number of pages and the memory bounded by the
/// feed, not by the site.
///
/// ```swift
/// let exporter = SiteExporter(
///   players: Squad.paris2021, renderer: HTMLRenderer(), fileExtension: "html")
/// let written = try await exporter.export(to: DirectorySiteFolder(path: "site"), force: false)
/// written.first   // "index.html"
/// ```
@MainActor
package struct SiteExporter {
  /// The players the site shows.
  package var players: [Player]
  /// The renderer of every page.
  package var renderer: any Renderer
  /// The context of every render; its language is the interface's, and its words should be
  /// in it too (``DemoStrings/renderContext(width:colors:)``).
  package var context: RenderContext
  /// The extension of every file, without its dot, matching the renderer's links (`html`, `md`).
  package var fileExtension: String
  /// The rows of a list page: ``defaultPageSize`` unless changed.
  package var pageSize: Int

  /// 100 rows: a page a browser shows at once, and a site of about one file per player.
  package static let defaultPageSize = 100

  /// One file of the site.
  package struct Page: Equatable, Sendable {
    /// The route the page shows; `nil` for `index`, a copy of the unfiltered list.
    package var route: RoutePath?
    /// The file's name, such as `player-id-32.html`.
    package var fileName: String
    /// The rendered page.
    package var contents: String
  }

  /// Creates an exporter.
  package init(
    players: [Player], renderer: any Renderer, context: RenderContext = RenderContext(),
    fileExtension: String, pageSize: Int = SiteExporter.defaultPageSize
  ) {
    self.players = players
    self.renderer = renderer
    self.context = context
    self.fileExtension = fileExtension
    self.pageSize = max(1, pageSize)
  }

  /// The routes of the site, in order: those each registered scene exports
  /// (``DemoRoute/siteRoutes(players:pageSize:)``), scene by scene as ``DemoScenes/all``
  /// lists them. For the demo: every page of the list under each filter, the picker over each
  /// of those lists, each player's page, every page of the top scorers.
  package var routes: [RoutePath] {
    DemoScenes.standard.routes.flatMap { type in
      type.siteRoutes(players: players, pageSize: pageSize)
    }
  }

  /// Renders every page of the site, in memory: `index` first, then one per route. For tests
  /// and small sites; ``export(to:force:)`` writes each page as it is made instead.
  package func pages() async throws(ExportError) -> [Page] {
    var pages: [Page] = []
    try await makePages { page throws(ExportError) in pages.append(page) }
    return pages
  }

  /// Writes every page into `folder` and returns the names written, in order.
  ///
  /// A folder that already holds files (hidden ones such as `.DS_Store` aside) is refused
  /// before anything is written unless `force` is true; then files of the same names are
  /// replaced and every other file stays: nothing the export did not write is removed.
  ///
  /// - Throws: ``ExportError`` when two players share an id (status 65), when the folder is
  ///   not empty (without `force`), or cannot be created or written; the pages before the
  ///   failure stay written.
  package func export(to folder: some SiteFolder, force: Bool) async throws(ExportError)
    -> [String]
  {
    let existing = try folder.prepare().filter { !$0.starts(with: ".") }
    if !existing.isEmpty, !force {
      throw ExportError.notEmpty(folder: folder.name)
    }
    var written: [String] = []
    try await makePages { page throws(ExportError) in
      try folder.write(page.contents, toFile: page.fileName)
      written.append(page.fileName)
    }
    return written
  }

  /// Makes each page in turn and hands it to `body`: one session opens every route, going
  /// back to the list between two, so nothing is loaded, ranked or sorted more than once.
  private func makePages(_ body: (Page) throws(ExportError) -> Void) async throws(ExportError) {
    do throws(FeedError) {
      // Players sharing an id would share a page, and one of them could not be reached.
      try PlayerIDCheck.requireUniqueIDs(players, source: "cannot export")
    } catch {
      throw ExportError(error.description, exitCode: FeedError.dataError)
    }
    let loaded = players
    let session = DemoSession(
      configuration: DemoConfiguration(language: context.language, pageSize: pageSize) {
        loaded
      })
    session.start()
    await session.load()
    let list = session.coordinator.listViewModel
    let unfilteredList = RoutePath.players(filter: nil, search: nil)
    let routes = routes
    let files = Set(routes.map { $0.destination.fileName(extension: fileExtension) })
    for route in routes {
      session.coordinator.returnToList()
      // A fresh session marks no player as the one last opened.
      if list.selectedPlayer.value != nil { list.selectedPlayer.value = nil }
      do throws(RouteError) {
        try session.coordinator.open(route)
      } catch {
        // Routes come from the players themselves, so every one opens.
        throw ExportError("cannot export: \(error.description)", exitCode: 70)
      }
      // Only links to pages of the site: a site holds some screens of the app, not all.
      let screen = session.currentScreen().keepingLinks {
        files.contains($0.fileName(extension: fileExtension))
      }
      let contents = renderer.render(screen, in: context)
      if route == unfilteredList {
        try body(Page(route: nil, fileName: "index." + fileExtension, contents: contents))
      }
      try body(
        Page(
          route: route, fileName: route.destination.fileName(extension: fileExtension),
          contents: contents))
    }
  }
}
