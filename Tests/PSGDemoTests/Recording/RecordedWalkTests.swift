import Foundation
import MVVMC
import PlayerFeed
import Rendering
import TerminalUI
import TestSupport
import Testing

@testable import PSGDemo

/// A recording replays because every step's route reopens its screen: a random walk of 200
/// commands (or keys), recorded step by step, each step read back from its JSON and its route
/// opened in a fresh app of the step's page size, shows the very screen recorded, the mark of
/// the player last opened included. (`RecordedKeyWalkTests` opens a key walk's steps with
/// `psg-demo --open`, in line mode.)
@MainActor
@Suite struct RecordedWalkTests {
  /// Every key an action answers, once each, as a key-driven walk presses them.
  static let keys: [Key] = {
    var seen = Set<Key>()
    let declared = DemoScenes.actions.filter { $0.name != .search }.flatMap(\.keys)
    return declared.filter { seen.insert($0).inserted } + [.enter, .escape, .down, .up]
  }()

  @Test(arguments: [false, true])
  func everyStepOfARecordedWalkReopensItsScreen(keys: Bool) async throws {
    var random = SeededGenerator(seed: keys ? 39 : 40)
    let pageSize = 6
    let live = await DemoSession.loaded(pageSize: pageSize, isKeyDriven: keys)
    let recorder = live.makeRecorder(width: 80)
    var lines = [try JSONEncoder().encode(recorder.step())]
    // The walk begins by opening a player and coming back, so a marked row is among the steps
    // whatever the seed, and whatever actions the scenes offer; then it goes where it likes.
    let opening: [Key] = [.enter, .escape]
    for index in 0..<200 {
      let typed: String
      if keys {
        let key = index < opening.count ? opening[index] : Self.keys.randomElement(using: &random)!
        _ = live.navigator.top?.handle(key)
        typed = "key \(key)"
      } else {
        typed =
          index < opening.count
          ? ["open 1", "back"][index]
          : RandomCommand.line(offeredBy: live.navigator.top, using: &random) ?? "back"
        if let command = Command(parsing: typed) { _ = try? await live.execute(command) }
      }
      lines.append(try JSONEncoder().encode(recorder.step(command: typed)))
    }
    var failures: [String] = []
    var marked = 0
    for line in lines {
      let step = try JSONDecoder().decode(SessionStep.self, from: line)
      guard let route = step.route else {
        failures.append("step \(step.seq) (\(step.command ?? "start")) names no route")
        continue
      }
      let fresh = await DemoSession.loaded(pageSize: step.rows ?? pageSize, isKeyDriven: keys)
      do {
        try fresh.open(try RoutePath(parsing: route))
      } catch {
        failures.append("step \(step.seq): \(route) does not open: \(error)")
        continue
      }
      if fresh.currentScreen() != step.screen {
        failures.append("step \(step.seq) (\(step.command ?? "start")): \(route) differs")
      }
      let hasMark = step.screen.blocks.contains {
        if case .table(let table) = $0 { table.selectedRow != nil } else { false }
      }
      if hasMark { marked += 1 }
    }
    #expect(
      failures.isEmpty, "\(failures.count) steps:\n\(failures.prefix(10).joined(separator: "\n"))")
    // The walk reaches screens with a marked row (after its opening at least), so the mark is
    // part of what is checked; a count would hang on the seed and on the actions offered.
    #expect(marked > 0)
  }

  /// The row a table marks.
  private func markedRow(on screen: Screen) -> Int? {
    screen.blocks.lazy.compactMap { block -> Int? in
      guard case .table(let table) = block else { return nil }
      return table.selectedRow
    }.first
  }

  /// What makes a full-screen step reopen in line mode: a key-driven app's route names the
  /// row its table marks, the first too, and line mode marks the row a route names until a
  /// scene opens over it (then the player last opened, as before).
  @Test func lineModeMarksTheRowAKeyDrivenRouteNames() async throws {
    let keyDriven = await DemoSession.loaded(pageSize: 5, isKeyDriven: true)
    #expect(keyDriven.currentRoute?.address == "players?row=1")
    try keyDriven.open(.scorers)
    #expect(keyDriven.currentRoute?.address == "scorers?row=1")

    let line = await DemoSession.loaded(pageSize: 5)
    #expect(markedRow(on: line.currentScreen()) == nil)
    try line.open(try RoutePath(parsing: "players?row=1"))
    #expect(markedRow(on: line.currentScreen()) == 0)
    try await line.run("next")
    // The mark follows the selection, to the first row of the next page.
    #expect(markedRow(on: line.currentScreen()) == 0)
    #expect(line.currentRoute?.address == "players?row=6")
    // A scene over the list ends it: back there, no row is marked, as a fresh app shows
    // `players?row=6/scorers` once back.
    try await line.run("scorers")
    #expect(line.currentRoute?.address == "players?row=6/scorers")
    try await line.run("back")
    #expect(markedRow(on: line.currentScreen()) == nil)
    #expect(line.currentRoute?.address == "players?page=2")
    // The scorers and the comparison picker mark a named row too.
    try line.open(try RoutePath(parsing: "scorers?row=1"))
    #expect(markedRow(on: line.currentScreen()) == 0)
    #expect(line.currentRoute?.address == "scorers?row=1")
    try line.open(try RoutePath(parsing: "player/id/32/compare?row=1"))
    #expect(markedRow(on: line.currentScreen()) == 0)
    #expect(line.currentRoute?.address == "player/id/32/compare?row=1")
  }

  /// A step's own bound: a command that sets off more events than a step keeps keeps the
  /// first ones and counts the rest.
  @Test func aStepKeepsAtMostItsEventsAndCountsTheRest() async throws {
    let live = await DemoSession.loaded(pageSize: 5)
    let recorder = live.makeRecorder(width: 80)
    _ = recorder.step()
    // Each search and each clear sets off several bindings.
    for round in 0..<(SessionStep.maximumEvents / 2 + 5) {
      try await live.run(round.isMultiple(of: 2) ? "search a" : "clear")
    }
    let step = recorder.step(command: "many")
    #expect(step.events.count == SessionStep.maximumEvents)
    #expect(step.droppedEvents > 0)
    #expect(step.seq == 1)
    #expect(step.start == nil)
  }
}
