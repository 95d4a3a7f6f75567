import Rendering

extension TerminalLayout {
  /// The title and the breadcrumb.
  func headerLines(for screen: Screen) -> [StyledLine] {
    var title = StyledLine()
    title.append(shownPart(of: screen.title, endsLine: true), style: .title)
    var breadcrumb = StyledLine()
    let entries = screen.breadcrumb.enumerated().map { index, entry in
      shownPart(of: entry, endsLine: index == screen.breadcrumb.count - 1)
    }
    breadcrumb.append(entries.joined(separator: " > "), style: .breadcrumb)
    return [title, breadcrumb].filter { !$0.runs.isEmpty }
  }

  /// `text` sanitised and cut to one column more than the width, after dropping its trailing
  /// spaces when it `endsLine`: a line holding it, once trimmed and clipped to the width, shows
  /// the same as with the whole text, and a name of megabytes is never copied whole.
  ///
  /// Cut to `width + 1` columns (`width` and `…`), the text still overflows, so the line is cut
  /// at the same place as with the whole text.
  ///
  /// Trailing spaces are dropped from the few characters the cut reads, not from the whole
  /// text, which would copy a name of megabytes that ends with a space (a 16 MiB name of
  /// `a ` pairs took 16 MiB more for a player's page).
  ///
  /// - Complexity: O(*n*) to sanitise, reading the text once; O(`width`) to cut.
  func shownPart(of text: String, endsLine: Bool) -> String {
    let safe = text.sanitizedForTerminal
    guard endsLine, safe.utf8.last == 0x20 else { return safe.truncated(toWidth: width + 1) }
    // The characters up to the first past `width + 1` columns: all the cut reads.
    var columns = 0
    var end = safe.startIndex
    while end < safe.endIndex, columns <= width + 1 {
      columns += safe[end].displayWidth
      end = safe.index(after: end)
    }
    let head = String(safe[..<end])
    // Spaces that end the head but not the text are inside it: the text overflows there.
    if head.last == " ", safe[end...].contains(where: { $0 != " " }) {
      return head.truncated(toWidth: width + 1)
    }
    return head.droppingTrailingSpaces().truncated(toWidth: width + 1)
  }

  /// A paragraph wrapped at spaces.
  func paragraphLines(_ text: String, style: TerminalStyle) -> [StyledLine] {
    text.sanitizedForTerminal.wrapped(toWidth: width).map {
      StyledLine([StyledRun($0, style: style)])
    }
  }

  /// `Search: mba`, or the placeholder when nothing is typed; a focused field shows a caret
  /// where the next character goes: `Search: mb|a`, `Search: |(type a name)`.
  func searchLine(for field: SearchField) -> StyledLine {
    var line = StyledLine()
    let label = field.label.sanitizedForTerminal
    if !label.isEmpty { line.append(label + words.colon, style: .label) }
    let text = field.text.sanitizedForTerminal
    let placeholder = field.placeholder.sanitizedForTerminal
    // A placeholder is set apart by parentheses, so it never reads as typed text.
    let (shown, style) =
      text.isEmpty
      ? (placeholder.isEmpty ? "" : "(" + placeholder + ")", TerminalStyle.secondary)
      : (text, .body)
    guard field.isFocused else {
      if !shown.isEmpty {
        if !label.isEmpty { line.append(" ") }
        line.append(shown, style: style)
      }
      return line
    }
    if !label.isEmpty { line.append(" ") }
    // Split before sanitising, so the caret lands between the characters the user typed.
    let typed = field.text.prefix(max(0, field.cursorOffset))
    line.append(String(typed).sanitizedForTerminal, style: style)
    line.append(Self.caret, style: .actionKey)
    let rest = text.isEmpty ? shown : String(field.text[typed.endIndex...]).sanitizedForTerminal
    line.append(rest, style: style)
    return line
  }

  /// Where the next typed character goes in a focused search field.
  static let caret = "|"

