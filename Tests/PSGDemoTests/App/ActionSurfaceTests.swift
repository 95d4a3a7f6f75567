import MVVMC
import PlayerFeed
import Rendering
import TerminalUI
import Testing

@testable import PSGDemo

/// Every declared action reaches every surface it declares: typed lines parse to it, its keys
/// perform it in a scene that offers it, its hint is in that scene's footer (and so in the `?`
/// overlay, which lists the same hints), its words are in the in-app help and the screen's
/// actions in both languages, and links lead where it declares. Nothing here counts actions: a
/// new scene's actions are walked the same way.
@MainActor
@Suite struct ActionSurfaceTests {
  /// A route of every registered form, placeholders filled in as a user would (successive ids
  /// name different players), and the list's second page, which offers `prev`: every scene
  /// the app registers is visited, a new one without editing this test.
  static var routes: [(route: String, commands: [Command])] {
    let forms = DemoScenes.routeForms.map { form in
      var ids = ["32", "35"].makeIterator()
      var text = form.pattern.replacingOccurrences(of: "NAME", with: "goalkeepers")
        .replacingOccurrences(of: "TEXT", with: "mba").replacingOccurrences(of: "NUMBER", with: "7")
        .replacingOccurrences(of: "page=N", with: "page=2")
        .replacingOccurrences(of: "row=R", with: "row=1")
      while let range = text.range(of: "ID") {
        text.replaceSubrange(range, with: ids.next() ?? "1")
      }
      return (text, [Command]())
    }
    // A page each route type adds to the exported site: values the squad has, for a form whose
    // placeholder no single word fills (a country's name).
    let pages = DemoScenes.routes.compactMap { type in
      type.siteRoutes(players: Squad.paris2021, pageSize: 10).first { _ in true }
        .map { ($0.address, [Command]()) }
    }
    return forms + pages + [("players", [.next])]
  }

