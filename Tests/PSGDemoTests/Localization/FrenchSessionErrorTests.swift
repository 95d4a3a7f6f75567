import MVVMC
import PlayerFeed
import Rendering
import TestSupport
import Testing

@testable import PSGDemo

/// A French session speaks French all the way: every error a command, a route or the feed can
/// meet is written in French, with French command words in its hints. The walks below meet
/// each case of each problem (`ErrorSamples.swift`), then each error as a session makes it; a
/// message still in English fails them (`EnglishWords`).
@MainActor
@Suite struct FrenchSessionErrorTests {
  static let french = DemoStrings(.french)
  static let english = DemoStrings(.english)

  @Test func everyCaseOfEveryProblemIsWalked() {
    #expect(unsampledKinds(of: RouteProblem.samples, kind: \.kind).isEmpty)
    #expect(unsampledKinds(of: DemoRouteProblem.samples, kind: \.kind).isEmpty)
    #expect(unsampledKinds(of: DemoCommandProblem.samples, kind: \.kind).isEmpty)
    #expect(unsampledKinds(of: FeedProblem.samples, kind: \.kind).isEmpty)
    #expect(unsampledKinds(of: FeedSyntaxFault.samples, kind: \.kind).isEmpty)
    #expect(unsampledKinds(of: FoundValue.samples, kind: \.kind).isEmpty)
  }

  @Test(arguments: RouteProblem.samples)
  func everyRouteProblemIsFrench(problem: RouteProblem) {
    let french = Self.french.describe(problem)
    #expect(EnglishWords.in(french).isEmpty, "\(french)")
    // English is the framework's and the problem's own description, as before.
    #expect(Self.english.describe(problem) == problem.description)
    #expect(!EnglishWords.in(problem.description).isEmpty, "\(problem)")
    // The whole line, with the accepted forms and their placeholders.
    let error = RouteError(
      route: "player/x", problem: problem, acceptedForms: ["players?filter=NAME", "player/NUMBER"])
    let line = Self.french.describe(error)
    #expect(line.hasPrefix("route invalide « player/x » : "), "\(line)")
    #expect(line.hasSuffix("(formes acceptées : players?filter=NOM, player/NUMÉRO)"), "\(line)")
    #expect(EnglishWords.in(line).isEmpty, "\(line)")
    #expect(Self.english.describe(error) == error.description)
  }

  @Test(arguments: DemoCommandProblem.samples)
  func everyCommandProblemIsFrench(problem: DemoCommandProblem) {
    let french = Self.french.error(problem).description
    #expect(EnglishWords.in(french).isEmpty, "\(french)")
    let english = Self.english.error(problem).description
    #expect(!EnglishWords.in(english).isEmpty, "\(english)")
  }

  @Test(arguments: FeedProblem.samples)
  func everyFeedProblemIsFrench(problem: FeedProblem) {
    let error = FeedError(source: "joueurs.json", problem: problem)
    let french = Self.french.describe(error)
    #expect(french.hasPrefix("joueurs.json : "), "\(french)")
    #expect(EnglishWords.in(french).isEmpty, "\(french)")
    // English stays the feed's own, for every library user.
    #expect(Self.english.describe(error) == error.description)
    if problem.kind != .httpStatus {
      #expect(!EnglishWords.in(error.description).isEmpty, "\(error)")
    }
  }

