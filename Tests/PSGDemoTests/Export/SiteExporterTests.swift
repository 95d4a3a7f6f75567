import Foundation
import HTMLRendering
import MVVMC
import MarkdownRendering
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

@MainActor
@Suite struct SiteExporterTests {
  /// A folder in memory, with files already there if the test wants some.
  final class MemoryFolder: SiteFolder {
    let name = "site"
    var files: [String: String]
    var failure: ExportError?
    /// The names written, in order, the manifest's included.
    var writes: [String] = []

    init(files: [String: String] = [:]) {
      self.files = files
    }

    /// The files of the site, without the export's manifest.
    var pages: [String: String] {
      files.filter { $0.key != SiteExporter.manifestFileName }
    }

    func prepare() throws(ExportError) -> [String] {
      if let failure { throw failure }
      return Array(files.keys)
    }

    func contents(ofFile name: String) -> String? { files[name] }

    func write(_ contents: String, toFile name: String, isNew: Bool) throws(ExportError) {
      #expect(isNew == (files[name] == nil), "\(name)")
      files[name] = contents
      writes.append(name)
    }

    func removeFile(_ name: String) throws(ExportError) { files[name] = nil }

    func release() {}
  }

  /// The local links of a page: `href="…"` in HTML, `](…)` in Markdown, web addresses left out.
  static func links(in page: String, fileExtension: String) -> [String] {
    let pattern = fileExtension == "html" ? #"href="([^"]*)""# : #"\]\(([^)]*)\)"#
    let expression = try! NSRegularExpression(pattern: pattern)
    let range = NSRange(page.startIndex..., in: page)
    return expression.matches(in: page, range: range).compactMap { match in
      Range(match.range(at: 1), in: page).map { String(page[$0]) }
    }.filter { !$0.hasPrefix("http") }
  }

  @Test(arguments: [("html", true), ("md", false)])
  func everyLinkResolvesToAWrittenFile(fileExtension: String, html: Bool) async throws {
    let exporter = SiteExporter(
      players: Squad.paris2021, renderer: html ? HTMLRenderer() : MarkdownRenderer(),
      fileExtension: fileExtension)
    let folder = MemoryFolder()
    let written = try await exporter.export(to: folder, force: false).pages

    // index, then what each registered scene contributes: for the squad, the list and 7
    // filtered lists with a picker over each, 35 players, the scorers, and one comparison a
    // player.
    var contributed: [String: Int] = [:]
    for type in DemoScenes.routes {
      contributed[String(describing: type)] =
        Array(type.siteRoutes(players: Squad.paris2021, pageSize: exporter.pageSize)).count
    }
    // Those of the scenes named here; a new scene adds its own without editing this test.
    #expect(contributed["PlayerListRoute"] == 8)
    #expect(contributed["FilterPickerRoute"] == 8)
    #expect(contributed["PlayerDetailRoute"] == 35)
    #expect(contributed["TopScorersRoute"] == 1)
    #expect(contributed["ComparisonRoute"] == 35)
    #expect(written.count == 1 + contributed.values.reduce(0, +))
    #expect(written.first == "index.\(fileExtension)")
    #expect(Set(written) == Set(folder.pages.keys))
    var linked = Set<String>()
    for (name, page) in folder.pages {
      for link in Self.links(in: page, fileExtension: fileExtension) {
        #expect(folder.files[link] != nil, "\(name) links to \(link), which was not written")
        linked.insert(link)
      }
    }
    // Every page but the index copy is reached by a link.
    #expect(linked == Set(written).subtracting(["index.\(fileExtension)"]))
    #expect(folder.files["index.\(fileExtension)"] == folder.files["players.\(fileExtension)"])
  }

