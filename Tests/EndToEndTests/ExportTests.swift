import Foundation
import TestSupport
import Testing

/// `psg-demo export DIR`: the app as a static site on disk.
@Suite struct ExportTests {
  @Test func writesOnePagePerRouteAndSaysWhere() async throws {
    let site = try await ExportedSite.export()
    defer { site.remove() }
    #expect(site.result.exitCode == 0)
    #expect(site.result.standardError == "")
    #expect(
      site.result.standardOutput == "wrote 53 pages to \(site.folder.path) (start at index.html)\n")
    let names = try site.fileNames()
    #expect(names.count == 53)
    for name in [
      "index.html", "players.html", "players-filter-goalkeepers.html", "filters.html",
      "filters-filter-academy.html", "player-id-32.html", "player-id-1.html", "scorers.html",
    ] {
      #expect(names.contains(name), "\(name)")
    }
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
    #expect(try site.fileNames().count == 53 + 53 + 1)
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
    let terminal = try await DemoExecutable.run(["export", "x", "--renderer", "ansi"])
    #expect(terminal.exitCode == 64)
    #expect(
      terminal.standardError.hasPrefix("psg-demo: export writes html or markdown, not “ansi”"))
  }
}
