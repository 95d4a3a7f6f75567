import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An export stopped midway, and two exports at once: the folder never holds half a page
/// after a rerun, never a temporary file, never a mix of two feeds.
// Serialized: each test runs exports of thousands of pages, which starve a 2-core machine.
@Suite(.tags(.process), .skippedInFastLoop, .serialized) struct ExportInterruptionTests {
  /// The hidden files an export keeps in the folder: its manifest alone, as the lock is the
  /// folder's own.
  static let hiddenFilesKept: Set<String> = [".psg-demo-site"]

  /// Every file of the folder that is not hidden, with its bytes.
  static func files(of site: ExportedSite) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try site.fileNames() where !name.hasPrefix(".") {
      files[name] = try Data(contentsOf: site.file(name))
    }
    return files
  }

  /// How many entries the folder holds; 0 before it exists.
  static func entries(in folder: URL) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path).count) ?? 0
  }

  /// Exports the feed into `site`'s folder and signals the export once the folder holds
  /// `after` entries: midway, for a feed of a thousand players.
  ///
  /// The folder is watched from a thread of its own, not from the task that waits for the
  /// export: on a busy test run the tasks' threads may not look in time, and the export would
  /// end before it is signalled.
  static func export(
    _ feed: GeneratedFeed, into site: ExportedSite, signal: Int32, after: Int
  ) async throws -> ProcessOutput {
    var started = false
    let folder = site.folder
    return try await DemoExecutable.run(["export", folder.path, "--data", feed.url.path]) {
      id in
      guard !started else { return }
      started = true
      Thread.detachNewThread {
        // The program is not reaped while it runs, so `id` stays its own until it ends.
        while kill(id, 0) == 0 {
          if entries(in: folder) >= after {
            kill(id, signal)
            return
          }
          usleep(1_000)
        }
      }
    }
  }

  @Test func aRerunAfterAKillCompletesTheSiteAndRemovesWhatTheKillLeft() async throws {
    let feed = try GeneratedFeed(count: 1000)
    defer { feed.remove() }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-site-\(UUID().uuidString)")
    let killed = ExportedSite(
      folder: folder,
      result: ProcessOutput(
        standardOutput: "", standardError: "", exitCode: 0, timedOut: false))
    defer { killed.remove() }
    let result = try await Self.export(feed, into: killed, signal: SIGKILL, after: 200)
    #expect(result.exitCode == SIGKILL, "killed midway, not finished")
    let left = try Self.files(of: killed).count
    // What a kill in the middle of a replacement would leave.
    try Data("<!DOCTYPE".utf8).write(to: killed.file(".index.html.99999.tmp"))

    let rerun = try await DemoExecutable.run([
      "export", folder.path, "--force", "--data", feed.url.path,
    ])
    #expect(rerun.exitCode == 0, "\(rerun.standardError)")
    let fresh = try await ExportedSite.export(["--data", feed.url.path])
    defer { fresh.remove() }
    let expected = try Self.files(of: fresh)
    #expect(left < expected.count)
    let rerunFiles = try Self.files(of: killed)
    #expect(Set(rerunFiles.keys) == Set(expected.keys))
    #expect(rerunFiles == expected, "every page whole")
    #expect(try killed.fileNames().filter { $0.hasPrefix(".") } == Self.hiddenFilesKept)
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalStopsTheExportBetweenTwoPagesWithNoTemporaryFile(signal: Int32) async throws {
    let feed = try GeneratedFeed(count: 1000)
    defer { feed.remove() }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-site-\(UUID().uuidString)")
    let stopped = ExportedSite(
      folder: folder,
      result: ProcessOutput(
        standardOutput: "", standardError: "", exitCode: 0, timedOut: false))
    defer { stopped.remove() }
    let result = try await Self.export(feed, into: stopped, signal: signal, after: 200)
    #expect(result.exitCode == 128 + signal)
    #expect(result.errorLines.count == 1)
    #expect(result.standardError.contains("the export was interrupted after writing "))
    #expect(try stopped.fileNames().filter { $0.hasPrefix(".") } == Self.hiddenFilesKept)

    let fresh = try await ExportedSite.export(["--data", feed.url.path])
    defer { fresh.remove() }
    let expected = try Self.files(of: fresh)
    let written = try Self.files(of: stopped)
    #expect(written.count >= 200 - 4 && written.count < expected.count)
    for (name, bytes) in written {
      #expect(expected[name] == bytes, "\(name) is whole")
    }
  }

  @Test func twoExportsIntoOneFolderNeverBothWrite() async throws {
    let small = try GeneratedFeed(count: 600)
    defer { small.remove() }
    var large = try GeneratedFeed(count: 700)
    defer { large.remove() }
    try large.rename(id: 1000, to: "Another FEED")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-site-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let shared = ExportedSite(
      folder: folder,
      result: ProcessOutput(
        standardOutput: "", standardError: "", exitCode: 0, timedOut: false))
    defer { shared.remove() }

    let (path, smallFeed, largeFeed) = (folder.path, small.url.path, large.url.path)
    async let first = DemoExecutable.run(["export", path, "--data", smallFeed])
    async let second = DemoExecutable.run(["export", path, "--data", largeFeed])
    let results = try await [first, second]
    #expect(results.map(\.exitCode).sorted() == [0, 73], "\(results)")
    let refused = try #require(results.first { $0.exitCode == 73 })
    #expect(refused.errorLines.count == 1)
    #expect(
      refused.standardError.hasSuffix(
        "another export is writing into this folder; nothing was written\n")
        || refused.standardError.contains("the folder is not empty"))
    #expect(refused.standardOutput == "")

    let winner = results[0].exitCode == 0 ? small : large
    let fresh = try await ExportedSite.export(["--data", winner.url.path])
    defer { fresh.remove() }
    #expect(try Self.files(of: shared) == (try Self.files(of: fresh)), "one feed's pages, whole")
  }
}
