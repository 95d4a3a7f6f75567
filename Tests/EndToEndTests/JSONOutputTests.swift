import Foundation
import Rendering
import TestSupport
import Testing

/// `--renderer json`: the screens as data, one a line, for `jq`, `python3 -m json.tool` and
/// renderers written in any language; and `export DIR --renderer json`.
@Suite(.tags(.process, .externalTool), .skippedInFastLoop) struct JSONOutputTests {
  /// The screens of a JSON Lines transcript, each line decoded on its own: the lines whose
  /// envelope says `screen` (the last line is the `end`).
  static func screens(_ output: String) throws -> [Screen] {
    try StreamLines(output).lines.filter { $0.kind == "screen" }.map {
      try JSONDecoder().decode(Screen.self, from: Data($0.text.utf8))
    }
  }

  /// The text of the cell in the key column (the row's name) of each row of the first table.
  static func names(in screen: Screen) -> [String] {
    for case .table(let table) in screen.blocks {
      guard let key = table.columns.firstIndex(where: { $0.role == .key }) else { continue }
      return table.rows.map { $0.cells.indices.contains(key) ? $0.cells[key].text : "" }
    }
    return []
  }

  @Test func aSearchIsOneScreenALineAndTheLastHoldsOneRow() async throws {
    let result = try await DemoExecutable.run(["--renderer", "json"], input: .pipe("search mba\n"))
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.hasSuffix("}\n"))
    let screens = try Self.screens(result.standardOutput)
    #expect(screens.count == 2)
    #expect(Self.names(in: screens[0]).count == 35)
    #expect(Self.names(in: try #require(screens.last)) == ["Kylian MBAPPÉ"])
  }

  @Test func theTopScorerIsTheFirstRowsKey() async throws {
    let result = try await DemoExecutable.run(["--renderer", "json", "--open", "scorers"])
    #expect(result.exitCode == 0)
    let screen = try #require(try Self.screens(result.standardOutput).first)
    #expect(Self.names(in: screen).first == "Kylian MBAPPÉ")
  }

  /// The one-liners of Docs/ScreenFormat.md, as a shell runs them.
  @Test(.enabled(if: ExternalTool.jq.shouldRun, "needs jq"))
  func jqFindsTheTopScorerByPositionAndByRole() async throws {
    let jq = try ExternalTool.jq.require()
    let screens = try await DemoExecutable.run(["--renderer", "json", "--open", "scorers"])
    #expect(screens.exitCode == 0)
    for filter in [
      #"select(.kind=="screen") | .blocks[] | select(.kind=="table") | .rows[0].cells[2].text"#,
      #"select(.kind=="screen") | .blocks[] | select(.kind=="table") | (.columns | map(.role) | index("key")) as $key | .rows[0].cells[$key].text"#,
    ] {
      let result = try await ChildProcess.run(
        jq, arguments: ["-r", filter], input: .pipe(screens.standardOutput))
      #expect(result.exitCode == 0, "\(result.standardError)")
      #expect(result.standardOutput == "Kylian MBAPPÉ\n", "\(filter)")
    }
  }

  @Test(.enabled(if: ExternalTool.python3.shouldRun, "needs python3"))
  func everyLineParsesWithPythonsJSONTool() async throws {
    let python = try ExternalTool.python3.require()
    let result = try await DemoExecutable.run(
      ["--renderer", "json"], input: .pipe("search mba\nfilter\n2\nopen 1\nhelp\nscorers\n"))
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count >= 5)
    for line in lines {
      let parsed = try await ChildProcess.run(
        python, arguments: ["-m", "json.tool"], input: .pipe(String(line) + "\n"))
      #expect(parsed.exitCode == 0, "\(parsed.standardError)")
    }
  }

  @Test(.enabled(if: ExternalTool.python3.shouldRun, "needs python3"))
  func theRendererInPythonShowsTheTour() async throws {
    let python = try ExternalTool.python3.require()
    let tour = Fixtures.scripts.appendingPathComponent("tour.txt").path
    let json = try await DemoExecutable.run([
      "--renderer", "json", "--rows", "10", "--script", tour,
    ])
    #expect(json.exitCode == 0)
    let script = FixtureFiles.packageRoot
      .appendingPathComponent("Docs/Examples/screens_as_text.py").path
    let result = try await ChildProcess.run(
      python, arguments: [script], input: .pipe(json.standardOutput))
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError == "")
    let frames = result.standardOutput.components(
      separatedBy: "\n\n" + String(repeating: "=", count: 40) + "\n\n")
    let screens = try Self.screens(json.standardOutput)
    try #require(frames.count == screens.count)
    #expect(screens.count == 10)
    for (frame, screen) in zip(frames, screens) {
      #expect(frame.hasPrefix(screen.title + "\n"), "\(screen.title)")
      for name in Self.names(in: screen) {
        #expect(frame.contains(name), "\(name) in \(screen.title)")
      }
      for action in screen.actions {
        #expect(frame.contains("\(action.command)  \(action.label)"), "\(action.command)")
      }
    }
    #expect(frames[1].contains("  1    7  Kylian MBAPPÉ  Forward"))
    #expect(frames[6].contains("Birth date: 16/12/1986 (1986-12-16)"))
    #expect(frames[8].contains("> 2. Goalkeepers"))
  }

  @Test(.enabled(if: ExternalTool.python3.shouldRun, "needs python3"))
  func thePythonRendererShowsTheHostileFeedWithoutControls() async throws {
    let python = try ExternalTool.python3.require()
    let json = try await DemoExecutable.run(
      ["--renderer", "json", "--data", FixtureFiles.hostileFeed.path], input: .pipe("open 1\n"))
    let script = FixtureFiles.packageRoot
      .appendingPathComponent("Docs/Examples/screens_as_text.py").path
    let result = try await ChildProcess.run(
      python, arguments: [script], input: .pipe(json.standardOutput))
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("<U+001B>"))
    #expect(!result.standardOutput.unicodeScalars.contains("\u{1B}"))
  }

  /// Docs/Examples/psg_client.py drives the app: it waits for the line answering each
  /// command, shows a refusal by its code and stops at the `end`, exiting with its status.
  @Test(.enabled(if: ExternalTool.python3.shouldRun, "needs python3"))
  func theInteractiveClientInPythonDrivesTheApp() async throws {
    let python = try ExternalTool.python3.require()
    let client = FixtureFiles.packageRoot
      .appendingPathComponent("Docs/Examples/psg_client.py").path
    let demo = try DemoExecutable.path.get()
    let result = try await ChildProcess.run(
      python, arguments: [client, "--demo", demo, "--", "--lang", "fr"],
      input: .pipe("search mba\nfoo\nopen 1\n\nquit\nscorers\n"))
    #expect(result.standardError == "")
    // psg-demo's status: a command failed.
    #expect(result.exitCode == 1)
    let out = result.standardOutput
    for (seq, scene) in [(0, "players"), (1, "players"), (3, "player"), (4, "player")] {
      #expect(out.contains("[\(seq)] \(scene)\n"), "\(seq) \(scene)")
    }
    #expect(out.contains("[2] error unknownCommand: commande inconnue « foo »"))
    #expect(out.contains("Kylian MBAPPÉ\n"))
    #expect(out.hasSuffix("[5] end: status 1\n"))
    // Nothing after `quit` was sent.
    #expect(!out.contains("[6]"))
    // Importing the renderer beside it leaves no cache in the package's folder.
    let cache = FixtureFiles.packageRoot.appendingPathComponent("Docs/Examples/__pycache__")
    #expect(!FileManager.default.fileExists(atPath: cache.path))

    // A refused start: the error by its code, then the end with the feed's status.
    let refused = try await ChildProcess.run(
      python, arguments: [client, "--demo", demo, "--", "--data", "/nonexistent/feed.json"],
      input: .pipe("open 1\n"))
    #expect(refused.exitCode == 66)
    #expect(refused.standardOutput.hasPrefix("[0] error feed: "))
    #expect(refused.standardOutput.hasSuffix("end: status 66\n"))
  }

  @Test func exportWritesTheHTMLSitesPagesAsJSONAndEveryLinkResolves() async throws {
    let json = try await ExportedSite.export(["--renderer", "json"])
    defer { json.remove() }
    let html = try await ExportedSite.export()
    defer { html.remove() }
    #expect(json.result.exitCode == 0)
    #expect(json.result.standardOutput.contains("(start at index.json)"))
    // The pages, without the HTML site's shared assets and the export's own hidden files.
    let names = try json.fileNames().filter { $0.hasSuffix(".json") }
    let htmlNames = try html.fileNames().filter { $0.hasSuffix(".html") }
    #expect(names.count > 80)
    #expect(
      Set(names.map { $0.replacingOccurrences(of: ".json", with: "") })
        == Set(htmlNames.map { $0.replacingOccurrences(of: ".html", with: "") }))
    var links = 0
    for name in names {
      let data = try Data(contentsOf: json.file(name))
      let screen = try JSONDecoder().decode(Screen.self, from: data)
      let object = try JSONSerialization.jsonObject(with: data)
      for file in Self.files(in: object) {
        links += 1
        #expect(names.contains(file), "\(name) links to \(file)")
      }
      _ = screen
    }
    #expect(links > names.count)
  }

  /// Every `file` named by a destination anywhere in a decoded JSON value, except the
  /// screen's own address, which need not be a page of the site.
  static func files(in value: Any, key: String? = nil) -> [String] {
    if let object = value as? [String: Any] {
      if key != "address", let file = object["file"] as? String, object["address"] is String {
        return [file]
      }
      return object.flatMap { files(in: $0.value, key: $0.key) }
    }
    if let array = value as? [Any] { return array.flatMap { files(in: $0) } }
    return []
  }
}
