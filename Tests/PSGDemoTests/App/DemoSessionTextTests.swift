import MVVMC
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

/// What a session writes itself, as text: the help, laid out to the width; and how it refuses
/// a command that carries too much text.
@MainActor
@Suite struct DemoSessionTextTests {
  private func loadedSession(language: Language = .english) async -> DemoSession {
    await DemoSession.loaded(language: language)
  }

  @Test(arguments: [1, 5, 12, 20, 31, 40, 80])
  func helpFitsTheWidth(width: Int) async throws {
    for language in [Language.english, .french] {
      let session = await loadedSession(language: language)
      // The list, a player's page, then the picker.
      for line in ["", "open 1", "back", "filter"] {
        if let command = Command(parsing: line) { _ = try await session.execute(command) }
        let help = session.helpText(width: width)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(help.hasSuffix("\n"))
        #expect(!lines.isEmpty)
        for helpLine in lines {
          #expect(String(helpLine).displayWidth <= width, "\(width) \(line): \(helpLine)")
          #expect(helpLine.last != " ", "\(width) \(line): \(helpLine)")
        }
      }
    }
  }

  /// Without a width, the configuration's: by default the narrowest a render context has, so
  /// the help fits whatever width the host renders screens at.
  @Test func helpFollowsTheConfigurationsWidth() async {
    let session = await loadedSession()
    #expect(session.helpText() == session.helpText(width: RenderContext.minimumWidth))
    let wide = await DemoSession.loaded(width: 80)
    #expect(wide.helpText() == wide.helpText(width: 80))
    #expect(wide.helpText() != session.helpText())
  }

  @Test func helpAlignsDescriptionsAndWrapsThemUnderThemselves() async {
    let session = await loadedSession()
    let wide = session.helpText(width: 80)
    #expect(wide.hasPrefix("  search TEXT    Search by name\n  clear          Clear the search\n"))
    let narrow = session.helpText(width: 31)
    // 17 columns of commands leave 14 to the descriptions: below the minimum of 16, so each
    // description goes under its command.
    #expect(narrow.hasPrefix("  search TEXT\n    Search by name\n  clear\n    Clear the search\n"))
    let lines = session.helpText(width: 35).split(separator: "\n")
    let openLines = lines.drop { !$0.hasPrefix("  open N") }.prefix(2)
    // Descriptions start after 17 columns: two spaces, `filter [NAME]`, two spaces.
    #expect(
      openLines == [
        "  open N" + String(repeating: " ", count: 9) + "Show the player on",
        Substring(String(repeating: " ", count: 17) + "row N"),
      ])
  }

  @Test func refusesACommandCarryingTooMuchText() async throws {
    let session = await loadedSession()
    let long = String(repeating: "é", count: 600)
    for command in [Command.search(long), .filter(long), .open(long), .choose(long)] {
      #expect(command.textLength == 1200)
      await #expect(throws: CommandError.self) { try await session.execute(command) }
    }
    // Nothing changed, and text up to the limit is still searched.
    #expect(session.navigator.breadcrumb == ["Players"])
    let atTheLimit = String(repeating: "a", count: Command.maximumTextLength)
    _ = try await session.execute(.search(atTheLimit))
    #expect(session.coordinator.listViewModel.searchText.value == atTheLimit)
  }

  @Test func theErrorForTooMuchTextSaysHowMuch() async {
    let session = await loadedSession()
    do {
      _ = try await session.execute(.search(String(repeating: "a", count: 100_000)))
      Issue.record("a 100 kB search was carried out")
    } catch {
      #expect(
        error.description
          == "the command’s text is 100000 bytes long; at most 1024 are read (type a shorter command)"
      )
    }
  }
}
