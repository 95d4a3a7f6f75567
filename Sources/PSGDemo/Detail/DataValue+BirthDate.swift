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
}