  /// `  1. None`, with the current choice as `> 2. Goalkeepers *`.
  func optionLines(for list: OptionList) -> [StyledLine] {
    let keys = list.options.map(\.key.sanitizedForTerminal)
    let keyWidth = keys.map(\.displayWidth).max() ?? 0
    return zip(list.options, keys).enumerated().map { index, pair in
      let (option, key) = pair
      let isCurrent = index == list.selectedIndex
      // Keys line up on the right, as numbers do: `  9.` above ` 10.`.
      let keyText = key.isEmpty ? "" : key + "."
      let keyColumn =
        keyWidth == 0 ? "" : keyText.padded(toWidth: keyWidth + 1, alignment: .trailing) + " "
      let marker = isCurrent ? " *" : ""
      let room = width - 2 - keyColumn.displayWidth - marker.count
      var line = StyledLine()
      line.append(isCurrent ? "> " : "  ", style: isCurrent ? .currentOption : .body)
      line.append(keyColumn, style: isCurrent ? .currentOption : .actionKey)
      line.append(
        option.label.sanitizedForTerminal.truncated(toWidth: room),
        style: isCurrent ? .currentOption : .body)
      line.append(marker, style: .currentOption)
      return line
    }
  }

  /// `Label  value` lines, values aligned and wrapped under themselves.
  func fieldLines(for fields: [Field]) -> [StyledLine] {
    let labels = fields.map(\.label.sanitizedForTerminal)
    // Labels get at most half the width, so values always keep room.
    let labelWidth = min(labels.map(\.displayWidth).max() ?? 0, width / 2)
    let indent = labelWidth + 2
    var lines: [StyledLine] = []
    for (field, label) in zip(fields, labels) {
      let valueLines = field.value.sanitizedForTerminal.wrapped(toWidth: width - indent)
      var first = StyledLine()
      let fittedLabel = label.truncated(toWidth: labelWidth)
      first.append(fittedLabel, style: .label)
      first.append(String(repeating: " ", count: indent - fittedLabel.displayWidth))
      first.append(valueLines.first ?? "")
      lines.append(first)
      for value in valueLines.dropFirst() {
        lines.append(
          StyledLine([StyledRun(String(repeating: " ", count: indent)), StyledRun(value)]))
      }
    }
    return lines
  }

  /// `alternative text:` then a checked `https` address whole on its own line, which a
  /// renderer that writes escapes may show as a hyperlink labelled ``RendererWords/openImage``;
  /// any other address as `alternative text: url`, on two lines when it does not fit on one.
  func imageLines(for image: ImageReference) -> [StyledLine] {
    // Only its first columns can show: the label line is clipped, or the address too long.
    let text = shownPart(of: image.alternativeText, endsLine: false)
    if let address = image.url.terminalHyperlinkAddress {
      let link = StyledRun(address, style: .link, richText: words.openImage, link: address)
      guard !text.isEmpty else { return [StyledLine([link])] }
      return [StyledLine([StyledRun(text + words.colon, style: .label)]), StyledLine([link])]
    }
    let url = image.url.sanitizedForTerminal
    // An address is wrapped, never cut: a reader must be able to copy it whole.
    let urlLines = url.wrapped(toWidth: width).map { StyledLine([StyledRun($0, style: .link)]) }
    guard !text.isEmpty else { return urlLines }
    guard !url.isEmpty else {
      let shown = shownPart(of: image.alternativeText, endsLine: true)
      return [StyledLine([StyledRun(shown, style: .label)])]
    }
    let label = StyledRun(text + words.colon, style: .label)
    if label.displayWidth + 1 + url.displayWidth <= width {
      return [StyledLine([label, StyledRun(" "), StyledRun(url, style: .link)])]
    }
    return [StyledLine([label])] + urlLines
  }

  /// `Loading… message`, `Nothing to show: message` or `Error: message`, wrapped.
  func statusLines(for status: Status) -> [StyledLine] {
    let prefix: String
    switch status.kind {
    case .loading: prefix = words.loading
    case .empty: prefix = words.empty
    case .error: prefix = words.error
    }
    let message = status.message.sanitizedForTerminal
    return paragraphLines(prefix + " " + message, style: TerminalStyle(status.kind))
  }

