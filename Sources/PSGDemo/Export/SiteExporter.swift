import MVVMC
import PlayerFeed
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
/// The app's own coordinator opens every route, one after the other, without a session's
/// inspector or trace, and each page is written as soon as it is rendered: the time is linear
/// in the number of pages, and the memory bounded by the feed and the names of the pages, not
/// by the pages or their routes.
///
/// ```swift
/// let exporter = SiteExporter(
///   players: Squad.paris2021, renderer: HTMLRenderer(), fileExtension: "html")
/// let summary = try await exporter.export(to: DirectorySiteFolder(path: "site"), force: false)
/// summary.pages.first   // "index.html"
/// summary.written       // every page the first time; 0 for the same feed again
/// ```
///
/// A page is written only when its bytes differ from the file already there, so exporting
/// the same feed again writes nothing and keeps every modification time (a CDN or `rsync`
/// sees no change), and a changed player rewrites only the pages that show them. A site
/// written as its renderer says (``init(players:format:context:pageSize:)``, with the
/// renderer's `siteFormat`) has the pages' extension and shares the files the renderer names
/// (``sharedFiles``): an HTML site shares one style sheet and one script instead of carrying
/// them on every page:
///
/// ```swift
/// let site = SiteExporter(players: Squad.paris2021, format: HTMLRenderer().siteFormat)
/// site.sharedFiles.map(\.name)  // ["style.css", "search.js"]
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
  /// The files every page links to, written once with the site, such as
  /// `HTMLRenderer.sharedFiles`; none when each page carries its own.
  package var sharedFiles: [SharedFile]

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
    fileExtension: String, pageSize: Int = SiteExporter.defaultPageSize,
    sharedFiles: [SharedFile] = []
  ) {
    self.sharedFiles = sharedFiles
    self.players = players
    self.renderer = renderer
    self.context = context
    self.fileExtension = fileExtension
    self.pageSize = max(1, pageSize)
  }

  /// Creates an exporter that writes the site as a renderer says
  /// (`Renderer.siteFormat`): its pages' renderer, extension and shared files.
  package init(
    players: [Player], format: SiteFormat, context: RenderContext = RenderContext(),
    pageSize: Int = SiteExporter.defaultPageSize
  ) {
    self.init(
      players: players, renderer: format.pageRenderer, context: context,
      fileExtension: format.fileExtension, pageSize: pageSize, sharedFiles: format.sharedFiles)
  }

  /// The routes of the site, in order: those each registered scene exports
  /// (``DemoRoute/siteRoutes(players:pageSize:)``), scene by scene as ``DemoScenes/all``
  /// lists them. For the demo: every page of the list under each filter, the picker over each
  /// of those lists, each player's page, every page of the top scorers.
  package var routes: [RoutePath] {
    var routes: [RoutePath] = []
    forEachRoute { routes.append($0) }
    return routes
  }

  /// Calls `body` with each route of the site in ``routes``' order, as each scene's lazy
  /// ``DemoRoute/siteRoutes(players:pageSize:)`` makes it: no list of every route is held.
  func forEachRoute<Failure: Error>(_ body: (RoutePath) throws(Failure) -> Void)
    throws(Failure)
  {
    for type in DemoScenes.routes {
      for route in type.siteRoutes(players: players, pageSize: pageSize) { try body(route) }
    }
  }

  /// Renders every page of the site, in memory: `index` first, then one per route. For tests
  /// and small sites; ``export(to:force:)`` writes each page as it is made instead.
  package func pages() async throws(ExportError) -> [Page] {
    try requireUniqueIDs()
    var files: Set<String> = ["index." + fileExtension]
    forEachRoute { files.insert($0.destination.fileName(extension: fileExtension)) }
    var pages: [Page] = []
    try await makePages(linkingTo: files) { page throws(ExportError) in pages.append(page) }
    return pages
  }

  /// Writes every page and shared file into `folder`, leaving alone each file that already
  /// holds the same bytes, removes the pages an earlier export wrote that the site no longer
  /// has, and says what it did.
  ///
  /// A folder that already holds files (hidden ones such as `.DS_Store` aside) is refused
  /// before anything is written unless `force` is true; then files of the same names are
  /// replaced and every other file stays: only a page that an earlier export listed in the
  /// folder's ``manifestFileName`` is ever removed. The manifest names every file the site may
  /// hold before the first page is written, so an export stopped midway leaves nothing that
  /// the next export into the folder does not replace or remove. A file of the site whose name
  /// is now a folder of the user's is not written, and a page of an earlier export whose name is
  /// now a folder is not removed: the folder and its files stay.
  ///
  /// - Throws: ``ExportError`` when two players share an id (status 65), when the folder is
  ///   not empty (without `force`), is taken by another export, or cannot be created or
  ///   written, or when the task was cancelled (``ExportError/interrupted(folder:written:)``);
  ///   the pages before the failure stay written. When a folder of the user's holds the name
  ///   of a file of the site, every other file is written, then
  ///   ``ExportProblem/keptFolder(folder:file:others:)`` is thrown (status 73): a link to
  ///   that page cannot resolve.
  package func export(to folder: some SiteFolder, force: Bool) async throws(ExportError)
    -> SiteExportSummary
  {
    try requireUniqueIDs()
    var existing = Set(try folder.prepare(force: force))
    defer { folder.release() }
    // A name the folder holds already is kept once: the site's names share the folder's, so
    // a re-export of the largest feed holds its 207,327 names once, not twice.
    func interned(_ name: String) -> String {
      existing.firstIndex(of: name).map { existing[$0] } ?? name
    }
    // The names only: the routes are made again, scene by scene, as the pages are, so the
    // routes of the largest feed's 207,327 pages are never all held at once.
    var pageNames = ["index." + fileExtension]
    forEachRoute { route in
      pageNames.append(interned(route.destination.fileName(extension: fileExtension)))
    }
    var summary = SiteExportSummary(pages: pageNames, sharedFiles: sharedFiles.map(\.name))
    let siteNames = [pageNames, summary.sharedFiles].joined()
    var siteFiles = Set<String>(minimumCapacity: pageNames.count + sharedFiles.count)
    for name in siteNames { siteFiles.insert(name) }

    var manifestExists = existing.contains(Self.manifestFileName)
    // The first of the user's folders where a file of the site belongs, and how many there
    // are: each is kept, and told at the end.
    var keptFolder: String?
    var keptFolderCount = 0
    /// Writes the file unless it holds these bytes already or is a folder of the user's.
    func update(_ contents: String, _ name: String) throws(ExportError) {
      let isNew = !existing.contains(name)
      if !isNew, folder.holds(contents, inFile: name) {
        summary.unchanged += 1
      } else if !isNew, folder.isFolder(name) {
        if keptFolder == nil { keptFolder = name }
        keptFolderCount += 1
      } else {
        try folder.write(contents, toFile: name, isNew: isNew)
        summary.written += 1
      }
    }
    /// Writes the manifest unless it holds this text already; it is not counted as a file of
    /// the site.
    func writeManifest(_ text: String) throws(ExportError) {
      let name = Self.manifestFileName
      if manifestExists, folder.holds(text, inFile: name) { return }
      try folder.write(text, toFile: name, isNew: !manifestExists)
    }
    // The files the last export wrote that this site does not have, removed once the pages
    // are written: one line each, taken out of `existing`, which from then on holds the
    // folder's names that the site has too, and the user's.
    let stale =
      manifestExists
      ? Self.staleNames(
        inManifest: folder.contents(ofFile: Self.manifestFileName) ?? "", from: &existing,
        notIn: siteFiles)
      : ""
    // Under another renderer, every old name is stale: the table that held them is let go.
    if existing.count < existing.capacity / 4 {
      var kept = Set<String>(minimumCapacity: existing.count)
      for name in existing { kept.insert(name) }
      existing = kept
    }
    // Before any page: every file this export may leave, so a rerun removes what it left.
    // The last manifest's text when the site has the same files; then it is left as it is.
    try writeManifest(Self.manifest(siteNames, followedBy: stale))
    manifestExists = true
    // The shared files first, so every page looks right as soon as it is there.
    for file in sharedFiles { try update(file.contents, file.name) }
    do throws(ExportError) {
      try await makePages(linkingTo: siteFiles) { page throws(ExportError) in
        try update(page.contents, page.fileName)
        if Task.isCancelled {
          try folder.flush()
          throw ExportError.interrupted(folder: folder.name, written: summary.written)
        }
      }
      try folder.flush()
    } catch {
      // The pages handed over are written whole before the error is told.
      try? folder.flush()
      throw error
    }
    // A name of the last export that is now the user's folder is theirs: it stays.
    for line in stale.split(separator: "\n") {
      let name = String(line)
      guard !folder.isFolder(name) else { continue }
      try folder.removeFile(name)
      summary.removed += 1
    }
    // With nothing stale, the manifest written first is this one already.
    if !stale.isEmpty { try writeManifest(Self.manifest(siteNames)) }
    if let keptFolder {
      // Every other file is written, but a link to this page cannot resolve.
      throw ExportError(
        .keptFolder(folder: folder.name, file: keptFolder, others: keptFolderCount - 1))
    }
    return summary
  }
}
