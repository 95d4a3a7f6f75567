/// A value as data, beside the text that shows it: what a program reads where a person reads
/// `16/12/1986`.
///
/// A ``Field`` or a ``Table/Cell`` is written for the eye, in the interface's language. A
/// renderer that does not draw, such as a speech or a JSON renderer, may want the value itself:
/// the date as ISO 8601, the number without its formatting. Renderers that draw ignore it.
///
/// ```swift
/// let born = Field("Born", "16/12/1986", data: .date(year: 1986, month: 12, day: 16))
/// born.data?.iso8601  // "1986-12-16"
/// ```
public enum DataValue: Equatable, Hashable, Sendable {
  /// A calendar day, without a time or a time zone.
  case date(year: Int, month: Int, day: Int)
  /// A whole number, such as a shirt number or a count of goals.
  case number(Int)
  /// A length in whole centimetres, such as a height: `178 cm`.
  case length(centimetres: Int)
  /// A mass in whole kilograms, such as a weight: `73 kg`.
  case mass(kilograms: Int)
  /// What identifies a thing in the app's addresses, such as a player's id (`player/id/32`).
  case identifier(Int)
  /// One of a fixed set of values, by its stable key, never localised: a position
  /// (`centreBack`), a filter (`goalkeepers`).
  case choice(String)
  /// Yes or no, such as whether a player came through the academy.
  case boolean(Bool)

  /// A date written as ISO 8601 (`1986-12-16`): four digits of year at least, a sign outside
  /// the years 0 to 9999 as the standard's extended form asks; `nil` for other values.
  public var iso8601: String? {
    guard case .date(let year, let month, let day) = self else { return nil }
    let sign = year < 0 ? "-" : (year > 9999 ? "+" : "")
    return sign + Self.padded(year.magnitude, to: 4) + "-" + Self.padded(month.magnitude, to: 2)
      + "-" + Self.padded(day.magnitude, to: 2)
  }

  private static func padded(_ value: UInt, to width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
