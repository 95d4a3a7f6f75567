import Foundation
import HTMLRendering
import PSGDemo
import PlayerFeed
import Testing

@testable import DemoCommandLine

/// The site exporter writing to a folder on disk: created when missing, refused when it is a
/// file, and a page written whole or not at all.
@MainActor
@Suite struct DirectorySiteFolderTests {
  @Test func aDirectoryOnDiskIsCreatedAndWritten() async throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let folder = DirectorySiteFolder(path: base.appendingPathComponent("a/b").path)
    let exporter = SiteExporter(
      players: Squad.paris2021, renderer: HTMLRenderer(), fileExtension: "html")
    let written = try await exporter.export(to: folder, force: false).pages
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(Set(onDisk) == Set(written + [SiteExporter.manifestFileName]), "and no lock file")

    // A file where the folder should be is one line, status 73.
    let file = base.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    let error = try #require(throws: ExportError.self) {
      try DirectorySiteFolder(path: file.path).prepare()
    }
    #expect(error.exitCode == 73)
    #expect(error.description == "\(file.path): cannot write the site: it is a file, not a folder")
    let below = try #require(throws: ExportError.self) {
      try DirectorySiteFolder(path: file.appendingPathComponent("site").path).prepare()
    }
    #expect(below.exitCode == 73)
    #expect(below.description.hasPrefix("\(file.path)/site: cannot create the folder: "))
    #expect(!below.description.contains("\n"))
  }

  /// A file holds a page only when every byte is the same: a page larger than a compared
  /// piece that differs in its last byte, or has the same size and another byte in its first
  /// piece, differs; a link to the same bytes is no file of the folder.
  @Test func aPageIsComparedWithItsFileByteForByteInPieces() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-holds-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    let folder = DirectorySiteFolder(path: base.path)
    let page = String(repeating: "é", count: DirectorySiteFolder.comparedPieceSize) + "end"
    try Data(page.utf8).write(to: base.appendingPathComponent("page.html"))
    try Data().write(to: base.appendingPathComponent("empty.html"))
    try FileManager.default.createSymbolicLink(
      atPath: base.appendingPathComponent("link.html").path, withDestinationPath: "page.html")

    #expect(folder.holds(page, inFile: "page.html"))
    #expect(!folder.holds(String(page.dropLast()) + "x", inFile: "page.html"), "the last piece")
    #expect(!folder.holds("e" + page.dropFirst(), inFile: "page.html"), "shorter")
    #expect(!folder.holds("è" + page.dropFirst(), inFile: "page.html"), "the same size")
    #expect(!folder.holds(page + "!", inFile: "page.html"))
    #expect(folder.holds("", inFile: "empty.html"))
    #expect(!folder.holds(page, inFile: "link.html"))
    #expect(!folder.holds("", inFile: "missing.html"))
  }

  @Test func aFailedWriteIsOneLineAndLeavesNoTemporaryFile() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    // A folder where the page should go: writing it in place or renaming onto it fails,
    // now or when the export waits for its pages.
    try FileManager.default.createDirectory(
      at: base.appendingPathComponent("index.html/inside"), withIntermediateDirectories: true)
    for isNew in [false, true] {
      let folder = DirectorySiteFolder(path: base.path)
      _ = try folder.prepare()
      defer { folder.release() }
      let error = try #require(throws: ExportError.self) {
        try folder.write("<p>page</p>", toFile: "index.html", isNew: isNew)
        try folder.flush()
      }
      #expect(error.exitCode == 73)
      #expect(error.description == "\(base.path): cannot write index.html: is a directory")
      #expect(
        try Set(FileManager.default.contentsOfDirectory(atPath: base.path))
          == ["index.html"])
    }

    let folder = DirectorySiteFolder(path: base.path)
    _ = try folder.prepare()
    defer { folder.release() }
    try folder.write("<p>page</p>", toFile: "players.html", isNew: true)
    try folder.flush()
    let written = try String(
      contentsOf: base.appendingPathComponent("players.html"), encoding: .utf8)
    #expect(written == "<p>page</p>")
  }

  /// A second export into a folder held by one is refused at once, and may go ahead once the
  /// first has released it; the temporary files a killed export left are removed.
  @Test func aFolderHeldByAnExportRefusesAnother() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let first = DirectorySiteFolder(path: base.path)
    _ = try first.prepare()
    let leftover = DirectorySiteFolder.temporaryName(for: "index.html")
    try Data("<!DOC".utf8).write(to: base.appendingPathComponent(leftover))
    let second = DirectorySiteFolder(path: base.path)
    let error = try #require(throws: ExportError.self) { try second.prepare() }
    #expect(error == ExportError.busy(folder: base.path))
    #expect(error.exitCode == 73)
    first.release()
    let entries = try second.prepare()
    defer { second.release() }
    #expect(entries == [], "the leftover is removed")
    #expect(DirectorySiteFolder.isTemporaryName(leftover))
    #expect(!DirectorySiteFolder.isTemporaryName(".index.html.tmp"))
    #expect(!DirectorySiteFolder.isTemporaryName("index.html"))
  }

  /// The lock is the folder's own: none of its files. The empty lock file of earlier versions
  /// is removed; a file of that name with something in it is the user's and stays.
  @Test func theLockLeavesNoFileAndTheOldLockFileGoes() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    let oldLock = base.appendingPathComponent(DirectorySiteFolder.legacyLockFileName)
    try Data().write(to: oldLock)
    let folder = DirectorySiteFolder(path: base.path)
    #expect(try folder.prepare() == [])
    #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == [])
    folder.release()

    try Data("notes".utf8).write(to: oldLock)
    #expect(try folder.prepare() == [DirectorySiteFolder.legacyLockFileName])
    folder.release()
  }

  /// A folder is told from a file and from a link to a folder, which is replaced as any link.
  @Test func aFolderIsToldFromAFileAndALink() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let fileManager = FileManager.default
    try fileManager.createDirectory(
      at: base.appendingPathComponent("index.html"), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: base.appendingPathComponent("players.html"))
    try fileManager.createSymbolicLink(
      atPath: base.appendingPathComponent("scorers.html").path, withDestinationPath: "index.html")
    let folder = DirectorySiteFolder(path: base.path)
    #expect(folder.isFolder("index.html"))
    #expect(!folder.isFolder("players.html"))
    #expect(!folder.isFolder("scorers.html"))
    #expect(!folder.isFolder("missing.html"))
  }
}
