import MVVMC
import Rendering
import Testing

@testable import PSGDemo

/// The scenes' routes and commands, read through the value derived from the coordinators'
/// routes and the scenes' actions (`DemoScenes`).
@MainActor
@Suite struct SceneRegistryTests {
  /// A form with its placeholders filled in, as a user would type it.
  static func example(of pattern: String) -> String {
    pattern.replacingOccurrences(of: "NAME", with: "goalkeepers")
      .replacingOccurrences(of: "TEXT", with: "mba")
      .replacingOccurrences(of: "NUMBER", with: "7")
      .replacingOccurrences(of: "ID", with: "32")
      .replacingOccurrences(of: "page=N", with: "page=2")
      .replacingOccurrences(of: "row=R", with: "row=2")
  }

  @Test func everyFormOfTheTreeParsesAndReadsBack() throws {
    #expect(!DemoScenes.routeForms.isEmpty)
    for form in DemoScenes.routeForms {
      let route = try RoutePath(parsing: Self.example(of: form.pattern))
      #expect(route.segments.first is PlayerListRoute, "\(form.pattern)")
      #expect(try RoutePath(parsing: route.address) == route.canonical, "\(form.pattern)")
    }
    // Each registered segment type has a form in the tree: none is unreachable.
    for type in DemoScenes.routes {
      let patterns = type.forms.map(\.pattern)
      #expect(
        DemoScenes.routeForms.contains { form in
          patterns.contains { form.pattern.hasSuffix($0) }
        },
        "\(type) is reachable")
    }
  }

  @Test func theAcceptedFormsAreThoseARouteMayBeginWith() {
    var first: [String] = []
    let tree = DemoScenes.routeTree
    for type in [PlayerListRoute.self] + tree.followers(of: PlayerListRoute.self) {
      first += type.forms.filter(\.isListedInErrors).map(\.pattern)
    }
    #expect(DemoScenes.acceptedForms == first)
    #expect(DemoScenes.acceptedForms.contains("player/NUMBER"))
    #expect(DemoScenes.acceptedForms.contains("player/id/ID"))
    #expect(!DemoScenes.acceptedForms.contains("filters?row=N"))
    // A segment that only follows another is accepted after it, not at the start.
    #expect(!DemoScenes.acceptedForms.contains("compare/ID"))
  }

  @Test func everyCommandWordParsesToItsCommandAndNoWordIsClaimedTwice() throws {
    var seen = Set<String>()
    for description in DemoScenes.actions {
      for word in description.words {
        #expect(seen.insert(word).inserted, "“\(word)” names two commands")
        let command = try #require(Command(parsing: word + " 1"))
        // A word that takes no text reads “word 1” as a line for the scene to choose from.
        let expected = description.argument.isNone ? Action.Name.choose : description.name
        #expect(command.name == expected, "\(word)")
      }
    }
    #expect(seen.contains("previous"))
    #expect(seen.contains("exit"))
  }

  /// A segment declared outside the app's folders is read once a coordinator of the tree
  /// reads it: nothing else in the parser names a scene.
  @Test func aNewSegmentIsReadThroughTheTreeAlone() throws {
    var tree = RouteTree(root: SampleRoot.self)
    tree.add(TopScorersRoute.self, below: SampleRoot.self)
    let route = try RoutePath(parsing: "top-scorers?count=3", in: tree)
    #expect(route == RoutePath([SampleRoot(), TopScorersRoute(count: 3)]))
    #expect(route.address == "top-scorers?count=3")
    let actions = DemoScenes.actions + [TopScorersSample.action]
    #expect(Command(parsing: "top 5", actions: actions) == Command(.top, argument: "5"))
    #expect(Command(parsing: "top 5") == .choose("top 5"))
    #expect(throws: RouteError.self) { try RoutePath(parsing: "top-scorers") }
    let error = try #require(throws: RouteError.self) {
      try RoutePath(parsing: "top-scorers?count=x", in: tree)
    }
    #expect(error.problem.description == "“x” is not a count")
    // Before the sample's first segment, its root's forms and those that may follow it.
    #expect(error.acceptedForms == ["home", "top-scorers?count=N"])
  }
}

extension Action.Argument {
  fileprivate var isNone: Bool {
    if case .none = self { true } else { false }
  }
}

extension Action.Name {
  fileprivate static let top = Action.Name("top")
}

/// The root of a tree the app does not have: implied.
private struct SampleRoot: RouteSegment {
  static let forms = [RouteForm("home", summary: "the sample's root")]
  static let implied: SampleRoot? = SampleRoot()
  static func read(path: String, query: String?, route: String) -> Self? {
    path == "home" && query == nil ? SampleRoot() : nil
  }
  var address: String { "home" }
}

/// The route of a scene the app does not have, declared as a scene's folder would.
private struct TopScorersRoute: RouteSegment {
  var count: Int

  static let forms = [RouteForm("top-scorers?count=N", summary: "the N top scorers")]

  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
    guard path == "top-scorers", let query, query.hasPrefix("count=") else { return nil }
    guard let count = Int(query.dropFirst("count=".count)) else {
      let problem = SampleProblem.notACount(String(query.dropFirst("count=".count)))
      throw RouteError(route: route, problem: .app(problem))
    }
    return TopScorersRoute(count: count)
  }

  var address: String { "top-scorers?count=\(count)" }
}

/// The one problem of the sample's route, in English only.
private enum SampleProblem: AppRouteProblem {
  case notACount(String)

  var description: String {
    switch self {
    case .notACount(let text): "“\(text)” is not a count"
    }
  }

  func description(in language: Language) -> String { description }
}

private enum TopScorersSample {
  static let action = Action(.top, argument: .text("N"), summary: { _ in "the N top scorers" })
}
