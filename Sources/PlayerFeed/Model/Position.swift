/// A player's position on the pitch.
///
/// Feeds name positions in French or in English, with many spellings; ``init(parsing:)`` reads
/// them all and keeps anything else as ``unknown(_:)`` rather than failing. The names people
/// read belong to the interface that shows them (the demo's `DemoStrings.name(of:)`).
///
/// ```swift
/// let position = Position(parsing: "Latéral droit")
/// position                          // .rightBack
/// position.line                     // .defender
/// ```
package enum Position: Hashable, Sendable {
  case goalkeeper
  case rightBack
  case centreBack
  /// A defender whose side is not given.
  case defender
  case leftBack
  /// A midfielder whose role is not given.
  case midfielder
  case defensiveMidfielder
  case attackingMidfielder
  case forward
  case striker
  /// A position this type does not know, kept as written; it belongs to no line.
  case unknown(String)

  /// The line of the team the position belongs to, or `nil` for an unknown position.
  package var line: Line? {
    switch self {
    case .goalkeeper: .goalkeeper
    case .rightBack, .centreBack, .defender, .leftBack: .defender
    case .midfielder, .defensiveMidfielder, .attackingMidfielder: .midfielder
    case .forward, .striker: .forward
    case .unknown: nil
    }
  }
}
