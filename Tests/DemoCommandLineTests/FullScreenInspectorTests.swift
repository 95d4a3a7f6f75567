import Foundation
import MVVMC
import MVVMCTesting
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI
import TestSupport
import Testing

@testable import DemoCommandLine

/// The inspector in the full-screen demo: opened on the list, it follows a typed search, a
/// player opened and the way back, at the two sizes a terminal usually has.
@MainActor
@Suite struct FullScreenInspectorTests {
  /// Whether `shown` is `full`, or `full` cut to the panel's width with an ellipsis.
  private func shows(_ shown: String?, _ full: String) -> Bool {
    guard let shown else { return false }
    return shown == full || (shown.hasSuffix("…") && full.hasPrefix(shown.dropLast()))
  }

  /// The events of the newest group, the key first: `key Esc`, `navigation pop …`, without
  /// their numbers.
  private func newestGroup(_ events: [String]) -> [String] {
    guard let key = events.first else { return [] }
    let effects = events.dropFirst().prefix { $0.hasPrefix("  #") }
    return ([key] + effects).map { event in
      let trimmed = event.drop { $0 == " " }
      return String(trimmed.drop { $0 != " " }.dropFirst())
    }
  }

  /// The newest group of events as the inspector holds it, the key first: whole, where a
  /// small panel shows its first lines only.
  private func newestGroup(of run: FullScreenRun) -> [String] {
    var group: [String] = []
    for event in run.session.inspector.inspection().events {
      group.insert(event.line(), at: 0)
      if case .cause = event.kind { break }
    }
    return group
  }

  /// The list's boxes from its typed search on.
  private func searchBoxes(of run: FullScreenRun) -> [String] {
    Array(run.section("Boxes of Players").drop { !$0.hasPrefix("searchQuery") })
  }

