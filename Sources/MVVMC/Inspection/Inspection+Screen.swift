import Rendering

extension Inspection {
  /// The inspection as a screen: one table, under the title of the scene on top, whose
  /// sections are the coordinators (indented by depth, each with the scenes it owns), the
  /// stack (each scene with its route), the boxes of the scene on top and the latest events,
  /// the newest first, in short (``Inspection/Event/summary``).
  ///
  /// ```
  /// Inspector
  ///
  ///   Kylian MBAPPÉ
  ///   --------------------------------------------
  ///   Coordinators
  ///     AppCoordinator: Players
  ///     └ PlayerDetailCoordinator: Kylian MBAPPÉ
  ///   Stack
  ///     1  Players · players
  ///     2  Kylian MBAPPÉ · player/id/32
  ///   Boxes
  ///     player = 7 Kylian MBAPPÉ · 0 listeners
  ///   Events
  ///     #13 navigation push Kylian MBAPPÉ
  /// ```
  ///
  /// One column, so a narrow panel keeps its width for the items; each item is one row, so a
  /// terminal cuts a long one rather than wrapping it. Every text is data and goes through the
  /// renderer's escaping.
  public func makeScreen(words: InspectionWords = .english) -> Screen {
    var rows: [Table.Row] = []
    func section(_ heading: String, _ items: [String]) {
      rows.append(Table.Row([Table.Cell(heading, role: .strong)]))
      for item in items.isEmpty ? [words.none] : items {
        rows.append(Table.Row([Table.Cell("  " + item)]))
      }
    }
    section(
      words.coordinators,
      coordinators.map { entry in
        let scenes = entry.scenes.isEmpty ? "" : ": " + entry.scenes.joined(separator: ", ")
        // A visible branch rather than leading spaces, which tables in documents drop.
        let branch = entry.depth == 0 ? "" : String(repeating: "· ", count: entry.depth - 1) + "└ "
        return branch + entry.name + scenes
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
    section(words.events, events.map { "#\($0.number) \($0.summary)" })
    let table = Table(columns: [Table.Column(topScene ?? "", isFlexible: true)], rows: rows)
    return Screen(title: words.title, blocks: [.table(table)])
  }
}
