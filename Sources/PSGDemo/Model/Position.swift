import Rendering

/// A player's position on the pitch.
///
/// Feeds name positions in French or in English, with many spellings; ``init(parsing:)`` reads
/// them all and keeps anything else as ``unknown(_:)`` rather than failing.
///
/// ```swift
/// let position = Position(parsing: "Latéral droit")
/// position                          // .rightBack
/// position.line                     // .defender
/// position.name(in: .english)       // "Right back"
/// ```
public enum Position: Hashable, Sendable {
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
  public var line: Line? {
    switch self {
    case .goalkeeper: .goalkeeper
    case .rightBack, .centreBack, .defender, .leftBack: .defender
    case .midfielder, .defensiveMidfielder, .attackingMidfielder: .midfielder
    case .forward, .striker: .forward
    case .unknown: nil
    }
  }

  /// The name of the position in `language`: French for ``Language/french``, English otherwise.
  ///
  /// An unknown position is named as it was written.
  ///
  /// ```swift
  /// Position.centreBack.name(in: .french)    // "Défenseur central"
  /// Position.unknown("Libéro").name(in: .english)   // "Libéro"
  /// ```
  public func name(in language: Language) -> String {
    if case .unknown(let text) = self { return text }
    return language == .french ? frenchName : englishName
  }

  private var englishName: String {
    switch self {
    case .goalkeeper: "Goalkeeper"
    case .rightBack: "Right back"
    case .centreBack: "Centre back"
    case .defender: "Defender"
    case .leftBack: "Left back"
    case .midfielder: "Midfielder"
    case .defensiveMidfielder: "Defensive midfielder"
    case .attackingMidfielder: "Attacking midfielder"
    case .forward: "Forward"
    case .striker: "Striker"
    case .unknown(let text): text
    }
  }

  private var frenchName: String {
    switch self {
    case .goalkeeper: "Gardien de but"
    case .rightBack: "Latéral droit"
    case .centreBack: "Défenseur central"
    case .defender: "Défenseur"
    case .leftBack: "Latéral gauche"
    case .midfielder: "Milieu"
    case .defensiveMidfielder: "Milieu défensif"
    case .attackingMidfielder: "Milieu offensif"
    case .forward: "Attaquant"
    case .striker: "Avant-centre"
    case .unknown(let text): text
    }
  }
}