  @Test(arguments: [(80, 24), (120, 40)])
  func followsASearchAPlayerAndTheWayBack(columns: Int, rows: Int) async throws {
    let run = try await FullScreenRun(size: TerminalSize(columns: columns, rows: rows))
    #expect(run.terminal.screenLines.last?.contains("i Inspect  ? Help  q Quit") == true)
    run.terminal.type("i")
    #expect(run.panel.first == "Inspector", "\(run.terminal.screenLines)")
    #expect(run.section("Coordinators") == ["AppCoordinator: Players"])
    #expect(run.section("Stack") == ["1  Players · players?row=1"])
    // The table's boxes (`matches`, `page`, …) come first, its superclass's; then the search's.
    #expect(shows(searchBoxes(of: run).first, "searchQuery =  → removingDuplicates"))

    // Typing: the typed query fires at once, under its key; the search waits for the delay.
    run.terminal.type("/mba")
    let boxes = searchBoxes(of: run)
    #expect(shows(boxes.first, "searchQuery = mba → removingDuplicates"), "\(boxes)")
    // The debounced query, a box of its own, shows the chain it follows.
    #expect(
      shows(boxes.dropFirst().first, "settledSearchQuery =  → PlayerListViewModel"), "\(boxes)")
    let pending = "  ← searchQuery · removingDuplicates · debounced 100 ms · debounce pending"
    #expect(shows(boxes.dropFirst(2).first, pending), "\(boxes)")
    #expect(shows(boxes.dropFirst(3).first, "searchText =  → PlayerListScene"), "\(boxes)")
    #expect(newestGroup(run.section("Events")).first == "key a")
    let typing = newestGroup(of: run)
    #expect(typing.first == "key a", "\(typing)")
    #expect(typing.dropFirst().first?.hasPrefix("binding search") == true, "\(typing)")
    run.searchScheduler.advance(by: PlayerListViewModel.defaultSearchDelay)
    let settled = searchBoxes(of: run)
    #expect(shows(settled.dropFirst().first, "settledSearchQuery = mba → PlayerListViewModel"))
    #expect(
      shows(settled.dropFirst(2).first, "  ← searchQuery · removingDuplicates · debounced 100 ms"))
    #expect(settled.dropFirst(2).first?.contains("pending") == false, "\(settled)")
    #expect(shows(settled.dropFirst(3).first, "searchText = mba → PlayerListScene"), "\(settled)")
    // The settled search belongs to the last key typed.
    #expect(newestGroup(run.section("Events")).first == "key a")
    let typed = newestGroup(of: run)
    #expect(typed.first == "key a", "\(typed)")
    #expect(typed.contains("binding searchText = mba → PlayerListScene"), "\(typed)")
    #expect(shows(run.section("Stack").first, "1  Players · players?search=mba&row=1"))

    // Leaving the field, then opening the one match: a child coordinator and its scene.
    run.terminal.type("\r\r")
    let tree = run.section("Coordinators")
    #expect(tree.count == 2 && tree[0] == "AppCoordinator: Players", "\(tree)")
    #expect(shows(tree.last, "└ PlayerDetailCoordinator: Kylian MBAPPÉ"), "\(tree)")
    #expect(shows(run.section("Stack").last, "2  Kylian MBAPPÉ · players?search=mba/player/id/32"))
    // The page's player is a constant, not a box.
    #expect(run.section("Boxes of Kylian MBAPPÉ") == ["none"])
    let opened = newestGroup(run.section("Events"))
    #expect(opened.first == "key Enter", "\(opened)")
    #expect(opened.contains { shows($0, "navigation push Kylian MBAPPÉ") }, "\(opened)")

    // Back: the child ends cancelled, leaves the tree and is freed, all under Esc.
    run.terminal.send([0x1B])
    run.hostScheduler.advance(by: FullScreenHost.defaultEscapeDelay)
    #expect(run.section("Coordinators") == ["AppCoordinator: Players"])
    #expect(run.section("Stack").count == 1)
    #expect(newestGroup(run.section("Events")).first == "key Esc")
    let back = newestGroup(of: run)
    #expect(back.first == "key Esc", "\(back)")
    #expect(shows(back.dropFirst().first, "navigation pop Kylian MBAPPÉ"), "\(back)")
    // The whole group, which a small panel shows in part: the frees come last.
    let events = run.session.inspector.inspection().events.reversed()
    let escEvents = events.drop { $0.line() != "key Esc" }.dropFirst().map { $0.line() }
    #expect(
      escEvents.suffix(3) == [
        "freed PlayerDetailCoordinator", "freed PlayerDetailScene: Kylian MBAPPÉ",
        "freed PlayerDetailViewModel",
      ], "\(escEvents)")
    for event in [
      "navigation pop Kylian MBAPPÉ", "coordinator PlayerDetailCoordinator cancelled",
      "coordinator AppCoordinator removed PlayerDetailCoordinator",
      "freed PlayerDetailCoordinator", "freed PlayerDetailScene: Kylian MBAPPÉ",
      "freed PlayerDetailViewModel",
    ] {
      #expect(escEvents.contains(event), "\(event) in \(escEvents)")
    }

    run.terminal.type("i")
    #expect(run.panel.isEmpty)
  }

  /// The comparison's picker and the filter picker are built on one view model: the inspector
  /// shows its boxes alike, and every box it shows on any scene has a listener.
  @Test func bothPickersShowTheirViewModelsBoxesAndEveryBoxIsListenedTo() async throws {
    var pickerBoxes: [[String]] = []
    for (route, session) in try await InspectorPanelFitTests.sessions() {
      for scene in session.navigator.scenes + (session.navigator.modal.map { [$0] } ?? []) {
        let boxes = scene.viewModelObject.map { InspectedBox.boxes(of: $0) } ?? []
        for box in boxes {
          #expect(!box.listenerOwners.isEmpty, "\(route): \(scene.title) shows \(box.name) unheard")
        }
        if scene.viewModelObject.map({
          $0 is PickerViewModel<Player> || $0 is PickerViewModel<PlayerFilter>
        }) == true {
          pickerBoxes.append(boxes.map(\.name))
        }
      }
    }
    #expect(Set(pickerBoxes) == [["query", "matches", "viewport", "outcome"]], "\(pickerBoxes)")
    #expect(pickerBoxes.count >= 2)
  }

  /// No scene can leave a box out: on every scene of the demo, the inspector lists every
  /// `Dynamic` the source of the scene's view model declares, in the order it declares them.
  @Test func everySceneShowsEveryBoxItsViewModelDeclares() async throws {
    var checked: Set<String> = []
    for (route, session) in try await InspectorPanelFitTests.sessions() {
      let scenes = session.navigator.shownScenes
      for (index, scene) in scenes.enumerated() {
        guard let viewModel = scene.viewModelObject else { continue }
        let typeName = String(String(describing: type(of: viewModel)).prefix { $0 != "<" })
        let declared = try Self.declaredBoxes(of: typeName)
        session.inspector.inspectedSceneIndex = index
        let shown = session.inspector.inspection().boxes.map(\.name)
        #expect(shown == declared, "\(route): \(scene.title) (\(typeName))")
        checked.insert(typeName)
      }
    }
    // The view models with boxes are all among those checked.
    #expect(
      checked.isSuperset(of: ["PlayerListViewModel", "TopScorersViewModel", "PickerViewModel"]),
      "\(checked)")
  }

  /// The names of the `Dynamic` properties the type `typeName` declares, in order, read from
  /// its file in `Sources` (a type's stored properties are all in its own file), a superclass's
  /// of the package first, as the inspector lists them.
  static func declaredBoxes(of typeName: String) throws -> [String] {
    let sources = FixtureFiles.packageRoot.appendingPathComponent("Sources")
    let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
    let path = try #require(paths?.first { $0.hasSuffix("/\(typeName).swift") }, "\(typeName)")
    let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
    // A member's declaration, two spaces in: `package let query: Dynamic<String>`,
    // `private(set) var settled: Dynamic<String>?`, `let count = Dynamic(0)`.
    let member = try Regex(
      #"^  (?:[a-z]+(?:\([a-z]+\))? )*(?:let|var) (\w+)(?:: Dynamic<| = Dynamic[<(])"#)
    let superclass = try Regex(#"class \#(typeName): (\w+ViewModel)\b"#)
    let inherited = try (try? superclass.firstMatch(in: text)).map {
      try declaredBoxes(of: String($0.output[1].substring ?? ""))
    }
    return (inherited ?? [])
      + text.split(separator: "\n").compactMap { line in
        (try? member.firstMatch(in: line))?.output[1].substring.map(String.init)
      }
  }
}

/// The inspector's legend in French, as the panel's other words are: `?` in the focused panel.
@MainActor
@Suite struct FrenchInspectorLegendTests {
  @Test func theLegendIsFrench() async throws {
    let run = try await FullScreenRun(
      size: TerminalSize(columns: 160, rows: 40), language: .french)
    run.terminal.type("i\t?")
    #expect(run.panel.first == "Légende", "\(run.terminal.screenLines)")
    let legend = CommandLineWords.french.fullScreen.inspection.legend
    #expect(legend.count == InspectionWords.englishLegend.count)
    for (french, english) in zip(legend, InspectionWords.englishLegend) {
      #expect(french.meaning != english.meaning)
      #expect(EnglishWords.in(french.meaning).isEmpty, "\(french.meaning)")
    }
    let shown = run.panel.joined(separator: "\n")
    #expect(shown.contains("un coordinateur enfant"), "\(shown)")
    #expect(!shown.contains("a child coordinator"), "\(shown)")
    // The entries that show an event write it as the panel does, in French.
    #expect(shown.contains("#12 touche Entrée"), "\(shown)")
    #expect(shown.contains("libéré Nom"), "\(shown)")
    #expect(!shown.contains("key Enter") && !shown.contains("freed"), "\(shown)")
  }
}

extension FullScreenRun {
  /// What the panel beside the scene shows, line by line, without trailing spaces.
  var panel: [String] {
    terminal.screenLines.compactMap { line in
      line.firstIndex(of: "│").map {
        String(line[line.index(after: $0)...]).droppingTrailingSpaces()
      }
    }
  }

  /// The panel's items under `heading`, up to the next heading.
  func section(_ heading: String) -> [String] {
    let lines = panel
    guard let start = lines.firstIndex(of: "  " + heading) else { return [] }
    return Array(lines[(start + 1)...].prefix { $0.hasPrefix("    ") || $0.isEmpty })
      .filter { !$0.isEmpty }.map { String($0.dropFirst(4)) }
  }
}

/// The inspector's events in French, as its headings are: keys, navigation, coordinators,
/// bindings and what was freed, with names of types, scenes and boxes as written.
@MainActor
@Suite struct FrenchInspectorEventsTests {
  @Test func theEventsAreFrench() async throws {
    let run = try await FullScreenRun(
      size: TerminalSize(columns: 160, rows: 50), language: .french)
    run.terminal.type("i/mba")
    run.searchScheduler.advance(by: PlayerListViewModel.defaultSearchDelay)
    let typed = run.section("Événements")
    #expect(typed.first?.hasSuffix(" touche a") == true, "\(typed)")
    #expect(typed.contains { $0.contains(" liaison searchText = mba → PlayerListScene") })

    // Open the one match, whose page has no box, then back: the child coordinator ends and
    // is freed, under Esc.
    run.terminal.type("\r\r")
    #expect(run.section("Boîtes de Kylian MBAPPÉ") == ["néant"], "\(run.panel)")
    run.terminal.send([0x1B])
    run.hostScheduler.advance(by: FullScreenHost.defaultEscapeDelay)
    let events = run.section("Événements")
    let back = events.prefix { !$0.hasPrefix("#") || $0 == events.first }
    let lines = back.map { String($0.drop { $0 == " " }.drop { $0 != " " }.dropFirst()) }
    #expect(lines.first == "touche Échap", "\(events)")
    // A long line is cut to the panel's width, with an ellipsis.
    func shown(_ full: String, in lines: some Sequence<String>) -> Bool {
      lines.contains { $0 == full || ($0.hasSuffix("…") && full.hasPrefix($0.dropLast())) }
    }
    for line in [
      "navigation dépiler Kylian MBAPPÉ", "coordinateur PlayerDetailCoordinator annulé",
      "coordinateur AppCoordinator a retiré PlayerDetailCoordinator",
      "libéré PlayerDetailCoordinator", "libéré PlayerDetailViewModel",
    ] {
      #expect(shown(line, in: lines), "\(line) in \(lines)")
    }
    let opened = events.drop { !$0.contains("touche Entrée") }
    let openedLines = opened.map { String($0.drop { $0 == " " }.drop { $0 != " " }.dropFirst()) }
    #expect(shown("navigation empiler Kylian MBAPPÉ", in: openedLines), "\(events)")
    #expect(
      shown("coordinateur AppCoordinator a démarré PlayerDetailCoordinator", in: openedLines),
      "\(events)")
    // None of the English event words is left.
    let english = ["key ", "freed ", " push ", " pop ", "binding ", "coordinator ", "started"]
    for line in events {
      #expect(!english.contains { line.contains($0) }, "\(line)")
    }
  }
}
