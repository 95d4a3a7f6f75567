import Foundation
import MVVMC
import PlayerFeed
import TestSupport
import Testing

@testable import PSGDemo

/// Randomised inputs with fixed seeds: hostile feeds through the decoder, and random command
/// scripts through a whole session. A failure names its seed and step, and repeats on every run.
@MainActor
@Suite(.tags(.slow), .skippedInFastLoop) struct GeneratedInputTests {
  // MARK: Feeds

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func everyMalformedFeedGivesPlayersOrOneDataError(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var kinds: Set<String> = []
    for step in 0..<60 {
      let feed = MalformedFeed.make(using: &random)
      kinds.insert(feed.kind)
      let context: Comment = "seed \(seed), feed \(step) (\(feed.kind))"
      do {
        let players = try FeedDecoder.decode(Data(feed.bytes), source: "generated.json")
        #expect(feed.expectation != .fails, "decoded \(players.count) players, \(context)")
      } catch {
        #expect(feed.expectation != .succeeds, "\(error), \(context)")
        #expect(error.exitCode == 65, context)
        #expect(error.description.hasPrefix("generated.json: "), context)
        #expect(!error.description.contains("\n"), "a message is one line, \(context)")
        #expect(error.description.count < 1_000, "a message stays short, \(context)")
      }
    }
    #expect(kinds.count >= 7, "the seed covers most classes: \(kinds.sorted())")
  }

  // MARK: Command scripts

  /// The squad (0), an empty feed (1) or a feed that fails to load (2).
  nonisolated static func source(_ index: Int) -> PlayerListViewModel.PlayerSource {
    switch index {
    case 0: { Squad.paris2021 }
    case 1: { [] }
    default:
      { () async throws(FeedError) -> [Player] in
        throw FeedError(source: "feed.json", problem: .emptyFeed)
      }
    }
  }

  @Test(arguments: [(1, 0), (2, 0), (3, 1), (4, 2)] as [(UInt64, Int)])
  func randomScriptsNeverTrapAndKeepTheNavigatorConsistent(seed: UInt64, source: Int) async {
    var random = SeededGenerator(seed: seed)
    let session = DemoSession(
      configuration: DemoConfiguration(
        pageSize: Int.random(in: 1...40, using: &random), source: Self.source(source)))
    session.start()
    await session.load()
    for step in 0..<250 {
      let line = Self.randomLine(&random)
      guard let command = Command(parsing: line) else { continue }
      do throws(CommandError) {
        _ = try await session.execute(command)
      } catch {
        #expect(!error.description.contains("\n"), "seed \(seed), step \(step): \(error)")
      }
      checkConsistency(of: session, "seed \(seed), step \(step), after “\(line.prefix(60))”")
    }
  }

  private func checkConsistency(of session: DemoSession, _ context: String) {
    let navigator = session.navigator
    let list = session.coordinator.listViewModel
    #expect(navigator.scenes.first is PlayerListScene, Comment(rawValue: context))
    #expect((1...2).contains(navigator.scenes.count), Comment(rawValue: context))
    #expect(navigator.modal == nil || navigator.modal is FilterScene, Comment(rawValue: context))
    #expect(
      navigator.modal == nil || navigator.scenes.count == 1,
      "the picker opens over the list only, \(context)")
    let expectedChildren = (navigator.modal == nil ? 0 : 1) + navigator.scenes.count - 1
    #expect(
      session.coordinator.children.count == expectedChildren,
      "one child coordinator per scene over the list, \(context)")
    let page = list.page.value
    #expect(page.totalCount == list.matches.value.count, Comment(rawValue: context))
    #expect(page.players.count <= list.pageSize, Comment(rawValue: context))
    #expect(page.firstRowNumber >= 1, Comment(rawValue: context))
    #expect(page.lastRowNumber <= page.totalCount, Comment(rawValue: context))
    #expect(!session.currentScreen().title.isEmpty, Comment(rawValue: context))
  }

  private static func randomLine(_ random: inout SeededGenerator) -> String {
    let words = [
      "search", "/", "clear", "filter", "filters", "open", "back", "next", "prev", "previous",
      "refresh", "help", "?", "quit", "exit", "", "SEARCH", "Open", "ouvrir", "gardiens",
    ]
    let word = random.pick(words)
    let separator = word == "/" ? "" : random.pick([" ", "  ", "\t", " \u{A0}"])
    return word + separator + randomArgument(&random)
  }

  private static func randomArgument(_ random: inout SeededGenerator) -> String {
    switch Int.random(in: 0..<8, using: &random) {
    case 0: return ""
    case 1: return String(Int.random(in: -3...40, using: &random))
    case 2:
      return random.pick([
        "-9223372036854775808", "9223372036854775807", "9223372036854775808",
        String(repeating: "9", count: 300), "-0", "+1", "1e3", "0x10", "٣",
      ])
    case 3:
      return random.pick([
        "goalkeepers", "défenseurs", "academy", "alphabetical", "number", "none", "8", "9",
      ])
    case 4: return random.pick(["mba", "di maria", "MESSI", "é", "ÉDOUARD", "zzz"])
    default:
      let pieces = [
        "a", "É", "\u{0301}", "👍🏽", "\u{202E}", "\u{1B}[2J", "\u{0}", "界", " ", "\u{7F}",
        "\u{9B}", "%1B", "\u{FEFF}", "\u{200D}",
      ]
      let count = Int.random(in: 1...2_000, using: &random)
      return (0..<count).map { _ in random.pick(pieces) }.joined()
    }
  }
}
