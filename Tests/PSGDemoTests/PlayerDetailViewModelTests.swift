import Rendering
import Testing

@testable import PSGDemo

@MainActor
@Suite struct PlayerDetailViewModelTests {
  private var mbappe: Player { Squad.paris2021.first { $0.number == 7 }! }

  @Test func showsEveryFactInEnglish() {
    let viewModel = PlayerDetailViewModel(player: mbappe, strings: DemoStrings(.english))
    #expect(viewModel.name.value == "Kylian MBAPPÉ")
    #expect(
      viewModel.fields.value.map { "\($0.label): \($0.value)" } == [
        "Number: 7", "Position: Forward", "Academy: no", "Birth date: 20/12/1998",
        "Country: France", "Height: 178 cm", "Weight: 73 kg", "Matches: 187", "Goals: 139",
      ])
    #expect(
      viewModel.photo.value
        == ImageReference(url: mbappe.photoURL, alternativeText: "Kylian MBAPPÉ"))
  }

  @Test func speaksFrench() {
    let academyPlayer = Squad.paris2021.first { $0.isAcademyGraduate }!
    let viewModel = PlayerDetailViewModel(player: academyPlayer, strings: DemoStrings(.french))
    let fields = Dictionary(
      uniqueKeysWithValues: viewModel.fields.value.map { ($0.label, $0.value) })
    #expect(fields["Formé au club"] == "oui")
    #expect(fields["Taille"] == "\(academyPlayer.heightCentimetres) cm")
  }
}
