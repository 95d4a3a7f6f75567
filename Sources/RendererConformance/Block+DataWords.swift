import Rendering

extension Block {
  /// The name of the block's kind, such as `table`, for reports.
  var kindName: String {
    switch self {
    case .text: "text"
    case .search: "search"
    case .table: "table"
    case .options: "options"
    case .fields: "fields"
    case .image: "image"
    case .status: "status"
    case .chart: "chart"
    }
  }

  /// The strings of data the block shows: a search field's label and text (its placeholder is
  /// a hint for typing, which a document may leave out), a table's cells only up to its number
  /// of columns, a chart's title, labels and values.
  var dataStrings: [String] {
    switch self {
    case .text(let text, _):
      return [text]
    case .search(let field):
      return [field.label, field.text]
    case .table(let table):
      return table.columns.map(\.title)
        + table.rows.flatMap { $0.cells.prefix(table.columns.count).map(\.text) }
    case .options(let list):
      return list.options.flatMap { [$0.key, $0.label] }
    case .fields(let fields):
      return fields.flatMap { [$0.label, $0.value] }
    case .image(let image):
      return [image.alternativeText, image.url]
    case .status(let status):
      return [status.message]
    case .chart(let chart):
      return [chart.title] + chart.bars.flatMap { [$0.label, String($0.value)] }
    }
  }

  /// Every word of the block's data.
  var dataWords: [String] { dataStrings.flatMap(\.words) }
}

extension Screen {
  /// Every word of the screen's data: title, breadcrumb, blocks, and the label of every action
  /// that leads to a screen. A command to type is not data a medium must show: a document
  /// cannot run it.
  var dataWords: [String] {
    let actionWords = actions.filter { $0.destination != nil }.map(\.label)
    return ([title] + breadcrumb + actionWords).flatMap(\.words) + blocks.flatMap(\.dataWords)
  }
}
