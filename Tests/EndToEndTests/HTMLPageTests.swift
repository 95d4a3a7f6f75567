import Foundation
import TestSupport
import Testing

/// `psg-demo --renderer html --open ROUTE > page.html` writes one complete page.
@Suite(.tags(.process), .skippedInFastLoop) struct HTMLPageTests {
  @Test func aDeepLinkWritesOnePageOfThePlayer() async throws {
    let result = try await DemoExecutable.run(["--renderer", "html", "--open", "player/7"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let page = result.standardOutput
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(page.hasSuffix("</html>\n"))
    #expect(page.components(separatedBy: "<!DOCTYPE html>").count == 2, "exactly one page")
    #expect(page.contains("<h1>Kylian MBAPPÉ</h1>"))
    // Up to the list, which marks the player opened (`players?visited=32`).
    #expect(page.contains("<li><a href=\"players-visited-32.html\" rel=\"up\">Players</a></li>"))
  }

  @Test func aScriptWritesOnePagePerScreen() async throws {
    let result = try await DemoExecutable.run(
      ["--renderer", "html", "--script", "-"], input: .pipe("search mba\nopen 1\n"))
    #expect(result.exitCode == 0)
    let titles = result.standardOutput.components(separatedBy: "\n").filter {
      $0.hasPrefix("<h1>")
    }
    #expect(titles == ["<h1>Players</h1>", "<h1>Players</h1>", "<h1>Kylian MBAPPÉ</h1>"])
  }
}

/// Typed at a terminal with the output redirected, as a user would, psg-demo writes the page and
/// ends instead of waiting for commands nobody can see a prompt for.
@Suite(.tags(.process, .tmux), .skippedInFastLoop) struct RedirectedFromATerminalTests {
  @Test(.enabled(if: ExternalTool.tmux.shouldRun, "needs tmux"))
  func writesThePageAndEnds() async throws {
    try await ProcessSlots.shared.withSlot {
      let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
      let demo = try DemoExecutable.path.get()
      let page = FileManager.default.temporaryDirectory
        .appendingPathComponent("psg-page-\(UUID().uuidString).html")
      defer { try? FileManager.default.removeItem(at: page) }
      let command = "'\(demo)' --renderer html --open player/7 > '\(page.path)'"
      try await tmux.start(command: ["/bin/sh", "-c", command], columns: 80, rows: 24)
      let ended = try await tmux.waitForExit()
      await tmux.stop()
      #expect(ended, "psg-demo waited for input on the terminal")
      let html = try String(contentsOf: page, encoding: .utf8)
      #expect(html.hasPrefix("<!DOCTYPE html>\n"))
      #expect(html.contains("<h1>Kylian MBAPPÉ</h1>"))
      #expect(html.hasSuffix("</html>\n"))
    }
  }
}
