import MVVMC
import TestSupport
import Testing

extension SeededGenerator {
  /// A number in `0..<bound`.
  fileprivate mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}

/// The stack and modal rebuilt from the navigator's events alone.
private struct ReconstructedState: Equatable {
  var stack: [String] = []
  var modal: String?

  /// Applies `event`; returns a complaint when the event cannot follow from this state.
  mutating func apply(_ event: NavigationEvent) -> String? {
    switch event {
    case .pushed(let title):
      stack.append(title)
    case .popped(let title):
      guard stack.last == title else {
        return "popped \(title) but the top is \(stack.last ?? "-")"
      }
      stack.removeLast()
    case .presented(let title):
      guard modal == nil else { return "presented \(title) over the modal \(modal ?? "")" }
      modal = title
    case .dismissed(let title):
      guard modal == title else { return "dismissed \(title) but the modal is \(modal ?? "-")" }
      modal = nil
    case .replacedStack(let old, let new):
      guard old == stack else { return "replaced \(old) but the stack is \(stack)" }
      stack = new
    case .ignored:
      break
    }
    return nil
  }
}

/// Records, under one name per owner, every scene the navigator says it removed.
@MainActor
private final class SharedLogOwner: SceneOwner {
  let log: Log<String>
  init(log: Log<String>) { self.log = log }
  func navigator(_ navigator: Navigator, didRemove scene: any Scene) {
    log.append(scene.title)
  }
}

@MainActor
@Suite struct NavigatorInvariantTests {
  private static let sequenceCount = 3_000
  private static let stepsPerSequence = 30
  private static let baseSeed: UInt64 = 0x5053_4732_3032_3122

  @Test(.tags(.slow), .skippedInFastLoop) func randomSequencesKeepEveryInvariant() {
    var failures: [String] = []
    for index in 0..<Self.sequenceCount {
      let seed = Self.baseSeed &+ UInt64(index)
      if let failure = run(seed: seed) {
        failures.append("seed \(seed): \(failure)")
        if failures.count == 3 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func theGeneratorIsDeterministic() {
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    let a = (0..<5).map { _ in first.next() }
    let b = (0..<5).map { _ in second.next() }
    #expect(a == b)
    #expect(Set(a).count == 5)
  }

  /// Runs one random sequence; returns what went wrong, with the steps that led there.
  private func run(seed: UInt64) -> String? {
    var random = SeededGenerator(seed: seed)
    let navigator = Navigator()
    var events: [NavigationEvent] = []
    navigator.observe { events.append($0) }
    let told = Log<String>()
    let owners = (0..<3).map { _ in SharedLogOwner(log: told) }
    var model = ReconstructedState()
    var made = 0
    var trace: [String] = []
    var everPushed = false

    func newScene() -> TestScene {
      made += 1
      return TestScene("S\(made)")
    }
    func shown() -> [any Scene] {
      navigator.scenes + (navigator.modal.map { [$0] } ?? [])
    }

    for _ in 0..<Self.stepsPerSequence {
      let before = shown()
      let beforeIDs = before.map(ObjectIdentifier.init)
      let eventsBefore = events.count
      let toldBefore = told.entries.count
      let owner = owners[random.below(owners.count)]
      var accepted: Bool?
      let step: String

      switch random.below(10) {
      case 0, 1:
        let scene: any Scene =
          before.isEmpty || random.below(5) > 0 ? newScene() : before[random.below(before.count)]
        step = "push \(scene.title)"
        accepted = navigator.push(scene, owner: owner)
      case 2:
        step = "pop"
        accepted = navigator.pop()
      case 3:
        step = "pop to root"
        accepted = navigator.popToRoot()
      case 4:
        let scene: any Scene =
          before.isEmpty || random.below(4) > 0 ? newScene() : before[random.below(before.count)]
        step = "present \(scene.title)"
        accepted = navigator.present(scene, owner: owner)
      case 5:
        step = "dismiss"
        accepted = navigator.dismiss()
      case 6, 7:
        step = "back"
        accepted = navigator.back()
      case 8:
        var scenes: [any Scene] = []
        for _ in 0..<random.below(4) {
          if !before.isEmpty, random.below(2) == 0 {
            scenes.append(before[random.below(before.count)])
          } else {
            scenes.append(newScene())
          }
        }
        step = "replace with \(scenes.map(\.title))"
        accepted = navigator.replaceStack(with: scenes, owner: owner)
      default:
        step = "remove scenes of owner \(owners.firstIndex { $0 === owner } ?? -1)"
        navigator.removeScenes(ownedBy: owner)
      }
      trace.append(step)
      let context = "after [\(trace.joined(separator: "; "))]"

      let stepEvents = Array(events[eventsBefore...])
      for event in stepEvents {
        if let complaint = model.apply(event) { return "\(complaint) \(context)" }
      }
      let actual = ReconstructedState(
        stack: navigator.scenes.map(\.title), modal: navigator.modal?.title)
      if actual != model {
        return "events say \(model), navigator has \(actual) \(context)"
      }

      let ignored = stepEvents.filter {
        if case .ignored = $0 { true } else { false }
      }
      switch accepted {
      case false?:
        if shown().map(ObjectIdentifier.init) != beforeIDs {
          return "a refused request changed the scenes \(context)"
        }
        if stepEvents.count != 1 || ignored.count != 1 {
          return "a refusal sent \(stepEvents) \(context)"
        }
      case true?:
        if !ignored.isEmpty || stepEvents.isEmpty {
          return "an accepted request sent \(stepEvents) \(context)"
        }
      case nil:
        if !ignored.isEmpty { return "removeScenes sent \(ignored) \(context)" }
      }

      if !navigator.scenes.isEmpty { everPushed = true }
      if everPushed, navigator.scenes.isEmpty { return "the stack became empty \(context)" }
      if navigator.modal != nil, navigator.scenes.isEmpty {
        return "a modal without a stack \(context)"
      }

      let afterIDs = Set(shown().map(ObjectIdentifier.init))
      let removed = before.filter { !afterIDs.contains(ObjectIdentifier($0)) }.map(\.title)
      let toldNow = Array(told.entries[toldBefore...])
      if Set(toldNow) != Set(removed) || toldNow.count != removed.count {
        return "owners were told \(toldNow), removed \(removed) \(context)"
      }
    }
    return nil
  }
}