  @Test func pagesShowWhatTheirRoutesOpen() async throws {
    let exporter = SiteExporter(
      players: Squad.paris2021, renderer: HTMLRenderer(), fileExtension: "html")
    let pages = try await exporter.pages()
    let byName = Dictionary(uniqueKeysWithValues: pages.map { ($0.fileName, $0.contents) })
    let list = try #require(byName["index.html"])
    #expect(list.components(separatedBy: "<a href=\"player-").count - 1 == 35)
    let goalkeepers = try #require(byName["players-filter-goalkeepers.html"])
    #expect(goalkeepers.contains("<strong>Filter: Goalkeepers</strong>"))
    let picker = try #require(byName["filters.html"])
    #expect(picker.contains("<a href=\"players-filter-forwards.html\">"))
    let mbappe = try #require(byName["player-id-32.html"])
    #expect(mbappe.contains("<h1>Kylian MBAPPÉ</h1>"))
    #expect(mbappe.contains("<li><a href=\"players.html\" rel=\"up\">Players</a></li>"))
  }

  /// Two searches whose addresses differ name two files: `a/b` is percent-encoded in its
  /// address as `a%2Fb`, whose `%` a file name writes `_`, so `_` itself is escaped too.
  @Test func distinctSearchesNameDistinctFiles() {
    let searches = ["a/b", "a_2Fb", "a%2Fb", "a b", "a_20b", "a-b", "a_2Db"]
    let names = searches.map {
      Destination(RoutePath.players(filter: nil, search: $0).address).fileName(extension: "json")
    }
    #expect(names[0] == "players-search-a_2Fb.json")
    #expect(names[1] == "players-search-a_5F2Fb.json")
    #expect(Set(names).count == searches.count, "\(names)")
  }

