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
    }
  }

  /// The strings of data the block shows: a search field's placeholder only when it is empty,
  /// a table's cells only up to its number of columns.
  var dataStrings: [String] {
    switch self {
    case .text(let text, _):
      return [text]
    case .search(let field):
      return [field.label, field.text.isEmpty ? field.placeholder : field.text]
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
    }
  }

  /// Every word of the block's data.
  var dataWords: [String] { dataStrings.flatMap(\.words) }
}

extension Screen {
  /// Every word of the screen's data: title, breadcrumb, blocks and actions.
  var dataWords: [String] {
    ([title] + breadcrumb + actions.flatMap { [$0.command, $0.label] }).flatMap(\.words)
      + blocks.flatMap(\.dataWords)
  }
}
