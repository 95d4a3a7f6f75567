import PlayerFeed
import Rendering

extension DataValue {
  /// A birth date as data, beside the `dd/MM/yyyy` a screen shows.
  ///
  /// ```swift
  /// DataValue.date(BirthDate(day: 16, month: 12, year: 1986)).iso8601  // "1986-12-16"
  /// ```
  static func date(_ birthDate: BirthDate) -> DataValue {
    .date(year: birthDate.year, month: birthDate.month, day: birthDate.day)
  }

  /// A position as data, by its stable key (`centreBack`), beside the localised name a
  /// screen shows; `nil` for a position the feed names but the app does not know.
  static func position(_ position: Position) -> DataValue? {
    let key: String? =
      switch position {
      case .goalkeeper: "goalkeeper"
      case .rightBack: "rightBack"
      case .centreBack: "centreBack"
      case .defender: "defender"
      case .leftBack: "leftBack"
      case .midfielder: "midfielder"
      case .defensiveMidfielder: "defensiveMidfielder"
      case .attackingMidfielder: "attackingMidfielder"
      case .forward: "forward"
      case .striker: "striker"
      case .unknown: nil
      }
    return key.map(DataValue.choice)
  }
}

/// The stable keys of what the screens say about players, as fields, columns and the rows of a
/// comparison name it in the screen format: never localised, whatever the language.
enum PlayerFieldKey: String {
  /// A row's number in the list (`#`): what `open N` takes.
  case row
  case name, number, position, academy, birthDate, country, height, weight, matches, goals
}

extension Field {
  /// A field about a player, with its stable key.
  init(_ label: String, _ value: String, key: PlayerFieldKey, data: DataValue? = nil) {
    self.init(label, value, key: key.rawValue, data: data)
  }
}

extension Table.Column {
  /// A column about players, with its stable key.
  init(
    _ title: String, key: PlayerFieldKey, role: Role, alignment: Table.Alignment = .leading,
    isFlexible: Bool = false
  ) {
    self.init(title, key: key.rawValue, role: role, alignment: alignment, isFlexible: isFlexible)
  }
}