  /// The exporter runs the app without a session; each page must still be what a session
  /// shows for its route, in both languages, with only the links that leave the site dropped.
  @Test(arguments: [Language.english, .french])
  func everyPageIsWhatAFreshSessionShowsForItsRoute(language: Language) async throws {
    let strings = DemoStrings(language)
    let context = strings.renderContext(width: RenderContext.minimumWidth, colors: .none)
    let exporter = SiteExporter(
      players: Squad.paris2021, renderer: HTMLRenderer(), context: context,
      fileExtension: "html", pageSize: 10)
    let pages = try await exporter.pages()
    let files = Set(pages.map(\.fileName))
    var kinds: Set<String> = []
    for page in pages {
      guard let route = page.route else { continue }
      let session = DemoSession(
        configuration: DemoConfiguration(language: language, pageSize: 10) { Squad.paris2021 })
      session.start()
      await session.load()
      try session.open(route)
      // A site marks no player as the one last opened, as line mode does once their page
      // opens: its pages link back to the list's pages, not to `players?visited=ID`.
      session.coordinator.listViewModel.selectedPlayer.value = nil
      let screen = session.currentScreen().keepingLinks {
        files.contains($0.fileName(extension: "html"))
      }
      #expect(
        HTMLRenderer().render(screen, in: context) == page.contents,
        "\(page.fileName) is what a session shows for \(route.address)")
      kinds.insert(String(describing: type(of: route.segments.last!)))
    }
    // Every kind of page the site holds was compared: each route type that adds pages (a scene
    // may add none, as a picker does).
    let exported = DemoScenes.routes.filter {
      $0.siteRoutes(players: Squad.paris2021, pageSize: 10).contains { _ in true }
    }
    #expect(!exported.isEmpty)
    #expect(kinds == Set(exported.map { String(describing: $0) }), "\(kinds)")
  }

  @Test func aFrenchSiteIsInFrench() async throws {
    let exporter = SiteExporter(
      players: Squad.paris2021, renderer: HTMLRenderer(),
      context: DemoStrings(.french).renderContext(), fileExtension: "html")
    let pages = try await exporter.pages()
    #expect(pages.first?.contents.contains("<html lang=\"fr\">") == true)
    #expect(pages.first?.contents.contains("<nav class=\"links\" aria-label=\"Liens\">") == true)
    #expect(pages.first?.contents.contains("Commandes") == false)
    #expect(pages.first?.contents.contains("<h1>Joueurs</h1>") == true)
  }

  @Test func aFolderWithFilesIsRefusedUnlessForced() async throws {
    let exporter = SiteExporter(
      players: Squad.paris2021, renderer: MarkdownRenderer(), fileExtension: "md")
    let folder = MemoryFolder(files: ["notes.txt": "mine", "index.md": "old"])
    await #expect(throws: ExportError.notEmpty(folder: "site")) {
      try await exporter.export(to: folder, force: false)
    }
    #expect(folder.files == ["notes.txt": "mine", "index.md": "old"], "nothing written")

    _ = try await exporter.export(to: folder, force: true)
    #expect(folder.files["notes.txt"] == "mine", "nothing else is removed")
    #expect(folder.files["index.md"]?.hasPrefix("# Players") == true)
    #expect(folder.pages.count == exporter.routes.count + 2)
  }

  /// Under another renderer every page of the last export is stale: each is removed once,
  /// even when the manifest was edited to list it twice, and a name it lists that is a path,
  /// a hidden file or a file the folder does not hold is never removed.
  @Test func anotherRendererRemovesEachOldPageOnceAndNothingElse() async throws {
    let html = SiteExporter(players: Squad.paris2021, format: HTMLRenderer().siteFormat)
    let folder = MemoryFolder()
    let first = try await html.export(to: folder, force: false)
    let oldFiles = Set(first.pages + first.sharedFiles)
    let manifest = try #require(folder.files[SiteExporter.manifestFileName])
    let kept = ["notes.txt": "mine", ".hidden": "mine", "sub/index.html": "mine"]
    folder.files.merge(kept) { old, _ in old }
    folder.files[SiteExporter.manifestFileName] =
      manifest + "index.html\n.hidden\nsub/index.html\n../index.html\ngone.html\n"
    try #require(manifest.split(separator: "\n").contains("index.html"))

    let markdown = SiteExporter(
      players: Squad.paris2021, renderer: MarkdownRenderer(), fileExtension: "md")
    let second = try await markdown.export(to: folder, force: true)
    #expect(second.removed == oldFiles.count, "each old page once")
    #expect(Set(folder.files.keys).isDisjoint(with: oldFiles))
    #expect(folder.files["index.md"]?.hasPrefix("# Players") == true)
    #expect(kept.allSatisfy { folder.files[$0.key] == $0.value })
    #expect(
      folder.files[SiteExporter.manifestFileName]
        == SiteExporter.manifest(second.pages + second.sharedFiles))
  }

  @Test func hiddenFilesDoNotMakeAFolderFull() async throws {
    let exporter = SiteExporter(
      players: Squad.paris2021, renderer: MarkdownRenderer(), fileExtension: "md")
    let folder = MemoryFolder(files: [".DS_Store": ""])
    let summary = try await exporter.export(to: folder, force: false)
    #expect(summary.pages.count == exporter.routes.count + 1)
  }

  @Test func aFolderThatCannotBePreparedStopsTheExport() async throws {
    let exporter = SiteExporter(
      players: Squad.paris2021, renderer: MarkdownRenderer(), fileExtension: "md")
    let folder = MemoryFolder()
    let failure = ExportError(.cannotCreate(folder: "site", reason: "permission denied"))
    folder.failure = failure
    await #expect(throws: failure) { try await exporter.export(to: folder, force: false) }
    #expect(folder.files.isEmpty)
  }

  @Test func playersSharingANumberHaveAPageEach() async throws {
    var squad = Array(Squad.paris2021.prefix(3))
    squad.append(squad[0])
    squad[3].name = "Second wearer"
    squad[3].id = 99
    let exporter = SiteExporter(players: squad, renderer: MarkdownRenderer(), fileExtension: "md")
    let routes = exporter.routes.filter { $0.segments.last is PlayerDetailRoute }
    #expect(routes.map(\.address) == ["player/id/1", "player/id/2", "player/id/3", "player/id/99"])
  }

  @Test func playersSharingAnIDAreRefusedBeforeAnythingIsWritten() async throws {
    var squad = Array(Squad.paris2021.prefix(3))
    squad[2].id = squad[0].id
    let exporter = SiteExporter(players: squad, renderer: MarkdownRenderer(), fileExtension: "md")
    let folder = MemoryFolder()
    let error = try await #require(throws: ExportError.self) {
      try await exporter.export(to: folder, force: false)
    }
    #expect(
      error.description
        == #"cannot export: players 1 ("Keylor NAVAS") and 3 ("Denis FRANCHI") have the same id 1"#)
    #expect(error.exitCode == 65)
    #expect(folder.files.isEmpty)
  }
}
