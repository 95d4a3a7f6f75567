import MVVMC
import Rendering

/// The facts about one player, formatted for reading.
///
/// ```swift
/// let viewModel = PlayerDetailViewModel(player: mbappe, strings: DemoStrings(.english))
/// viewModel.fields.value.first   // Field("Number", "7")
/// ```
@MainActor
public final class PlayerDetailViewModel {
  /// The player shown.
  public let player: Player
  /// The player's name, the scene's title.
  public let name: Dynamic<String>
  /// Number, position, academy, birth date, country, height, weight, matches, goals.
  public let fields: Dynamic<[Field]>
  /// The player's photo: its address, and the player's name for those who cannot see it.
  public let photo: Dynamic<ImageReference>

  /// Creates the view model for `player`.
  public init(player: Player, strings: DemoStrings, tracer: BindingTracer? = nil) {
    self.player = player
    let label = "PlayerDetailViewModel"
    name = Dynamic(player.name, label: "\(label).name", tracer: tracer)
    fields = Dynamic(
      PlayerDetailViewModel.fields(of: player, strings: strings),
      label: "\(label).fields", tracer: tracer)
    photo = Dynamic(
      ImageReference(url: player.photoURL, alternativeText: player.name),
      label: "\(label).photo", tracer: tracer)
  }

  private static func fields(of player: Player, strings: DemoStrings) -> [Field] {
    [
      Field(strings.numberField, String(player.number)),
      Field(strings.positionField, player.position.name(in: strings.language)),
      Field(strings.academyField, player.isAcademyGraduate ? strings.yes : strings.no),
      Field(strings.birthDateField, player.birthDate.formatted),
      Field(strings.countryField, player.country),
      Field(strings.heightField, "\(player.heightCentimetres) cm"),
      Field(strings.weightField, "\(player.weightKilograms) kg"),
      Field(strings.matchesField, String(player.matches)),
      Field(strings.goalsField, String(player.goals)),
    ]
  }
}
