import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

@MainActor
@Suite struct PlayerDetailViewModelTests {
  private var mbappe: Player { Squad.paris2021.first { $0.number == 7 }! }

  @Test func publishesThePlayer() {
    let viewModel = PlayerDetailViewModel(player: mbappe)
    #expect(viewModel.player == mbappe)
  }

  @Test func sceneShowsEveryFactInEnglish() {
    let scene = PlayerDetailScene(
      viewModel: PlayerDetailViewModel(player: mbappe), strings: DemoStrings(.english))
    let screen = scene.makeScreen()
    #expect(screen.title == "Kylian MBAPPÉ")
    // The values are also there as data, with stable keys, for renderers that do not draw.
    let data: [String: DataValue] = [
      "Number": .number(7), "Position": .choice("forward"), "Academy": .boolean(false),
      "Birth date": .date(year: 1998, month: 12, day: 20), "Height": .length(centimetres: 178),
      "Weight": .mass(kilograms: 73), "Matches": .number(187), "Goals": .number(139),
    ]
    let keys = [
      "Number": "number", "Position": "position", "Academy": "academy",
      "Birth date": "birthDate", "Country": "country", "Height": "height", "Weight": "weight",
      "Matches": "matches", "Goals": "goals",
    ]
    #expect(
      screen.blocks == [
        .fields(
          [
            "Number: 7", "Position: Forward", "Academy: no", "Birth date: 20/12/1998",
            "Country: France", "Height: 178 cm", "Weight: 73 kg", "Matches: 187", "Goals: 139",
          ].map { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            let label = String(parts[0])
            return Field(
              label, String(parts[1].dropFirst()), key: keys[label], data: data[label])
          }),
        .image(ImageReference(url: mbappe.photoURL, alternativeText: "Kylian MBAPPÉ")),
      ])
  }

  @Test func sceneSpeaksFrench() {
    let academyPlayer = Squad.paris2021.first { $0.isAcademyGraduate }!
    let scene = PlayerDetailScene(
      viewModel: PlayerDetailViewModel(player: academyPlayer), strings: DemoStrings(.french))
    guard case .fields(let fields) = scene.makeScreen().blocks.first else {
      Issue.record("the page starts with no fields")
      return
    }
    let values = Dictionary(uniqueKeysWithValues: fields.map { ($0.label, $0.value) })
    #expect(values["Formé au club"] == "oui")
    #expect(values["Poste"] == DemoStrings(.french).name(of: academyPlayer.position))
    #expect(values["Taille"] == "\(academyPlayer.heightCentimetres) cm")
  }
}
