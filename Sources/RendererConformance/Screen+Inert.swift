import Rendering

extension Screen {
  /// The screen with the same shape and harmless data: every non-empty string becomes `word`,
  /// every destination `x`, and every picture's address a plain `https` address
  /// (`picturesLoad`) or `word`.
  ///
  /// A renderer's markup for these twins is the markup its own structure needs; anything more
  /// in the markup of the real screen came from the data. Two twins, because a renderer may
  /// show a picture or describe it depending on its address, and both are right.
  func inert(picturesLoad: Bool) -> Screen {
    func word(_ text: String) -> String { text.isEmpty ? "" : "word" }
    func place(_ destination: Destination?) -> Destination? {
      destination.map { _ in Destination("x") }
    }
    return Screen(
      title: word(title), breadcrumb: breadcrumb.map(word),
      blocks: blocks.map { $0.inert(word: word, place: place, picturesLoad: picturesLoad) },
      actions: actions.map {
        ScreenAction(
          command: word($0.command), label: word($0.label), destination: place($0.destination))
      },
      address: place(address), back: place(back))
  }
}

extension Block {
  fileprivate func inert(
    word: (String) -> String, place: (Destination?) -> Destination?, picturesLoad: Bool
  ) -> Block {
    switch self {
    case .text(let text, let role):
      return .text(word(text), role: role)
    case .search(let field):
      return .search(
        SearchField(
          label: word(field.label), text: word(field.text), placeholder: word(field.placeholder),
          filter: field.filter.map { $0.inert(word: word) }))
    case .table(let table):
      return .table(
        Table(
          columns: table.columns.map {
            Table.Column(
              word($0.title), key: $0.key.map(word), role: $0.role, alignment: $0.alignment,
              isFlexible: $0.isFlexible)
          },
          rows: table.rows.map { row in
            Table.Row(
              row.cells.map { Table.Cell(word($0.text), role: $0.role, data: $0.data) },
              destination: place(row.destination))
          },
          selectedRow: table.selectedRow, paging: table.paging))
    case .options(let list):
      return .options(
        OptionList(
          options: list.options.map {
            OptionList.Option(
              key: word($0.key), label: word($0.label), destination: place($0.destination),
              data: $0.data)
          },
          selectedIndex: list.selectedIndex))
    case .fields(let fields):
      return .fields(fields.map { $0.inert(word: word) })
    case .image(let image):
      return .image(
        ImageReference(
          url: picturesLoad ? "https://example.com/word.png" : "word",
          alternativeText: word(image.alternativeText)))
    case .status(let status):
      return .status(Status(status.kind, message: word(status.message)))
    case .chart(let chart):
      return .chart(
        BarChart(
          title: word(chart.title),
          bars: chart.bars.map {
            BarChart.Bar(word($0.label), value: $0.value, destination: place($0.destination))
          }, scale: chart.scale))
    }
  }
}

extension Field {
  fileprivate func inert(word: (String) -> String) -> Field {
    Field(word(label), word(value), key: key.map(word), data: data)
  }
}
