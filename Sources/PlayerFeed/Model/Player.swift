/// A player of the squad, as the feed gives it.
///
/// Values come from the embedded ``Squad`` or from a feed read by ``FeedDecoder``. Text fields
/// hold the data as written, which may be hostile: renderers sanitise it before display.
///
/// ```swift
/// let mbappe = Squad.paris2021.first { $0.number == 7 }!
/// mbappe.name                    // "Kylian MBAPPÉ"
/// mbappe.position.line           // .forward
/// mbappe.birthDate.formatted     // "20/12/1998"
/// ```
package struct Player: Equatable, Hashable, Sendable, Identifiable {
  /// The identifier in the feed.
  package var id: Int
  /// The name as written, such as `"Kylian MBAPPÉ"`.
  package var name: String
  /// The shirt number.
  package var number: Int
  /// The country the player represents, in the feed's language.
  package var country: String
  /// The height in centimetres (the feed's `size`).
  package var heightCentimetres: Int
  /// The weight in kilograms.
  package var weightKilograms: Int
  /// The date of birth.
  package var birthDate: BirthDate
  /// The position on the pitch.
  package var position: Position
  /// Goals scored for the club.
  package var goals: Int
  /// Matches played for the club.
  package var matches: Int
  /// Whether the player came through the club's academy (the feed's `fromPSGformation`).
  package var isAcademyGraduate: Bool
  /// The address of the player's photo, as written; it may not be a valid URL.
  package var photoURL: String

  /// Creates a player from all its facts.
  package init(
    id: Int,
    name: String,
    number: Int,
    country: String,
    heightCentimetres: Int,
    weightKilograms: Int,
    birthDate: BirthDate,
    position: Position,
    goals: Int,
    matches: Int,
    isAcademyGraduate: Bool,
    photoURL: String
  ) {
    self.id = id
    self.name = name
    self.number = number
    self.country = country
    self.heightCentimetres = heightCentimetres
    self.weightKilograms = weightKilograms
    self.birthDate = birthDate
    self.position = position
    self.goals = goals
    self.matches = matches
    self.isAcademyGraduate = isAcademyGraduate
    self.photoURL = photoURL
  }
}
