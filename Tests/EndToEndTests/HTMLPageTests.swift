import Foundation
import TestSupport
import Testing

/// `psg-demo --renderer html --open ROUTE > page.html` writes one complete page.
@Suite struct HTMLPageTests {
  @Test func aDeepLinkWritesOnePageOfThePlayer() async throws {
    let result = try await DemoExecutable.run(["--renderer", "html", "--open", "player/7"])
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let page = result.standardOutput
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(page.hasSuffix("</html>\n"))
    #expect(page.components(separatedBy: "<!DOCTYPE html>").count == 2, "exactly one page")
    #expect(page.contains("<h1>Kylian MBAPPÉ</h1>"))
    #expect(page.contains("<li><a href=\"players.html\" rel=\"up\">Players</a></li>"))
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
