import Foundation
import TestSupport
import Testing

/// `psg-demo replay FILE --export DIR`: a recording as an HTML walkthrough, a page per step
/// and an index, linked to each other, the same bytes for the same run.
@Suite(.tags(.process), .skippedInFastLoop) struct WalkthroughExportTests {
  /// The walkthrough of the recording `RecordingTests.record` makes, in a fresh folder.
  static func export(
    input: String = "search mba\nopen 1\nback\nscorers\n", _ extra: [String] = []
  ) async throws -> (site: ExportedSite, recording: String) {
    let recording = RecordingTests.temporaryFile()
    let recorded = try await DemoExecutable.run(
      ["--renderer", "plain", "--record", recording], input: .pipe(input))
    try #require(recorded.exitCode == 0, "\(recorded.standardError)")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-walkthrough-\(UUID().uuidString)")
    let result = try await DemoExecutable.run(
      ["replay", recording, "--export", folder.path] + extra)
    return (ExportedSite(folder: folder, result: result), recording)
  }

  /// The `href` values of a page.
  static func links(in page: String) -> [String] {
    page.components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test func aPagePerStepAndAnIndexLinkedToEachOther() async throws {
    let (site, recording) = try await Self.export()
    defer {
      site.remove()
      try? FileManager.default.removeItem(atPath: recording)
    }
    #expect(site.result.exitCode == 0, "\(site.result.standardError)")
    #expect(site.result.standardError == "")
    #expect(
      site.result.standardOutput.hasPrefix("exported 6 pages and 2 shared files to "),
      "\(site.result.standardOutput)")
    let steps = (0...4).map { "step-\($0).html" }
    #expect(
      try site.fileNames() == Set(["index.html", "style.css", "search.js"] + steps))

    let index = try String(contentsOf: site.file("index.html"), encoding: .utf8)
    #expect(Self.links(in: index).filter { $0.hasPrefix("step-") } == steps)
    // Each step's number, its command and its route.
    #expect(index.contains("<a href=\"step-2.html\"><strong>open 1</strong></a>"))
    #expect(index.contains("players?search=mba/player/id/32"))

    for (seq, name) in steps.enumerated() {
      let page = try String(contentsOf: site.file(name), encoding: .utf8)
      let links = Self.links(in: page)
      // The shared style sheet, the neighbours and the index; no page of the app.
      #expect(links.contains("style.css"), "\(name)")
      #expect(links.contains("index.html"), "\(name)")
      #expect(links.contains("step-\(seq - 1).html") == (seq > 0), "\(name)")
      #expect(links.contains("step-\(seq + 1).html") == (seq < 4), "\(name)")
      // A player's photo links its picture on the web; every other link is a file here.
      for link in links where !link.hasPrefix("https://") {
        #expect(try site.fileNames().contains(link), "\(name) links \(link)")
      }
      #expect(page.contains("<aside aria-label=\"Inspector\">"), "\(name)")
      #expect(!page.contains("millisecond"), "\(name)")
    }
    // Step 2: the player's page, the command that led there, and the inspector's events of
    // that step and the ones before it.
    let player = try String(contentsOf: site.file("step-2.html"), encoding: .utf8)
    #expect(player.contains("<h1>Kylian MBAPPÉ</h1>"))
    #expect(player.contains("step 2 of 4 · open 1"))
    #expect(player.contains("navigation push Kylian MBAPPÉ"))
    #expect(player.contains("#1 search mba"))
  }

  /// A walkthrough is reproducible: exported again it writes nothing, and a second run of the
  /// same keys, whose steps took other times, exports the same bytes.
  @Test func theSameRunExportsTheSameBytes() async throws {
    let (first, firstRecording) = try await Self.export()
    let (second, secondRecording) = try await Self.export()
    defer {
      first.remove()
      second.remove()
      try? FileManager.default.removeItem(atPath: firstRecording)
      try? FileManager.default.removeItem(atPath: secondRecording)
    }
    try #require(first.result.exitCode == 0)
    try #require(second.result.exitCode == 0)
    let names = try first.fileNames()
    #expect(try second.fileNames() == names)
    for name in names {
      #expect(
        try Data(contentsOf: first.file(name)) == Data(contentsOf: second.file(name)), "\(name)")
    }
    let again = try await DemoExecutable.run(
      ["replay", firstRecording, "--export", first.folder.path, "--force"])
    #expect(again.exitCode == 0)
    #expect(again.standardOutput.hasSuffix(": 0 written, 8 unchanged, 0 removed\n"))
  }

  @Test func recordedTextIsEscaped() async throws {
    let (site, recording) = try await Self.export(input: "search <b>x\"</b>\n")
    defer {
      site.remove()
      try? FileManager.default.removeItem(atPath: recording)
    }
    try #require(site.result.exitCode == 0, "\(site.result.standardError)")
    let page = try String(contentsOf: site.file("step-1.html"), encoding: .utf8)
    #expect(!page.contains("<b>"))
    #expect(page.contains("search &lt;b&gt;x&quot;&lt;/b&gt;"))
    let index = try String(contentsOf: site.file("index.html"), encoding: .utf8)
    #expect(!index.contains("<b>"))
  }

  @Test func aFolderThatIsNotEmptyIsRefusedWithoutForce() async throws {
    let (site, recording) = try await Self.export()
    defer {
      site.remove()
      try? FileManager.default.removeItem(atPath: recording)
    }
    try #require(site.result.exitCode == 0)
    try "mine".write(to: site.file("notes.txt"), atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: site.file("step-3.html"))
    let refused = try await DemoExecutable.run(["replay", recording, "--export", site.folder.path])
    #expect(refused.exitCode == 73)
    #expect(refused.standardError.contains("--force"))
    #expect(!(try site.fileNames().contains("step-3.html")))
    let forced = try await DemoExecutable.run(
      ["replay", recording, "--export", site.folder.path, "--force"])
    #expect(forced.exitCode == 0)
    #expect(forced.standardOutput.hasSuffix(": 1 written, 7 unchanged, 0 removed\n"))
    #expect(try site.fileNames().contains("notes.txt"))

    let both = try await DemoExecutable.run(
      ["replay", recording, "--export", site.folder.path, "--at", "1"])
    #expect(both.exitCode == 64)
    #expect(both.standardError.contains("--at"))
  }
}

