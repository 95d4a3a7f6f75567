import Rendering

/// Two small HTML renderers written the way a renderer author in another package might: one
/// copies the data into the page as it is, one escapes it and writes every character outside
/// ASCII as a numeric character reference.
enum MarkupTestRenderers {
  /// Every string of a screen, in order, with where the screen says it leads.
  static func strings(of screen: Screen) -> [(text: String, destination: Destination?)] {
    var strings: [(String, Destination?)] = [(screen.title, nil)]
    strings += screen.breadcrumb.map { ($0, nil) }
    for block in screen.blocks {
      switch block {
      case .text(let text, _): strings.append((text, nil))
      case .search(let field):
        strings += [(field.label, nil), (field.text, nil), (field.placeholder, nil)]
      case .table(let table):
        strings += table.columns.map { ($0.title, nil) }
        for row in table.rows { strings += row.cells.map { ($0.text, row.destination) } }
      case .options(let list):
        strings += list.options.flatMap { [($0.key, nil), ($0.label, $0.destination)] }
      case .fields(let fields): strings += fields.flatMap { [($0.label, nil), ($0.value, nil)] }
      case .image(let image): strings += [(image.alternativeText, nil), (image.url, nil)]
      case .status(let status): strings.append((status.message, nil))
      case .chart(let chart):
        strings.append((chart.title, nil))
        strings += chart.bars.flatMap { [($0.label, $0.destination), (String($0.value), nil)] }
      }
    }
    strings += screen.actions.flatMap { [($0.command, $0.destination), ($0.label, nil)] }
    return strings
  }

  /// Copies data into the page unescaped (controls made visible, so only markup is wrong),
  /// and addresses into `href` as they are.
  struct Unescaped: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      let body = strings(of: screen).map { text, destination in
        let text = text.sanitizedForTerminal
        guard let destination else { return "<p>\(text)</p>" }
        return "<p><a href=\"\(destination.address.sanitizedForTerminal)\">\(text)</a></p>"
      }
      return "<!DOCTYPE html>\n<html><body>\n" + body.joined(separator: "\n") + "\n</body></html>\n"
    }
  }

  /// Escapes everything and writes `É` as `&#201;`: correct HTML that a kit reading the output
  /// as plain text would think drops `É`.
  struct CharacterReferences: Renderer {
    func render(_ screen: Screen, in context: RenderContext) -> String {
      let body = strings(of: screen).map { text, destination in
        let escaped = Self.escaped(text)
        guard let destination else { return "<p>\(escaped)</p>" }
        let href = destination.fileName(extension: "html")
        return "<p><a href=\"\(href)\">\(escaped)</a></p>"
      }
      return "<!DOCTYPE html>\n<html><body>\n" + body.joined(separator: "\n") + "\n</body></html>\n"
    }

    static func escaped(_ text: String) -> String {
      var result = ""
      for scalar in text.sanitizedForTerminal.unicodeScalars {
        if scalar.isASCII && !"&<>\"'".unicodeScalars.contains(scalar) {
          result.unicodeScalars.append(scalar)
        } else {
          result += "&#\(scalar.value);"
        }
      }
      return result
    }
  }
}
