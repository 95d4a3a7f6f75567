import Rendering

/// What is wrong with a route, as a value: the framework's reader names the problems it finds
/// itself, and the app's segments and coordinators throw their own (``AppRouteProblem``). An
/// app describes each in its own words and languages; ``description`` is the English that
/// ``RouteError/description`` shows.
///
/// ```swift
/// RouteProblem.cannotFollow("nobody", after: "scorers").description
/// // "“nobody” cannot follow “scorers”"
/// ```
public enum RouteProblem: Equatable, Sendable, CustomStringConvertible {
  /// Nothing in the route could be read: not even its first segment.
  case unknownRoute
  /// A component no segment that may follow the route read so far reads: the component, then
  /// the address read so far.
  case cannotFollow(String, after: String)
  /// A segment reached a coordinator that does not open it: the segment's address.
  case cannotOpenHere(String)
  /// A problem only the app can name: a page past the last, a player id no player has.
  case app(any AppRouteProblem)

  /// The problem in English, as ``RouteError/description`` shows it.
  public var description: String {
    switch self {
    case .unknownRoute: "unknown route"
    case .cannotFollow(let component, let address): "“\(component)” cannot follow “\(address)”"
    case .cannotOpenHere(let address): "“\(address)” cannot open here"
    case .app(let problem): problem.description
    }
  }

  public static func == (left: RouteProblem, right: RouteProblem) -> Bool {
    switch (left, right) {
    case (.unknownRoute, .unknownRoute):
      true
    case (.cannotFollow(let component, let address), .cannotFollow(let other, let otherAddress)):
      component == other && address == otherAddress
    case (.cannotOpenHere(let address), .cannotOpenHere(let other)):
      address == other
    case (.app(let problem), .app(let other)):
      problem.isEqual(to: other)
    default:
      false
    }
  }
}

/// A route problem only the app can name, as a value of the app's own type: usually an enum
/// whose cases carry what the user typed and what is there instead, described with a `switch`
/// in each language the app speaks, so that a case added without its words does not compile.
///
/// ```swift
/// enum BookProblem: AppRouteProblem {
///   case noBook(number: Int, count: Int)
///   var code: String { "noBook" }
///   var details: [String: CommandError.Detail] {
///     switch self {
///     case .noBook(let number, let count): ["number": .number(number), "count": .number(count)]
///     }
///   }
///   var description: String { description(in: .english) }
///   func description(in language: Language) -> String {
///     switch self {
///     case .noBook(let number, let count): "no book \(number): the list has \(count)"
///     }
///   }
/// }
/// throw RouteError(route: "book/9", problem: .app(BookProblem.noBook(number: 9, count: 3)))
/// ```
public protocol AppRouteProblem: Equatable, Sendable, CustomStringConvertible {
  /// The problem in `language`, as the app writes it; an app that speaks one language
  /// returns its `description`.
  func description(in language: Language) -> String
  /// What the problem is for a program, stable and never translated, such as `noBook`;
  /// `app` unless the app names it.
  var code: String { get }
  /// The values the problem holds, by name, as a refusal's details carry them
  /// (`["number": .number(9)]`); none unless the app names them.
  var details: [String: CommandError.Detail] { get }
}

extension AppRouteProblem {
  public var code: String { "app" }
  public var details: [String: CommandError.Detail] { [:] }
}

extension AppRouteProblem {
  /// Whether `other` is this same problem: of the same type, and equal.
  fileprivate func isEqual(to other: any AppRouteProblem) -> Bool {
    (other as? Self) == self
  }
}
