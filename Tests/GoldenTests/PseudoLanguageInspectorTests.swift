import MVVMC
import PSGDemo
import PlainTextRendering
import PlayerFeed
import Rendering
import TerminalUI
import Testing

/// The inspector's panel, the history and `--trace` in the pseudo-language, after a walk
/// through every flow of the demo: each word of an event, of a box's value and of a flow's
/// outcome comes from the language's values (`cancelled`, `3 elements`, `rows 1–5 of 5`
/// included), and only names stay as written (of types, boxes and listeners), as
/// ``PseudoLanguageTests`` checks the screens.
@MainActor
@Suite struct PseudoLanguageInspectorTests {
  /// Every flow: a filter chosen and one cancelled, a player's page and its comparison with a
  /// player chosen, a pin, the scorers, a search with no match and one cleared.
  static let walk = [
    "filter goalkeepers", "filter", "back", "open 1", "compare", "search m", "1", "back",
    "back", "pin 1", "yes", "scorers", "open 1", "back", "back", "search zzz", "clear",
  ]

  @Test func thePanelTheHistoryAndTheTraceSpeakTheLanguage() async throws {
    let surfaces = try await Self.surfaces()
    for (surface, text) in [
      ("--trace", surfaces.trace), ("panel", surfaces.panel), ("history", surfaces.history),
    ] {
      // `route ADDRESS` is the trace's line for programs (`--open` reads the address), a
      // keyword like the names.
      let problems = PseudoLanguageTests.problems(
        in: text, data: Squad.paris2021, typed: Self.walk + surfaces.names + ["route"])
      #expect(problems.isEmpty, "\(surface):\n\(problems.joined(separator: "\n"))\n\(text)")
    }
  }

  /// The check finds a value in English: a count and an outcome written in a value's own
  /// `description`, not in the language's words.
  @Test func anEnglishValueIsFound() {
    let line = "⟦binding~~~⟧ PickerViewModel.outcome = cancelled (1 ⟦listener~~~⟧)"
    #expect(
      PseudoLanguageTests.problems(in: line, data: [], typed: ["PickerViewModel", "outcome"])
        == ["a word without markers: “cancelled”"])
  }

  /// What the walk shows in the pseudo-language: every `--trace` line, the panel (the
  /// inspector's screen, as `inspect` and the full-screen panel draw it) after each command,
  /// the history's panel of each step, and the names the inspector heard (of types, boxes,
  /// listeners and derived chains, and the stack's routes), which stay as written.
  static func surfaces() async throws -> (
    trace: String, panel: String, history: String, names: [String]
  ) {
    final class Lines { var lines: [String] = [] }
    let traced = Lines()
    let session = DemoSession(
      configuration: DemoConfiguration(language: .pseudo, pageSize: 50) { Squad.paris2021 },
      trace: { traced.lines.append($0) })
    let strings = DemoStrings.pseudo
    let words = try #require(strings.rewording.map(InspectionWords.english.reworded))
    let context = strings.renderContext(width: 120)
    let recorder = session.makeRecorder(width: 120)
    session.start()
    await session.load()
    var steps = [recorder.step()]
    var panels: [String] = []
    var names: [String] = []
    for line in walk {
      _ = try await session.execute(try DemoScreen.parsed(line))
      steps.append(recorder.step(command: line))
      panels.append(PlainTextRenderer().render(session.inspectionScreen(words: words), in: context))
      let inspection = session.inspector.inspection()
      names += inspection.boxes.flatMap { [$0.name, $0.chain ?? ""] + $0.listenerOwners }
      names += inspection.coordinators.map(\.name) + inspection.stack.compactMap(\.route)
      names += inspection.events.flatMap(Self.names(in:))
    }
    let history = steps.indices.map { index in
      PlainTextRenderer().render(
        steps[index].inspectorScreen(words: words, steps: Array(steps[...index])), in: context)
    }
    return (
      traced.lines.joined(separator: "\n"), panels.joined(separator: "\n"),
      history.joined(separator: "\n"), names
    )
  }

  /// The names an event holds: a box's label and listeners, a coordinator's, what was freed.
  static func names(in event: Inspection.Event) -> [String] {
    switch event.kind {
    case .binding(let firing): [firing.label] + firing.listenerOwners
    case .coordinator(.childAdded(let parent, let child)),
      .coordinator(.childRemoved(let parent, let child)):
      [parent, child]
    case .coordinator(.childFinished(let child, _)): [child]
    // A scene's title follows its type, and is reworded.
    case .freed(let name): [String(name.prefix { $0 != ":" })]
    case .navigation, .cause: []
    }
  }
}