  /// `command  label · command  label`, wrapped between actions; an action wider than a line
  /// has its label wrapped (``overlongActionLines(command:label:)``), never cut.
  ///
  /// - Complexity: O(*n*) in the length of the actions' text: each is measured once, and
  ///   written straight into the line that shows it.
  func actionLines(for actions: [ScreenAction]) -> [StyledLine] {
    let separator = StyledRun(" · ", style: .secondary)
    let separatorWidth = separator.displayWidth
    var lines: [StyledLine] = []
    var current = StyledLine()
    // Kept as the line grows, so a long command is measured once, not once per action.
    var currentWidth = 0
    for action in actions {
      let (command, commandWidth) = action.command.sanitizedWithWidth
      let (label, labelWidth) = action.label.sanitizedWithWidth
      guard !command.isEmpty || !label.isEmpty else { continue }
      let gap = command.isEmpty || label.isEmpty ? 0 : 2
      // The two spaces between command and label end any emoji sequence: the item's width is
      // the sum of its parts'.
      let itemWidth = commandWidth + gap + labelWidth
      if itemWidth > width {
        if !current.runs.isEmpty { lines.append(current) }
        lines += overlongActionLines(command: command, label: label)
        current = StyledLine()
        currentWidth = 0
        continue
      }
      if current.runs.isEmpty {
        currentWidth = itemWidth
      } else if currentWidth + separatorWidth + itemWidth <= width {
        current.runs.append(separator)
        currentWidth += separatorWidth + itemWidth
      } else {
        lines.append(current)
        current = StyledLine()
        currentWidth = itemWidth
      }
      current.append(command, style: .actionKey)
      current.append(String.spaces(gap))
      current.append(label, style: .actionLabel)
    }
    if !current.runs.isEmpty { lines.append(current) }
    return lines
  }

  /// An action too wide for a line: its label wrapped beside the command, each line under the
  /// label's first (`compare [ID]  Compare with another` then `player` under `Compare`), or,
  /// when that leaves the label less than ``minimumLabelWidth`` columns, on lines of their
  /// own below the command, indented by two. A label takes at most ``maximumLabelLines``, the
  /// last cut with `…`, so a screen's actions stay a few lines whatever their length; a command
  /// wider than the line is cut with the other lines.
  func overlongActionLines(command: String, label: String) -> [StyledLine] {
    let indent = command.displayWidth + 2
    func wrappedLabel(toWidth labelWidth: Int) -> [String] {
      let lines = label.wrapped(toWidth: labelWidth)
      guard lines.count > Self.maximumLabelLines else { return lines }
      let last = Self.maximumLabelLines - 1
      return lines.prefix(last)
        + [(lines[last] + " " + lines[last + 1]).truncated(toWidth: labelWidth)]
    }
    guard !command.isEmpty, width - indent >= Self.minimumLabelWidth else {
      let labelLines = wrappedLabel(toWidth: width - 2).map {
        StyledLine([StyledRun("  " + $0, style: .actionLabel)])
      }
      return (command.isEmpty ? [] : [StyledLine([StyledRun(command, style: .actionKey)])])
        + labelLines
    }
    let margin = String(repeating: " ", count: indent)
    return wrappedLabel(toWidth: width - indent).enumerated().map { index, text in
      index == 0
        ? StyledLine([
          StyledRun(command, style: .actionKey), StyledRun("  "),
          StyledRun(text, style: .actionLabel),
        ])
        : StyledLine([StyledRun(margin), StyledRun(text, style: .actionLabel)])
    }
  }

  /// The fewest columns a label is wrapped into beside its command; narrower, it goes below.
  static let minimumLabelWidth = 16
  /// The most lines an action's label is wrapped into.
  static let maximumLabelLines = 3
}
