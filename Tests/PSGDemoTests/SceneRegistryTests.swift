import MVVMC
import Testing

@testable import PSGDemo

/// The scenes' own descriptions of their routes and commands, read through the one list that
/// registers them (`DemoScenes`).
@MainActor
@Suite struct SceneRegistryTests {
  /// A form with its placeholders filled in, as a user would type it.
  static func example(of pattern: String) -> String {
    pattern.replacingOccurrences(of: "NAME", with: "goalkeepers")
      .replacingOccurrences(of: "TEXT", with: "mba")
      .replacingOccurrences(of: "NUMBER", with: "7")
      .replacingOccurrences(of: "ID", with: "32")
      .replacingOccurrences(of: "page=N", with: "page=2")
  }

  @Test func everyRegisteredFormParsesToItsOwnSceneAndBack() throws {
    #expect(!DemoScenes.routeForms.isEmpty)
    for type in DemoScenes.routes {
      for form in type.forms {
        let route = try Route(parsing: Self.example(of: form.pattern))
        #expect(Swift.type(of: route.scene) == type, "\(form.pattern)")
        #expect(try Route(parsing: route.address) == route.canonical, "\(form.pattern)")
      }
    }
  }

  @Test func theAcceptedFormsAreTheRegisteredOnesListedInErrors() {
    let listed = DemoScenes.routeForms.filter(\.isListedInErrors).map(\.pattern)
    #expect(Route.acceptedForms == listed)
    #expect(Route.acceptedForms.contains("player/NUMBER"))
    #expect(Route.acceptedForms.contains("player/id/ID"))
    #expect(!Route.acceptedForms.contains("filters?filter=NAME&search=TEXT"))
  }

  @Test func everyCommandWordParsesToItsCommandAndNoWordIsClaimedTwice() throws {
    var seen = Set<String>()
    for description in DemoScenes.actions {
      for word in description.words {
        #expect(seen.insert(word).inserted, "“\(word)” names two commands")
        let command = try #require(Command(parsing: word + " 1"))
        // A word that takes no text reads “word 1” as a line for the scene to choose from.
        let expected = description.argument.isNone ? Command.Name.choose : description.name
        #expect(command.name == expected, "\(word)")
      }
    }
    #expect(seen.contains("previous"))
    #expect(seen.contains("exit"))
  }

  /// A scene declared outside the app's folders takes part once its description is in the
  /// lists: nothing else in the parsers names a scene.
  @Test func aNewSceneIsReadThroughItsDescriptionAlone() throws {
    let routes = DemoScenes.routes + TopScorersSample.description.routes
    let actions = DemoScenes.actions + TopScorersSample.description.actions
    let route = try Route(parsing: "top-scorers?count=3", routes: routes)
    #expect(route == Route(TopScorersRoute(count: 3)))
    #expect(route.address == "top-scorers?count=3")
    #expect(Command(parsing: "top 5", actions: actions) == Command(.top, argument: "5"))
    #expect(Command(parsing: "top 5") == .choose("top 5"))
    #expect(throws: RouteError(route: "top-scorers", problem: "unknown route")) {
      try Route(parsing: "top-scorers")
    }
    #expect(throws: RouteError(route: "top-scorers?count=x", problem: "“x” is not a count")) {
      try Route(parsing: "top-scorers?count=x", routes: routes)
    }
  }
}

extension Action.Argument {
  fileprivate var isNone: Bool {
    if case .none = self { true } else { false }
  }
}

extension Command.Name {
  fileprivate static let top = Command.Name("top")
}

/// The route of a scene the app does not have, declared as a scene's folder would.
private struct TopScorersRoute: SceneRoute {
  var count: Int

  static let forms = [RouteForm("top-scorers?count=N", summary: "the N top scorers")]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    guard path == "top-scorers", let query, query.hasPrefix("count=") else { return nil }
    guard let count = Int(query.dropFirst("count=".count)) else {
      throw RouteError(route: route, problem: "“\(query.dropFirst("count=".count))” is not a count")
    }
    return TopScorersRoute(count: count)
  }

  var address: String { "top-scorers?count=\(count)" }

  func open(in app: AppCoordinator) {}
}

private enum TopScorersSample {
  static let description = SceneDescription(
    routes: [TopScorersRoute.self],
    actions: [Action(.top, argument: .text("N"), summary: "the N top scorers")])
}