/// The walkthrough's pages in headless Chromium: the DOM accessibility checks in light and
/// dark, in English and French, as the exported site's pages pass them.
@Suite(
  .tags(.process, .chromium), .skippedInFastLoop, .serialized,
  .enabled(if: ExternalTool.chromium.shouldRun, "needs chromium"))
struct WalkthroughBrowserTests {
  @Test(arguments: ["en", "fr"])
  func everyPagePassesTheDOMAccessibilityChecks(language: String) async throws {
    let chromium = Chromium(executable: try ExternalTool.chromium.require())
    let recording = RecordingTests.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: recording) }
    let recorded = try await DemoExecutable.run(
      ["--renderer", "plain", "--lang", language, "--record", recording],
      input: .pipe("search mba\nopen 1\nback\nscorers\n"))
    try #require(recorded.exitCode == 0)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-walkthrough-\(UUID().uuidString)")
    let site = ExportedSite(
      folder: folder,
      result: try await DemoExecutable.run(["replay", recording, "--export", folder.path]))
    defer { site.remove() }
    try #require(site.result.exitCode == 0, "\(site.result.standardError)")
    let pages = try site.fileNames().filter { $0.hasSuffix(".html") }.sorted()
    #expect(pages.count == 6)
    for page in pages {
      let checked = try DOMAccessibilityChecks.checkedCopy(of: site.file(page))
      for dark in [false, true] {
        let dom = try await chromium.dumpDOM(
          of: checked, arguments: ["--blink-settings=preferredColorScheme=\(dark ? 0 : 1)"])
        let results = try #require(
          DOMAccessibilityChecks.results(in: dom), "the checking script did not run on \(page)")
        #expect(results.checked > 20, "\(page)")
        #expect(results.violations == [], "\(page) \(language) \(dark ? "dark" : "light")")
        // The page the browser built links only to files of the walkthrough.
        for link in WalkthroughExportTests.links(in: dom) where !link.hasPrefix("https://") {
          #expect(try site.fileNames().contains(link), "\(page) links \(link)")
        }
      }
    }
  }
}
