import Rendering

extension Inspection {
  /// The inspection as a screen: one table whose sections are the coordinators (indented by
  /// depth, each with the scenes it owns), the stack (each scene with its route), the boxes of
  /// the scene on top and the latest events, the newest first.
  ///
  /// ```
  /// Inspector
  ///
  ///               Players
  /// ------------  --------------------------------------
  /// Coordinators  AppCoordinator: Players
  ///                 PlayerDetailCoordinator: Kylian MBAPPÉ
  /// Stack         1  Players · players
  ///               2  Kylian MBAPPÉ · player/7
  /// Boxes         player = Kylian MBAPPÉ · 1 listener
  /// Events        #3 navigation push Kylian MBAPPÉ
  /// ```
  ///
  /// Each item is one row, so a terminal cuts a long one rather than wrapping it; every text is
  /// data and goes through the renderer's escaping.
  public func makeScreen(words: InspectionWords = .english) -> Screen {
    var rows: [Table.Row] = []
    func section(_ heading: String, _ items: [String]) {
      let items = items.isEmpty ? [words.none] : items
      for (index, item) in items.enumerated() {
        rows.append(
          Table.Row([
            Table.Cell(index == 0 ? heading : "", role: .strong), Table.Cell(item),
          ]))
      }
    }
    section(
      words.coordinators,
      coordinators.map { entry in
        let scenes = entry.scenes.isEmpty ? "" : ": " + entry.scenes.joined(separator: ", ")
        return String(repeating: "  ", count: min(entry.depth, 8)) + entry.name + scenes
      })
    section(
      words.stack,
      stack.enumerated().map { index, entry in
        let position = entry.isModal ? words.modal : String(index + 1)
        return "\(position)  \(entry.title)" + (entry.route.map { " · " + $0 } ?? "")
      })
    section(
      words.boxes,
      boxes.map { "\($0.name) = \($0.value) · \(words.listenerCount($0.listeners))" })
    section(words.events, events.map { "#\($0.number) \($0)" })
    let table = Table(
      columns: [Table.Column(""), Table.Column(topScene ?? "", isFlexible: true)], rows: rows)
    return Screen(title: words.title, blocks: [.table(table)])
  }
}
