/// The teammates' route, below a player's page: `player/id/7/teammates`.
struct TeammatesRoute: FixedRoute {
  static let word = "teammates"
  static func form(_ strings: DemoStrings) -> String { strings.teammates.form }
}
