/// A calendar date of birth, without a time or a time zone.
///
/// Feeds write birth dates as `dd/MM/yyyy`; keeping the three numbers avoids the time-zone
/// shifts a `Date` would bring when shown on a machine in another zone.
///
/// ```swift
/// let birthDate = BirthDate(day: 20, month: 12, year: 1998)
/// birthDate.formatted   // "20/12/1998"
/// ```
package struct BirthDate: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The day of the month, from 1.
  package var day: Int
  /// The month, from 1 (January) to 12.
  package var month: Int
  /// The year, such as 1998.
  package var year: Int

  /// Creates a birth date from its parts, as given.
  package init(day: Int, month: Int, year: Int) {
    self.day = day
    self.month = month
    self.year = year
  }

  /// Reads a date written `dd/MM/yyyy`, as in the feed: two digits, two digits, four digits.
  ///
  /// Returns `nil` for any other shape and for days that do not exist, such as `31/04/2000` or
  /// `29/02/2001`.
  ///
  /// ```swift
  /// BirthDate(parsing: "16/12/1986")   // BirthDate(day: 16, month: 12, year: 1986)
  /// BirthDate(parsing: "1986-12-16")   // nil
  /// ```
  package init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3,
      let day = Self.number(parts[0], digits: 2),
      let month = Self.number(parts[1], digits: 2),
      let year = Self.number(parts[2], digits: 4),
      (1...12).contains(month), year >= 1,
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.init(day: day, month: month, year: year)
  }

  /// The date written `dd/MM/yyyy`, such as `"20/12/1998"`.
  package var formatted: String {
    "\(Self.padded(day, to: 2))/\(Self.padded(month, to: 2))/\(Self.padded(year, to: 4))"
  }

  package var description: String { formatted }

  package static func < (lhs: BirthDate, rhs: BirthDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The value of exactly `digits` ASCII digits, or `nil`.
  private static func number(_ text: Substring, digits: Int) -> Int? {
    guard text.utf8.count == digits, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return text.utf8.reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func padded(_ value: Int, to width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
