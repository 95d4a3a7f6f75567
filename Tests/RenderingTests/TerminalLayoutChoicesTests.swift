import Testing

@testable import Rendering

@Suite struct TerminalLayoutChoicesTests {
  @Test func everyRowAndOptionIsOnTheLineTheLayoutDrawsItOn() {
    let screen = Screen(
      title: "Players",
      breadcrumb: ["Players"],
      blocks: [
        .search(SearchField(label: "Search", text: "", placeholder: "type a name")),
        .text("", role: .body),  // an empty block takes no line, and no blank line
        .table(
          Table(
            columns: [Table.Column("Name")],
            rows: [Table.Row(["Keylor NAVAS"]), Table.Row(["Sergio RICO"])], selectedRow: 0)),
        .chart(BarChart(title: "Goals", bars: [BarChart.Bar("MBAPPÉ", value: 3)])),
        .options(
          OptionList(options: [
            OptionList.Option(key: "1", label: "None"),
            OptionList.Option(key: "2", label: "Goalkeepers"),
          ])),
        .table(Table(columns: [], rows: [Table.Row(["lost"])])),
      ])
    let layout = TerminalLayout(width: 40)
    let lines = layout.lines(for: screen).map(\.text)
    let choices = layout.choices(for: screen)
    #expect(
      choices.map { [$0.block, $0.index] } == [[2, 0], [2, 1], [4, 0], [4, 1]])
    #expect(
      choices.map { lines[$0.line] } == [
        "> Keylor NAVAS", "  Sergio RICO", "  1. None", "  2. Goalkeepers",
      ])
  }
}
