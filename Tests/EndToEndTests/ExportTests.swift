import Foundation
import TestSupport
import Testing

/// `psg-demo export DIR`: the app as a static site on disk.
@Suite(.tags(.process), .skippedInFastLoop) struct ExportTests {
  @Test func writesOnePagePerRouteAndSaysWhere() async throws {
    let site = try await ExportedSite.export()
    defer { site.remove() }
    #expect(site.result.exitCode == 0)
    #expect(site.result.standardError == "")
    let names = try site.fileNames()
    let pages = names.filter { $0.hasSuffix(".html") }.count
    #expect(
      site.result.standardOutput
        == "exported \(pages) pages and 2 shared files to \(site.folder.path) "
        + "(start at index.html): \(pages + 2) written, 0 unchanged, 0 removed\n")
    // The pages, their style sheet and script, and the export's hidden manifest: no lock file.
    #expect(names.count == pages + 3)
    #expect(names.isSuperset(of: ["style.css", "search.js", ".psg-demo-site"]))
    // At least index, 8 lists and 8 pickers, 35 players, the scorers and one comparison a
    // player; a new scene adds its own pages.
    let (lists, pickers, players, scorers) = (8, 8, 35, 1)
    let known: Int = 1 + lists + pickers + players + scorers + players
    #expect(names.count >= known)
    for name in [
      "index.html", "players.html", "players-filter-goalkeepers.html", "filters.html",
      "players-filter-academy-filters.html", "player-id-32.html", "player-id-1.html",
      "scorers.html",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    // One comparison a player, never the picker, which would list the whole feed.
    #expect(names.contains { $0.wholeMatch(of: /player-id-32-compare-\d+\.html/) != nil })
    #expect(!names.contains("player-id-32-compare.html"))
  }

  @Test func refusesAFolderWithFilesUnlessForcedAndKeepsTheirFiles() async throws {
    let site = try await ExportedSite.export(["--renderer", "markdown"])
    defer { site.remove() }
    let notes = site.file("notes.txt")
    try Data("mine".utf8).write(to: notes)
    let again = try await DemoExecutable.run(["export", site.folder.path])
    #expect(again.exitCode == 73)
    #expect(
      again.standardError
        == "psg-demo: \(site.folder.path): the folder is not empty; add --force to write into it "
        + "(no other file is removed)\n")
    #expect(try !site.fileNames().contains("index.html"), "nothing written")

    let forced = try await DemoExecutable.run(["export", site.folder.path, "--force"])
    #expect(forced.exitCode == 0)
    #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")
    // The HTML pages with their two shared files, and the notes: the Markdown pages were the
    // site's, and the site no longer has them.
    let pages = try #require(Int(site.result.standardOutput.split(separator: " ")[1]))
    let names = try site.fileNames().filter { !$0.hasPrefix(".") }
    #expect(names.count == pages + 2 + 1)
    #expect(!names.contains { $0.hasSuffix(".md") })
  }

  /// A link checker over a site written to disk from a feed of 250 players wearing the
  /// squad's numbers in turn, names repeated too: every `href` is a file of the site, and every
  /// player has a page linked from a page of the list.
  @Test func everyLinkOfALargerSiteResolvesAndEveryPlayerIsLinkedFromTheList() async throws {
    let data = try Data(contentsOf: FixtureFiles.frenchFeed)
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let squad = try #require(document["players"] as? [[String: Any]])
    let players = (0..<250).map { index -> [String: Any] in
      var player = squad[index % squad.count]
      player["id"] = 1000 + index
      return player
    }
    let feed = FileManager.default.temporaryDirectory
      .appendingPathComponent("players-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: feed) }
    try JSONSerialization.data(withJSONObject: ["players": players]).write(to: feed)

    let site = try await ExportedSite.export(["--data", feed.path])
    defer { site.remove() }
    #expect(site.result.exitCode == 0)
    let names = try site.fileNames()
    // A player's own page, `player-id-N.html`, not a page below it.
    let playerPages = names.filter { $0.wholeMatch(of: /player-id-\d+\.html/) != nil }
    #expect(playerPages == Set((1000..<1250).map { "player-id-\($0).html" }))
    #expect(names.contains("players-page-3.html") && !names.contains("players-page-4.html"))

    let link = try NSRegularExpression(pattern: #"href="([^"]*)""#)
    var linkedFromLists = Set<String>()
    for name in names {
      let page = try String(contentsOf: site.file(name), encoding: .utf8)
      let range = NSRange(page.startIndex..., in: page)
      for match in link.matches(in: page, range: range) {
        guard let found = Range(match.range(at: 1), in: page) else { continue }
        let target = String(page[found])
        if target.hasPrefix("http") { continue }
        #expect(names.contains(target), "\(name) links to \(target), which was not written")
        if name == "index.html" || name.hasPrefix("players") { linkedFromLists.insert(target) }
      }
    }
    #expect(playerPages.isSubset(of: linkedFromLists))
  }

  /// `--force` replaces a symbolic link named like a page instead of writing through it.
  @Test func forceReplacesALinkNamedLikeAPageWithoutFollowingIt() async throws {
    let site = try await ExportedSite.export()
    defer { site.remove() }
    let outside = FileManager.default.temporaryDirectory
      .appendingPathComponent("outside-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: outside) }
    try Data("mine".utf8).write(to: outside)
    try FileManager.default.removeItem(at: site.file("scorers.html"))
    try FileManager.default.createSymbolicLink(
      at: site.file("scorers.html"), withDestinationURL: outside)

    let forced = try await DemoExecutable.run(["export", site.folder.path, "--force"])
    #expect(forced.exitCode == 0)
    #expect(try String(contentsOf: outside, encoding: .utf8) == "mine")
    let type = try FileManager.default.attributesOfItem(atPath: site.file("scorers.html").path)[
      .type]
    #expect(type as? FileAttributeType == .typeRegular)
    let hidden = try site.fileNames().filter { $0.hasPrefix(".") }
    #expect(hidden == [".psg-demo-site"], "no temporary file and no lock file is left")
  }

  @Test func aFolderThatCannotBeCreatedIsOneLineAndStatus73() async throws {
    let site = try await ExportedSite.export()
    defer { site.remove() }
    let inside = site.file("index.html").appendingPathComponent("site").path
    let result = try await DemoExecutable.run(["export", inside])
    #expect(result.exitCode == 73)
    #expect(
      result.standardError == "psg-demo: \(inside): cannot create the folder: not a directory\n")
  }

  @Test func usageErrorsAreStatus64() async throws {
    let missing = try await DemoExecutable.run(["export"])
    #expect(missing.exitCode == 64)
    #expect(missing.standardError.hasPrefix("psg-demo: export needs a folder"))
    let unknown = try await DemoExecutable.run(["export", "x", "--renderer", "pdf"])
    #expect(unknown.exitCode == 64)
    #expect(
      unknown.standardError.hasPrefix(
        "psg-demo: --renderer must be one of plain, ansi, markdown, html, json, not “pdf”"))
  }

  /// A renderer that declares no site format exports with the default one: pages named
  /// `.txt`, written by the renderer itself, nothing shared.
  @Test func aRendererWithTheDefaultFormatWritesTextPages() async throws {
    let site = try await ExportedSite.export(["--renderer", "plain"])
    defer { site.remove() }
    #expect(site.result.exitCode == 0, "\(site.result.standardError)")
    let names = try site.fileNames()
    #expect(names.contains("index.txt") && names.contains("player-id-32.txt"))
    #expect(names.allSatisfy { $0.hasSuffix(".txt") || $0.hasPrefix(".") })
    #expect(site.result.standardOutput.contains("(start at index.txt)"))
    let page = try String(contentsOf: site.file("player-id-32.txt"), encoding: .utf8)
    #expect(page.contains("Kylian MBAPPÉ") && !page.contains("\u{1B}"))
  }
}
