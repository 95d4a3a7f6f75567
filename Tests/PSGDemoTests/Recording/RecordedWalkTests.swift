import Foundation
import MVVMC
import PlayerFeed
import Rendering
import TestSupport
import Testing

@testable import PSGDemo

/// A recording replays because every step's route reopens its screen: a random walk of 200
/// commands (or keys), recorded step by step, each step read back from its JSON and its route
/// opened in a fresh app of the recording's page size, shows the very screen recorded, the
/// mark of the player last opened included.
@MainActor
@Suite struct RecordedWalkTests {
  /// Every key an action answers, once each, as a key-driven walk presses them.
  static let keys: [Key] = {
    var seen = Set<Key>()
    let declared = DemoScenes.standard.actions.filter { $0.name != .search }.flatMap(\.keys)
    return declared.filter { seen.insert($0).inserted } + [.enter, .escape, .down, .up]
  }()

  @Test(arguments: [false, true])
  func everyStepOfARecordedWalkReopensItsScreen(keys: Bool) async throws {
    var random = SeededGenerator(seed: keys ? 39 : 40)
    let pageSize = 6
    let live = await DemoSession.loaded(pageSize: pageSize, isKeyDriven: keys)
    let recorder = live.makeRecorder(width: 80)
    var lines = [try JSONEncoder().encode(recorder.step())]
    for _ in 0..<200 {
      let typed: String
      if keys {
        let key = Self.keys.randomElement(using: &random)!
        _ = live.navigator.top?.handle(key)
        typed = "key \(key)"
      } else {
        typed = RandomCommand.line(offeredBy: live.navigator.top, using: &random) ?? "back"
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
      let fresh = await DemoSession.loaded(pageSize: pageSize, isKeyDriven: keys)
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
    // The walk reaches screens with a marked row, so the mark is part of what is checked.
    #expect(marked > 10)
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
