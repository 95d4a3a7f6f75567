import Foundation
import TestSupport
import Testing

/// Exporting into a folder that holds the site already: only the files whose bytes change are
/// written, so every other file keeps its modification time (what `rsync` and CDNs look at).
@Suite(.tags(.process), .skippedInFastLoop) struct ExportUpdateTests {
  /// A file of the site as found on disk: its bytes, and what says whether it was written again.
  struct FileState: Equatable {
    var bytes: Data
    var inode: UInt64
    var modified: Date
  }

  /// Every file of the folder that is not hidden, by name.
  static func snapshot(of site: ExportedSite) throws -> [String: FileState] {
    var states: [String: FileState] = [:]
    for name in try site.fileNames() where !name.hasPrefix(".") {
      let path = site.file(name).path
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      states[name] = FileState(
        bytes: try Data(contentsOf: site.file(name)),
        inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
        modified: attributes[.modificationDate] as? Date ?? .distantPast)
    }
    return states
  }

  /// The counts at the end of the export's line: written, unchanged and removed.
  static func counts(_ output: String) -> [Int] {
    guard let tail = output.split(separator: ":").last else { return [] }
    return tail.split(separator: ",").compactMap { Int($0.split(separator: " ").first ?? "") }
  }

  @Test func theSameFeedAgainWritesNothingAndARenamedPlayerOnlyThePagesShowingThem()
    async throws
  {
    var feed = try GeneratedFeed(count: 250)
    defer { feed.remove() }
    let site = try await ExportedSite.export(["--data", feed.url.path])
    defer { site.remove() }
    try #require(site.result.exitCode == 0, "\(site.result.standardError)")
    let first = try Self.snapshot(of: site)
    #expect(first["style.css"] != nil && first["search.js"] != nil)
    let pages = first.keys.filter { $0.hasSuffix(".html") }.count
    #expect(
      site.result.standardOutput
        == "exported \(pages) pages and 2 shared files to \(site.folder.path) "
        + "(start at index.html): \(pages + 2) written, 0 unchanged, 0 removed\n")
    // A new modification time would be a new tick of the clock, or at least a new file.
    try await Task.sleep(for: .milliseconds(20))

    let again = try await DemoExecutable.run([
      "export", site.folder.path, "--force", "--data", feed.url.path,
    ])
    #expect(again.exitCode == 0)
    #expect(Self.counts(again.standardOutput) == [0, pages + 2, 0])
    #expect(try Self.snapshot(of: site) == first, "no file was written again")

    let oldName = try #require(feed.name(id: 1005))
    try feed.rename(id: 1005, to: oldName + " B")
    let renamed = try await DemoExecutable.run([
      "export", site.folder.path, "--force", "--data", feed.url.path,
    ])
    #expect(renamed.exitCode == 0)
    let after = try Self.snapshot(of: site)
    #expect(Set(after.keys) == Set(first.keys))
    let rewritten = Set(after.keys.filter { after[$0]?.inode != first[$0]?.inode })
    let changed = Set(after.keys.filter { after[$0]?.bytes != first[$0]?.bytes })
    let showing = Set(
      after.keys.filter { name in
        String(decoding: after[name]?.bytes ?? Data(), as: UTF8.self).contains(oldName + " B")
      })
    // The player's page, their comparison, the next player's, lists and scorers.
    #expect(showing.count >= 5)
    #expect(rewritten == showing, "only the pages that show the player")
    #expect(changed == showing)
    #expect(
      after.filter { !rewritten.contains($0.key) }.allSatisfy { $0.value == first[$0.key] },
      "every other file keeps its bytes and modification time")
    #expect(Self.counts(renamed.standardOutput) == [showing.count, pages + 2 - showing.count, 0])
  }

  @Test func aPageTheFeedNoLongerHasIsRemovedAndAFileOfTheUserIsKept() async throws {
    var feed = try GeneratedFeed(count: 40)
    defer { feed.remove() }
    let site = try await ExportedSite.export(["--data", feed.url.path])
    defer { site.remove() }
    try #require(site.result.exitCode == 0, "\(site.result.standardError)")
    try Data("mine".utf8).write(to: site.file("notes.html"))
    let before = try site.fileNames()

    try feed.removePlayer(id: 1039)
    let result = try await DemoExecutable.run([
      "export", site.folder.path, "--force", "--data", feed.url.path,
    ])
    #expect(result.exitCode == 0)
    let after = try site.fileNames()
    let gone = before.subtracting(after)
    // The player's page and every page below it (their names start with the page's), whatever
    // scenes add pages below a player's: the list of them is the site's, not this test's.
    let theirs = before.filter { $0 == "player-id-1039.html" || $0.hasPrefix("player-id-1039-") }
    #expect(theirs.contains("player-id-1039.html"))
    #expect(gone == theirs)
    #expect(try String(contentsOf: site.file("notes.html"), encoding: .utf8) == "mine")
    #expect(Self.counts(result.standardOutput).last == gone.count)
    // Every page left is the one a new export of the smaller feed writes.
    let fresh = try await ExportedSite.export(["--data", feed.url.path])
    defer { fresh.remove() }
    #expect(after.subtracting(["notes.html"]) == (try fresh.fileNames()))
  }

  /// A name of the manifest that is now the user's folder, holding a file: `--force` keeps
  /// both, writes every other page, and ends with 73 and one line naming the folder. A stale
  /// page's name that became a folder is kept too, and is no failure: nothing links to it.
  @Test func aFolderOfTheUserWhereAPageWasIsKeptAndNamed() async throws {
    var feed = try GeneratedFeed(count: 40)
    defer { feed.remove() }
    let site = try await ExportedSite.export(["--data", feed.url.path])
    defer { site.remove() }
    try #require(site.result.exitCode == 0, "\(site.result.standardError)")
    let first = try Self.snapshot(of: site)
    let fileManager = FileManager.default
    for name in ["player-id-1005.html", "players.html"] {
      try fileManager.removeItem(at: site.file(name))
      try fileManager.createDirectory(at: site.file(name), withIntermediateDirectories: false)
      try Data("mine".utf8).write(to: site.file(name).appendingPathComponent("notes.txt"))
    }
    for name in ["player-id-1010.html", "index.html"] {
      try fileManager.removeItem(at: site.file(name))
    }

    let result = try await DemoExecutable.run([
      "export", site.folder.path, "--force", "--data", feed.url.path,
    ])
    #expect(result.exitCode == 73)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "psg-demo: \(site.folder.path): kept your folder players.html and 1 more "
        + "where pages of the site belong: links to those pages do not resolve until the "
        + "folders are moved (every other file is written)\n")
    for name in ["player-id-1005.html", "players.html"] {
      #expect(
        try String(contentsOf: site.file(name).appendingPathComponent("notes.txt"), encoding: .utf8)
          == "mine")
    }
    // Every other page, the two removed ones written again, with the bytes of the first export.
    let kept: Set = ["player-id-1005.html", "players.html"]
    var after: [String: Data] = [:]
    for name in try site.fileNames() where !name.hasPrefix(".") && !kept.contains(name) {
      after[name] = try Data(contentsOf: site.file(name))
    }
    #expect(after == first.filter { !kept.contains($0.key) }.mapValues(\.bytes))
    #expect(after["index.html"] != nil && after["player-id-1010.html"] != nil)
    #expect(try !site.fileNames().contains(".psg-demo-export.lock"))

    // The player gone, their page's folder is no longer in the site's way: kept, status 0.
    try fileManager.removeItem(at: site.file("players.html"))
    try feed.removePlayer(id: 1005)
    let smaller = try await DemoExecutable.run([
      "export", site.folder.path, "--force", "--data", feed.url.path,
    ])
    #expect(smaller.exitCode == 0, "\(smaller.standardError)")
    #expect(
      try String(
        contentsOf: site.file("player-id-1005.html").appendingPathComponent("notes.txt"),
        encoding: .utf8) == "mine")
    #expect(try !site.fileNames().contains(".psg-demo-export.lock"))
  }
}
