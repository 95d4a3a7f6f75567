import PSGDemo
import PlayerFeed
import TestSupport

/// Random squads for the property tests: the squad's players under other ids, names and
/// numbers, with shirt numbers and names repeated as in a feed of several teams or seasons.
enum GeneratedSquad {
  /// `count` players with distinct ids (negative ones too), numbers from a handful, names
  /// from a few dozen, goals from 0 to 20.
  static func players(count: Int, using random: inout SeededGenerator) -> [Player] {
    let firstNames = ["Ana", "Ben", "Chloé", "Dani", "Émile", "Fatou", "Gus"]
    let lastNames = ["ALVES", "BRUN", "COSTA", "DIALLO", "EKITIKE"]
    var ids = Set<Int>()
    while ids.count < count { ids.insert(Int.random(in: -1_000...1_000_000, using: &random)) }
    return ids.shuffled(using: &random).map { id in
      var player = random.pick(Squad.paris2021)
      player.id = id
      player.name = random.pick(firstNames) + " " + random.pick(lastNames)
      player.number = random.pick([1, 7, 10, 30])
      player.goals = Int.random(in: 0...20, using: &random)
      return player
    }
  }
}
