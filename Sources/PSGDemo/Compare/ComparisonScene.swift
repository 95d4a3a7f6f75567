import MVVMC
import PlayerFeed
import Rendering

/// Two players side by side: every field in one aligned table, and who has more goals, who is
/// older and who is taller said in words, so no colour is needed to read it.
@MainActor
final class ComparisonScene: DemoScene {
  let viewModel: ComparisonViewModel
  /// What a leak check follows: the view model goes when the scene goes.
  var viewModelObject: AnyObject? { viewModel }
  let strings: DemoStrings
  /// `back`, to the player's page; `nil` for a scene shown alone.
  let goBack: (@MainActor () -> Void)?

  init(
    viewModel: ComparisonViewModel, strings: DemoStrings, goBack: (@MainActor () -> Void)? = nil
  ) {
    self.viewModel = viewModel
    self.strings = strings
    self.goBack = goBack
  }

  var title: String {
    strings.comparison.comparisonTitle(viewModel.left.name, viewModel.right.name)
  }

  var routeSegment: (any RouteSegment)? { ComparisonRoute(other: viewModel.right.id) }

  func makeScreen() -> Screen {
    let (left, right) = (viewModel.left, viewModel.right)
    func row(
      _ label: String, key: PlayerFieldKey, data: (Player) -> DataValue? = { _ in nil },
      _ value: (Player) -> String
    ) -> Table.Row {
      Table.Row([
        Table.Cell(label, role: .secondary, data: .choice(key.rawValue)),
        Table.Cell(value(left), data: data(left)),
        Table.Cell(value(right), data: data(right)),
      ])
    }
    let table = Table(
      columns: [
        Table.Column(strings.comparison.fieldColumn, key: "field", role: .key),
        Table.Column(left.name, key: "left", role: .value, isFlexible: true),
        Table.Column(right.name, key: "right", role: .value, isFlexible: true),
      ],
      rows: [
        row(strings.numberField, key: .number, data: { .number($0.number) }) {
          String($0.number)
        },
        row(strings.positionField, key: .position, data: { .position($0.position) }) {
          strings.name(of: $0.position)
        },
        row(strings.academyField, key: .academy, data: { .boolean($0.isAcademyGraduate) }) {
          $0.isAcademyGraduate ? strings.yes : strings.no
        },
        row(strings.birthDateField, key: .birthDate, data: { .date($0.birthDate) }) {
          $0.birthDate.formatted
        },
        row(strings.countryField, key: .country) { $0.country },
        row(
          strings.heightField, key: .height, data: { .length(centimetres: $0.heightCentimetres) }
        ) { strings.centimetres($0.heightCentimetres) },
        row(strings.weightField, key: .weight, data: { .mass(kilograms: $0.weightKilograms) }) {
          strings.kilograms($0.weightKilograms)
        },
        row(strings.matchesField, key: .matches, data: { .number($0.matches) }) {
          String($0.matches)
        },
        row(strings.goalsField, key: .goals, data: { .number($0.goals) }) { String($0.goals) },
      ])
    return Screen(
      title: title,
      blocks: [
        .table(table),
        .text(strings.comparison.moreGoals(viewModel.moreGoals?.name)),
        .text(strings.comparison.older(viewModel.older?.name)),
        .text(strings.comparison.taller(viewModel.taller?.name)),
      ],
      actions: screenActions)
  }
}
