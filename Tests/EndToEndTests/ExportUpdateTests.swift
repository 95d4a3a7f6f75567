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
}
