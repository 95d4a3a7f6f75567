import MVVMC
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

/// A French session speaks French all the way: every error a command or a route can meet is
/// written in French, with French command words in its hints. The walk below meets each one;
/// a message still in English fails it (``EnglishWords``).
@MainActor
@Suite struct FrenchSessionErrorTests {
  /// The error `line` meets after `route` opens, or `nil` when it succeeds.
  private func error(of line: String, at route: String, in session: DemoSession) async throws
    -> CommandError?
  {
    try session.open(RoutePath(parsing: route))
    let command = try #require(Command(parsing: line), "\(line)")
    do throws(CommandError) {
      _ = try await session.execute(command)
      return nil
    } catch {
      return error
    }
  }

  /// Every command error, each from the screen where it happens.
  static let failingCommands: [(route: String, line: String)] = [
    ("players", "ouvrir 99"), ("players", "open 99"), ("players", "foo"),
    ("players", "ouvrir abc"), ("players", "ouvrir 99999999999999999999999"),
    ("players?page=4", "suivant"), ("players", "précédent"), ("players", "retour"),
    ("players", "filtrer xyz"), ("players", "buteurs 3"), ("players", "comparer"),
    ("players?search=zz", "ouvrir 1"), ("players?filter=goalkeepers", "suivant"),
    ("scorers", "ouvrir 99"), ("scorers", "ouvrir abc"), ("scorers", "précédent"),
    ("scorers?page=4", "next"), ("scorers", "filtrer"), ("scorers", "buteurs"),
    ("player/id/32", "comparer abc"), ("player/id/32", "comparer 99999"),
    ("player/id/32", "comparer 32"), ("player/id/32", "suivant"), ("player/id/32", "buteurs"),
    ("player/id/32/compare", "99"), ("player/id/32/compare", "précédent"),
    ("player/id/32/compare?search=zz", "ouvrir 1"), ("player/id/32/compare", "filtrer"),
    ("player/id/32/compare/30", "suivant"), ("filters", "xyz"), ("filters", "suivant"),
  ]

  @Test func everyCommandErrorIsFrench() async throws {
    let session = await DemoSession.loaded(language: .french, pageSize: 10)
    for (route, line) in Self.failingCommands {
      let found = try await error(of: line, at: route, in: session)
      let error = try #require(found, "“\(line)” at \(route) did not fail")
      #expect(EnglishWords.in(error.description).isEmpty, "\(route) \(line): \(error)")
    }
    // The line too long, and the keys' own errors: `Enter` with nothing to open.
    let tooLong = Command(.search, argument: String(repeating: "a", count: 2_000))
    await #expect(throws: DemoStrings(.french).commandTooLong(byteCount: 2_000)) {
      try await session.execute(tooLong)
    }
    try session.open(RoutePath(parsing: "players?search=zz"))
    let list = try #require(session.navigator.top as? PlayerListScene)
    #expect(throws: DemoStrings(.french).noRowSelected) {
      _ = try list.perform(.open, argument: nil)
    }
  }

  @Test func theEnglishWordsAreFound() async throws {
    // The check can fail: the English session's errors are caught.
    let english = await DemoSession.loaded(pageSize: 10)
    for (route, line) in Self.failingCommands.prefix(12) {
      let error = try #require(try await self.error(of: line, at: route, in: english))
      #expect(!EnglishWords.in(error.description).isEmpty, "\(error)")
    }
  }

  /// Every route problem, from reading (`RouteTests`' forms) and from opening.
  static let failingRoutes = [
    "player", "player/seven", "player/-1", "player/id/seven", "players?filter=strikers",
    "players?page=0", "players?row=two", "scorers?sort=name", "filters?x=1", "",
    "scorers/bogus", "player/id/7/compare/x", "compare/30", "player/id/7/compare/7/7",
    "player/id/7/compare/30?search=m", "players?page=9", "players?row=99", "scorers?page=9",
    "scorers?row=99", "player/99", "player/id/999", "player/id/32/compare/99999",
    "player/id/32/compare?row=99", "filters?row=9", "players?filter=goalkeepers&page=2",
  ]

  @Test func everyRouteErrorIsFrench() async throws {
    let session = await DemoSession.loaded(language: .french, pageSize: 10)
    let strings = DemoStrings(.french)
    var problems: [String] = []
    for text in Self.failingRoutes {
      let error = try #require(throws: RouteError.self, "\(text)") {
        try session.open(RoutePath(parsing: text))
      }
      problems.append(error.problem)
      #expect(DemoStrings.routeProblems.translates(error.problem), "\(text): \(error.problem)")
      #expect(EnglishWords.in(strings.describe(error)).isEmpty, "\(strings.describe(error))")
    }
    // Several players wearing one number: the error lists them, in French too.
    var players = Squad.paris2021
    for index in 0..<6 { players[index].number = 7 }
    let crowded = await DemoSession.loaded(players, language: .french, pageSize: 10)
    let error = try #require(throws: RouteError.self) { try crowded.open(.player(number: 7)) }
    #expect(EnglishWords.in(strings.describe(error)).isEmpty, "\(strings.describe(error))")
    #expect(strings.describe(error).contains("7 joueurs portent le numéro 7"))
  }

  @Test func commandWordsAreFrenchAndEnglish() async throws {
    let session = await DemoSession.loaded(language: .french, pageSize: 10)
    for (french, english) in [
      ("ouvrir 3", "open 3"), ("chercher mba", "search mba"), ("suivant", "next"),
      ("précédent", "prev"), ("precedent", "prev"), ("retour", "back"), ("aide", "help"),
      ("quitter", "quit"), ("buteurs", "scorers"), ("comparer 30", "compare 30"),
      ("filtrer gardiens", "filter gardiens"), ("effacer", "clear"), ("recharger", "refresh"),
    ] {
      #expect(Command(parsing: french) == Command(parsing: english), "\(french)")
    }
    let help = session.helpText(width: 200)
    for usage in ["chercher TEXTE", "filtrer [NOM]", "ouvrir N", "recharger", "aide", "quitter"] {
      #expect(help.contains(usage), "\(help)")
    }
    #expect(EnglishWords.in(help).isEmpty, "\(help)")
  }
}

/// The English words of a message meant to be French: words of the demo's English messages
/// that French never uses, outside the text a user typed (between « and »), option names
/// (`--help`), and routes and their forms (`player/id/1`), which are addresses in every
/// language.
enum EnglishWords {
  static let words: Set<String> = [
    "the", "is", "no", "not", "type", "unknown", "already", "row", "rows", "choose", "there",
    "player", "players", "among", "command", "commands", "available", "needs", "highlighted",
    "selected", "first", "last", "of", "in", "to", "has", "wear", "wears", "invalid", "cannot",
    "follow", "open", "opens", "here", "help", "see", "filter", "fill", "fits", "fit", "one",
    "go", "back", "more", "accepted", "search", "clear", "next", "prev", "quit", "refresh",
    "scorers", "compare", "number", "parameter", "takes", "empty", "list", "shirt", "alone",
  ]

  /// The English words in `message`.
  static func `in`(_ message: String) -> [String] {
    var text = message.replacingOccurrences(
      of: "--[a-z-]+", with: " ", options: .regularExpression)
    text = text.replacingOccurrences(of: "«[^»]*»", with: " ", options: .regularExpression)
    text = text.replacingOccurrences(
      of: "formes acceptées : [^)]*", with: " ", options: .regularExpression)
    text = text.replacingOccurrences(of: "[^ ,]*/[^ ,]*", with: " ", options: .regularExpression)
    return text.lowercased().split { !$0.isLetter }.map(String.init).filter(words.contains)
  }
}
