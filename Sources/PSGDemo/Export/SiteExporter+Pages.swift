import MVVMC
import PlayerFeed
import Rendering

/// How the pages are made: the app's own coordinator opens each route of the site.
extension SiteExporter {
  /// Refuses players sharing an id: they would share a page, and one of them could not be
  /// reached.
  func requireUniqueIDs() throws(ExportError) {
    do throws(FeedError) {
      try PlayerIDCheck.requireUniqueIDs(players, source: "cannot export")
    } catch {
      throw ExportError(.invalidPlayers(error.problem))
    }
  }

  /// Makes each page in turn and hands it to `body`: the app's own coordinator opens every
  /// route, going back to the list between two, so nothing is loaded, ranked or sorted more
  /// than once.
  ///
  /// The app runs without a ``DemoSession``: nobody types a command, inspects or traces an
  /// export, so no inspector or tracer hears its thousands of navigations, and each page is
  /// still the screen the app shows after opening its route.
  ///
  /// A page keeps only its links to `siteFiles`, the names of the site's files.
  func makePages(
    linkingTo siteFiles: Set<String>, _ body: (Page) throws(ExportError) -> Void
  ) async throws(ExportError) {
    let loaded = players
    let strings = DemoStrings(context.language)
    let list = PlayerListViewModel(pageSize: pageSize) { loaded }
    let app = AppCoordinator(navigator: Navigator(), listViewModel: list, strings: strings)
    app.start()
    await list.load()
    let unfilteredList = RoutePath.players(filter: nil, search: nil)
    try forEachRoute { route throws(ExportError) in
      app.cancelChildren()
      // A fresh app marks no player as the one last opened.
      if list.selectedPlayer.value != nil { list.selectedPlayer.value = nil }
      do throws(RouteError) {
        try app.open(route)
      } catch {
        // Routes come from the players themselves, so every one opens.
        throw ExportError(.routeFailed(error))
      }
      // Only links to pages of the site: a site holds some screens of the app, not all.
      let screen = app.currentScreen().keepingLinks {
        siteFiles.contains($0.fileName(extension: fileExtension))
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
