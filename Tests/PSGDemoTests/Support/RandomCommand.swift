import MVVMC

@testable import PSGDemo

/// A command a random walk types: one of the actions the scene on top offers, with a random
/// argument (a row number, a filter's name or a search text), as a user would type it.
///
/// ```swift
/// var random = SeededGenerator(seed: 1)
/// RandomCommand.line(offeredBy: session.navigator.top, using: &random)  // "open 17"
/// ```
enum RandomCommand {
  /// The texts a walk searches for: a match, many, none, accents, the empty text.
  static let texts = ["mba", "a", "di", "zz", "", "é", "r"]

  /// A line typing one of `scene`'s offered actions, or `nil` when it offers none.
  @MainActor
  static func line(
    offeredBy scene: (any Scene)?, using random: inout some RandomNumberGenerator
  ) -> String? {
    guard let action = (scene?.offeredActions ?? []).randomElement(using: &random) else {
      return nil
    }
    var line = action.usage.split(separator: " ").first.map(String.init) ?? action.name.word
    if case .none = action.argument {
    } else if Bool.random(using: &random) {
      line += " " + String(Int.random(in: 1...40, using: &random))
    } else {
      let words = PlayerFilter.allCases.map(\.commandName) + texts
      line += " " + words.randomElement(using: &random)!
    }
    return line
  }
}
