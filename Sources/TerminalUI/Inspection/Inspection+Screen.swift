import MVVMC
import Rendering

extension Inspection {
  /// The inspection as a screen: one table, under the title of the scene on top, whose
  /// sections are the coordinators (indented by depth, each with the scenes it owns), the
  /// stack (each scene with its route), the boxes of one scene (each with who listens and the
  /// chain that feeds it) and the latest events, grouped under the key or command that caused
  /// them, the newest group first.
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
  ///   Boxes of Kylian MBAPPÉ
  ///     none
  ///   Events
  ///     #12 key Enter
  ///       #13 coordinator AppCoordinator started PlayerDetailCoordinator
  ///       #14 navigation push Kylian MBAPPÉ
  /// ```
  ///
  /// One column, so a narrow panel keeps its width for the items; each item is one row, so a
  /// terminal cuts a long one rather than wrapping it. Every text is data and goes through the
  /// renderer's escaping.
  package func makeScreen(words: InspectionWords = .english) -> Screen {
    makeScreen(words: words, eventLines: eventLines(words.eventWords))
  }

  /// The inspection as a screen, with `eventLines` in its events section, already grouped and
  /// numbered: a replay lists the events of the steps it has read.
  ///
  /// With `changes`, a section headed `Changed at this step · CAUSE` lists what the step
  /// caused changed (``StepChanges/lines(_:)``), after the boxes, or instead of them when
  /// `showsBoxes` is `false`: the full-screen panel's "changed at this step" view.
  package func makeScreen(
    words: InspectionWords, eventLines: [String], changes: StepChanges? = nil,
    cause: String? = nil, showsBoxes: Bool = true
  ) -> Screen {
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
    if showsBoxes || changes == nil {
      section(
        words.boxes + (boxesScene.map { " " + words.of + " " + $0 } ?? ""),
        boxes.flatMap { boxLines($0, words: words) })
    }
    if let changes {
      section(
        words.changed + (cause.map { " · " + $0 } ?? ""), changes.lines(words.eventWords))
    }
    section(words.events, eventLines)
    let table = Table(columns: [Table.Column(topScene ?? "", isFlexible: true)], rows: rows)
    return Screen(title: words.title, blocks: [.table(table)])
  }

  /// The legend of the inspector's symbols, as a screen: what `└`, `·`, `modal`, `Name: title`,
  /// `→`, `←` and the grouping of events mean.
  package static func legendScreen(words: InspectionWords = .english) -> Screen {
    // Fields, which wrap a long meaning under its symbol rather than cutting it.
    let fields = words.legend.map { Field($0.symbol, $0.meaning) }
    return Screen(title: words.legendTitle, blocks: [.fields(fields)])
  }

  /// A box on one line, `name = value → listeners`, then its chain on the next when it has
  /// one: `← searchQuery · removingDuplicates · debounced 100 ms`.
  private func boxLines(_ box: InspectedBox, words: InspectionWords) -> [String] {
    let listeners =
      box.listenerOwners.isEmpty
      ? " · " + words.listenerCount(box.listeners)
      : " → " + box.listenerOwners.joined(separator: ", ")
    var lines = ["\(box.name) = \(box.value)" + listeners]
    if let chain = box.chain {
      lines.append("  ← " + chain + (box.isPending ? " · " + words.debouncePending : ""))
    }
    return lines
  }

  /// The events grouped under the key or command that caused them: the newest group first,
  /// each cause followed by its effects in the order they happened, indented.
  package func eventLines(_ words: EventWords) -> [String] {
    // `events` holds the newest first; a group reads best oldest first.
    var groups: [[Event]] = [[]]
    for event in events.reversed() {
      if event.isCause, !(groups[groups.count - 1].isEmpty) { groups.append([]) }
      groups[groups.count - 1].append(event)
    }
    return groups.reversed().flatMap { group in
      group.map { event in
        let indent = event.isCause || group.first?.isCause != true ? "" : "  "
        return indent + "#\(event.number) \(event.line(words))"
      }
    }
  }
}

extension Inspection {
  /// What the latest step changed: the events of the newest group, after its cause.
  package var latestChanges: StepChanges {
    StepChanges(events: events.prefix { !$0.isCause }.reversed())
  }

  /// The cause of the newest group of events, as the panel heads it: `key ↓`.
  package func latestCause(_ words: EventWords) -> String? {
    events.first(where: \.isCause).map { $0.line(words) }
  }
}

extension Inspection.Event {
  /// The event as the inspector's panel shows it, in `words`: as ``summary`` (a box by the last
  /// part of its label, which a narrow panel has room for), with a binding's listeners named
  /// (`binding searchText = mba → PlayerListScene`).
  package func line(_ words: EventWords = .english) -> String {
    guard case .binding(let firing) = kind, !firing.listenerOwners.isEmpty else {
      return summary(words)
    }
    return summary(words) + " → " + firing.listenerOwners.joined(separator: ", ")
  }
}