  /// What a French session shows when its feed fails, at start and after `recharger`: the
  /// full-screen app's `r` reloads the same way.
  @Test func aFeedThatFailsIsReportedInFrench() async throws {
    let configuration = DemoConfiguration(language: .french, pageSize: 10) {
      () async throws(FeedError) -> [Player] in
      throw FeedError(source: "joueurs.json", problem: .tooLarge)
    }
    let session = DemoSession(configuration: configuration)
    session.start()
    await session.load()
    for _ in 0..<2 {
      let statuses = session.currentScreen().blocks.compactMap { block -> String? in
        guard case .status(let status) = block else { return nil }
        return status.message
      }
      #expect(
        statuses == [
          "Impossible de charger les joueurs : joueurs.json : le flux dépasse 16 Mio. Tapez "
            + "recharger pour réessayer."
        ])
      try await session.run("recharger")
    }
  }

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

  @Test func everyCommandErrorASessionMeetsIsFrench() async throws {
    let session = await DemoSession.loaded(language: .french, pageSize: 10)
    for (route, line) in Self.failingCommands {
      let found = try await error(of: line, at: route, in: session)
      let error = try #require(found, "“\(line)” at \(route) did not fail")
      #expect(EnglishWords.in(error.description).isEmpty, "\(route) \(line): \(error)")
    }
    // `ouvrir 99` names the row in French, in the list's words.
    let row = try await error(of: "ouvrir 99", at: "players", in: session)
    #expect(row == Self.french.error(.noRow("99", in: .list, count: 35)))
    #expect(
      row?.description == "pas de ligne « 99 » dans la liste (choisissez une ligne de 1 à 35)")
    // The line too long, and the keys' own errors: `Enter` with nothing to open.
    let tooLong = Command(.search, argument: String(repeating: "a", count: 2_000))
    await #expect(throws: Self.french.error(.commandTooLong(byteCount: 2_000))) {
      try await session.execute(tooLong)
    }
    try session.open(RoutePath(parsing: "players?search=zz"))
    let list = try #require(session.navigator.top as? PlayerListScene)
    #expect(throws: Self.french.error(.noRowSelected)) {
      _ = try list.perform(.open, argument: nil)
    }
  }

  @Test func anEnglishSessionsErrorsAreFoundEnglish() async throws {
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
    "player/id/7/compare/30?search=m", "players?row=99", "scorers?row=99", "player/99",
    "player/id/999", "player/id/32/compare/99999", "player/id/32/compare?row=99", "filters?row=9",
    "players?pinned=" + (1...101).map(String.init).joined(separator: ","),
  ]

  @Test func everyRouteErrorASessionMeetsIsFrench() async throws {
    let session = await DemoSession.loaded(language: .french, pageSize: 10)
    var kinds: Set<DemoRouteProblem.Kind> = []
    for text in Self.failingRoutes {
      let error = try #require(throws: RouteError.self, "\(text)") {
        try session.open(RoutePath(parsing: text))
      }
      if case .app(let problem as DemoRouteProblem) = error.problem { kinds.insert(problem.kind) }
      #expect(EnglishWords.in(Self.french.describe(error)).isEmpty, "\(error)")
    }
    // Several players wearing one number: the error lists them, in French too.
    var players = Squad.paris2021
    for index in 0..<6 { players[index].number = 7 }
    let crowded = await DemoSession.loaded(players, language: .french, pageSize: 10)
    let error = try #require(throws: RouteError.self) { try crowded.open(.player(number: 7)) }
    let line = Self.french.describe(error)
    #expect(EnglishWords.in(line).isEmpty, "\(line)")
    #expect(line.contains("7 joueurs portent le numéro 7 ; ouvrez-en un par son id : « "))
    if case .app(let problem as DemoRouteProblem) = error.problem { kinds.insert(problem.kind) }
    // The routes meet every problem the demo has.
    #expect(Set(DemoRouteProblem.Kind.allCases).subtracting(kinds).isEmpty)
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

  @Test func everyCommandAndRouteHasItsSummaryInFrench() {
    for action in DemoScenes.actions where action.helpUsage != nil {
      let french = action.summary(.french)
      #expect(!french.isEmpty && french != action.summary(.english), "\(action.name)")
      #expect(EnglishWords.in(french).isEmpty, "\(french)")
      let usage = Self.french.helpUsage(of: action) ?? ""
      #expect(EnglishWords.in(usage).isEmpty, "\(usage)")
    }
    for form in DemoScenes.routeForms {
      let french = form.summary(.french)
      #expect(french != form.summary(.english), "\(form.pattern)")
      #expect(EnglishWords.in(french).isEmpty, "\(french)")
    }
  }
}