  private func scenes(in language: Language) async throws -> [(DemoSession, any DemoScene)] {
    var scenes: [(DemoSession, any DemoScene)] = []
    for (text, commands) in Self.routes {
      let session = await DemoSession.loaded(language: language, pageSize: 5, isKeyDriven: true)
      // A form filled with values that contradict each other (a player of another position
      // below a position's list) is refused, as it should be; the check below still asks for
      // every scene.
      guard (try? session.open(RoutePath(parsing: text))) != nil else { continue }
      for command in commands { _ = try await session.execute(command) }
      scenes.append((session, try #require(session.navigator.top as? any DemoScene, "\(text)")))
    }
    let tops = Set(
      scenes.compactMap { $0.0.navigator.segment(of: $0.1) }.map { ObjectIdentifier(type(of: $0)) })
    for type in DemoScenes.routes where !tops.contains(ObjectIdentifier(type)) {
      Issue.record("no route of \(Self.routes.map(\.route)) opens \(type)")
    }
    return scenes
  }

  /// A line that types `action`: its prefix or first word, and text when it takes some.
  private func line(typing action: Action) -> String? {
    if let prefix = action.prefix { return prefix + "mba" }
    guard let word = action.words.first else { return nil }
    switch action.argument {
    case .none: return word
    case .optional, .text, .textOr: return word + " 1"
    }
  }

  @Test(arguments: [Language.english, .french])
  func everyDeclaredActionIsReachableFromEachSurface(language: Language) async throws {
    let scenes = try await scenes(in: language)
    let offered = scenes.flatMap { session, scene in
      scene.offeredActions.map { (session, scene, $0) }
    }
    // Every registered action is offered somewhere, or performed by the session.
    for action in DemoScenes.actions {
      let performedBySession =
        action.name != .back && Action.everywhere.contains { $0.name == action.name }
      let isOffered = offered.contains { $0.2.name == action.name }
      #expect(performedBySession || isOffered, "\(action.name) is offered nowhere")
      if let line = line(typing: action) {
        #expect(Command(parsing: line)?.name == action.name, "\(line)")
      }
    }
    for (session, scene, action) in offered {
      let context = "\(action.name) in \(scene.title)"
      let keyScene = scene
      for key in action.keys {
        let found = Action.action(for: key, among: scene.offeredActions)
        #expect(
          found?.name == action.name,
          "\(key) of \(context) is taken by \(String(describing: found?.name))")
      }
      if let hint = action.hint?(language) {
        let shown = keyScene.keyHints.first { $0 == hint }
        #expect(shown != nil, "\(context): \(hint) not in the footer")
        // A click on the hint presses one of the action's keys, or none when it names several.
        if let key = hint.key {
          #expect(action.keys.contains(key), "\(context): a click sends \(key)")
        }
      }
      if let label = action.label?(language) {
        let help = session.helpText(width: 200)
        let usage = DemoStrings(language).usage(of: action)
        #expect(help.contains(usage) && help.contains(label), "\(context): \(help)")
        // A page lists its scene's own actions; those other folders add are in help and keys.
        if scene.offeredActions.contains(where: { $0.name == action.name }) {
          let screenAction = session.currentScreen().actions.first { $0.label == label }
          #expect(screenAction != nil, "\(context): not among the screen's actions")
          #expect(screenAction?.destination == scene.destination(of: action.name), "\(context)")
        }
        // Words in both languages, not one language twice.
        if let other = action.label?(language == .french ? .english : .french) {
          #expect(label != other, "\(context): “\(label)” in both languages")
        }
      }
    }
    // `help` and `quit` close every scene's help.
    for (session, scene) in scenes {
      let help = session.helpText(width: 200).split(separator: "\n")
      let strings = DemoStrings(language)
      #expect(help.suffix(2).first?.contains(strings.helpAction) == true, "\(scene.title)")
      #expect(help.last?.contains(strings.quitAction) == true, "\(scene.title)")
    }
  }

  /// On every screen, in both languages, an action's `key` names it the same in every
  /// language, its `name` is the word that types it in the screen's language, and `command`
  /// starts with that word: a French page writes `buteurs` in both, never `scorers` in one.
  @Test func everyActionsNameIsTheWordItsCommandTypes() async throws {
    var keysByLanguage: [Language: [[String?]]] = [:]
    for language in [Language.english, .french] {
      for (session, _) in try await scenes(in: language) {
        let screen = session.currentScreen()
        keysByLanguage[language, default: []].append(screen.actions.map(\.key))
        for action in screen.actions {
          let context = "\(action.command) on \(screen.title) in \(language)"
          let key = try #require(action.key, "\(context) has no key")
          #expect((action.name == nil) == (key == "choose"), "\(context)")
          guard let name = action.name else { continue }
          #expect(
            action.command == name || action.command.hasPrefix(name + " "),
            "\(context): name \(name)")
          // The name typed in that language is the action the key names.
          let takesText = action.argument.map { $0.kind != .none } ?? false
          let typed = Command(parsing: name + (takesText ? " 1" : ""))
          #expect(typed?.name.key == key, "\(context)")
        }
      }
    }
    #expect(keysByLanguage[.french] == keysByLanguage[.english])
  }

  /// The actions that lead elsewhere link there: the filter picker and each route action.
  /// On every scene, a key presses one action at most: an action another folder adds (`c` on a
  /// player's page) cannot take a key the scene already answers, and none takes the host's
  /// own (`?`, `i`, `q`).
  @Test func noKeyPressesTwoActionsOnAScene() async throws {
    let hostKeys: Set<Key> = [.character("?"), .character("i"), .character("q")]
    for (_, scene) in try await scenes(in: .english) {
      var claimed: [Key: Action.Name] = [:]
      for action in scene.offeredActions {
        for key in action.keys {
          #expect(!hostKeys.contains(key), "\(scene.title): \(key) is the host's")
          if let other = claimed[key], other != action.name {
            Issue.record("\(scene.title): \(key) presses \(other) and \(action.name)")
          }
          claimed[key] = action.name
        }
      }
      #expect(!claimed.isEmpty, "\(scene.title) answers keys")
    }
  }

  @Test func theListOffersWhatOpensOverItWithLinksThatOpen() async throws {
    let session = await DemoSession.loaded()
    let actions = session.currentScreen().actions
    #expect(actions.compactMap(\.destination).contains(RoutePath.filters.destination))
    // Each child the list's coordinator lists that the list offers as an action links to a
    // route that opens that child.
    let listed = try #require(actions.first { $0.command.hasPrefix("scorers") })
    let address = try #require(listed.destination?.address, "scorers links")
    let route = try RoutePath(parsing: address, in: DemoScenes.routeTree)
    #expect(route.segments.last is TopScorersRoute)
  }
}
