import MVVMC
import Rendering

/// Writes the demo as a static site: one page per route, linked through the screens'
/// destinations.
///
/// The site holds the list unfiltered (`players`, also written as `index`), the list under
/// each filter (`players?filter=NAME`), the filter picker over each of those lists (`filters`,
/// `filters?filter=NAME`: the list's filter is the picker's current option), every player's
/// page (`player/N`) and the top scorers (`scorers`): the pages each registered scene's route
/// exports (``SceneRoute/siteRoutes(players:)``). Each page is the screen a fresh session shows after opening the route, so a
/// page is exactly what `--open ROUTE` shows, and each file is named by
/// ``Rendering/Destination/fileName(extension:)``: the same mapping the linking renderers use,
/// so every link on every page resolves to a file of the site.
///
/// ```swift
/// let exporter = SiteExporter(
///   players: Squad.paris2021, renderer: HTMLRenderer(), fileExtension: "html")
/// let written = try await exporter.export(to: DirectorySiteFolder(path: "site"), force: false)
/// written.first   // "index.html"
/// ```
@MainActor
public struct SiteExporter {
  /// The players the site shows.
  public var players: [Player]
  /// The renderer of every page.
  public var renderer: any Renderer
  /// The context of every render; its language is the interface's, and its words should be
  /// in it too (``DemoStrings/renderContext(width:colors:)``).
  public var context: RenderContext
  /// The extension of every file, without its dot, matching the renderer's links (`html`, `md`).
  public var fileExtension: String

  /// One file of the site.
  public struct Page: Equatable, Sendable {
    /// The route the page shows; `nil` for `index`, a copy of the unfiltered list.
    public var route: Route?
    /// The file's name, such as `player-7.html`.
    public var fileName: String
    /// The rendered page.
    public var contents: String
  }

  /// Creates an exporter.
  public init(
    players: [Player], renderer: any Renderer, context: RenderContext = RenderContext(),
    fileExtension: String
  ) {
    self.players = players
    self.renderer = renderer
    self.context = context
    self.fileExtension = fileExtension
  }

  /// The routes of the site, in order: those each registered scene exports
  /// (``SceneRoute/siteRoutes(players:)``), scene by scene as ``DemoScenes/all`` lists them.
  /// For the demo: the list under each filter, the picker over each of those lists, each
  /// player's page (once per shirt number), the top scorers.
  public var routes: [Route] {
    DemoScenes.routes.flatMap { type in type.siteRoutes(players: players).map { Route($0) } }
  }

  /// Renders every page of the site: `index` first, then one per route.
  ///
  /// - Complexity: One session per route; each page shows the whole list (no paging).
  public func pages() async throws(RouteError) -> [Page] {
    var pages: [Page] = []
    for route in routes {
      let screen = try await screen(for: route)
      let contents = renderer.render(screen, in: context)
      if route == .players(filter: nil, search: nil) {
        pages.append(Page(route: nil, fileName: "index." + fileExtension, contents: contents))
      }
      pages.append(
        Page(
          route: route, fileName: route.destination.fileName(extension: fileExtension),
          contents: contents))
    }
    return pages
  }

  /// Writes every page into `folder` and returns the names written, in order.
  ///
  /// Every page is rendered before the folder is touched. A folder that already holds files
  /// (hidden ones such as `.DS_Store` aside) is refused unless `force` is true; then files of
  /// the same names are replaced and every other file stays.
  ///
  /// - Throws: ``ExportError`` when the folder is not empty (without `force`), or cannot be
  ///   created or written.
  public func export(to folder: some SiteFolder, force: Bool) async throws(ExportError)
    -> [String]
  {
    let pages: [Page]
    do throws(RouteError) {
      pages = try await self.pages()
    } catch {
      // Routes come from the players themselves, so every one opens.
      throw ExportError("cannot export: \(error.description)", exitCode: 70)
    }
    let existing = try folder.prepare().filter { !$0.starts(with: ".") }
    if !existing.isEmpty, !force {
      throw ExportError.notEmpty(folder: folder.name)
    }
    for page in pages {
      try folder.write(page.contents, toFile: page.fileName)
    }
    return pages.map(\.fileName)
  }

  private func screen(for route: Route) async throws(RouteError) -> Screen {
    let loaded = players
    let session = DemoSession(
      configuration: DemoConfiguration(
        language: context.language, pageSize: max(1, loaded.count)
      ) { loaded })
    session.start()
    await session.load()
    try session.open(route)
    return session.currentScreen()
  }
}
