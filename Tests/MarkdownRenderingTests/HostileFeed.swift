import Foundation
import Rendering
import TestSupport

/// The players of `Tests/Fixtures/hostile-feed.json`, in the original app's feed format, and
/// screens built from them.
struct HostileFeed: Decodable {
  /// One player as the feed spells it.
  struct Player: Decodable {
    var id: Int
    var name: String
    var number: Int
    var country: String
    var size: Int
    var weight: Int
    var birthDate: String
    var position: String
    var goals: Int
    var matches: Int
    var fromPSGformation: Bool
    var imageURL: String
  }

  var players: [Player]

  /// Reads the fixture kept in `Tests/Fixtures`.
  static func load() throws -> HostileFeed {
    try JSONDecoder().decode(HostileFeed.self, from: Data(contentsOf: FixtureFiles.hostileFeed))
  }

  /// The squad as a table, the third player selected.
  var table: Table {
    Table(
      columns: [
        Table.Column("No.", alignment: .trailing), Table.Column("Name"), Table.Column("Country"),
        Table.Column("Position"),
      ],
      rows: players.map { player in
        Table.Row([
          Table.Cell(String(player.number)),
          Table.Cell(player.name, role: player.fromPSGformation ? .strong : .body),
          Table.Cell(player.country), Table.Cell(player.position),
        ])
      },
      selectedRow: 2)
  }

  /// A screen with every kind of block, filled with the feed's strings.
  var screen: Screen {
    Screen(
      title: players[1].name,
      breadcrumb: players.prefix(3).map(\.country),
      blocks: [.table(table)]
        + players.map { .text($0.name, role: .secondary) }
        + [
          .search(SearchField(label: players[4].name, text: players[5].name)),
          .options(
            OptionList(
              options: players.map { OptionList.Option(key: $0.position, label: $0.name) },
              selectedIndex: 1)),
          .fields(players.map { Field($0.name, $0.country) }),
          .status(Status(.error, message: players[6].country)),
        ]
        + players.map { .image(ImageReference(url: $0.imageURL, alternativeText: $0.name)) },
      actions: players.map { ScreenAction(command: $0.position, label: $0.name) })
  }
}
