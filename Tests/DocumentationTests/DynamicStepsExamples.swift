import Foundation
import MVVMC
import Testing

/// The steps of Docs/Dynamic.md, run: what each box adds, and what the step before it lacked.
@MainActor @Suite struct DynamicStepsExamples {
  @Test func theTutorialBoxKeepsOneListener() {
    startPrinting()
    let name = TutorialBox("Kylian MBAPPÉ")
    name.bindAndFire { print("scene:", $0) }
    name.bind { print("trace:", $0) }
    name.value = "Lionel MESSI"
    // scene: Kylian MBAPPÉ
    // trace: Lionel MESSI
    #expect(printedLines == ["scene: Kylian MBAPPÉ", "trace: Lionel MESSI"])
  }

  @Test func manyListenersAllHearEveryValue() {
    startPrinting()
    let name = ManyListenersBox("Kylian MBAPPÉ")
    name.bind { print("scene:", $0) }
    name.bind { print("trace:", $0) }
    name.value = "Lionel MESSI"
    // scene: Lionel MESSI
    // trace: Lionel MESSI
    #expect(printedLines == ["scene: Lionel MESSI", "trace: Lionel MESSI"])
  }

  @Test func tokensAndOwnersEndBindings() {
    startPrinting()
    final class Scene {}
    let name = TokenBox("Kylian MBAPPÉ")
    let token = name.bind { print("token:", $0) }
    var scene: Scene? = Scene()
    name.bind(scene!) { _, value in print("owner:", value) }
    name.value = "Lionel MESSI"
    token.unbind()
    scene = nil
    name.value = "NEYMAR"
    // token: Lionel MESSI
    // owner: Lionel MESSI
    #expect(printedLines == ["token: Lionel MESSI", "owner: Lionel MESSI"])
    #expect(scene == nil)
  }

  @Test func aListenerMayUnbindDuringARound() {
    startPrinting()
    let box = TokenBox(0)
    var token: StepToken?
    token = box.bind { value in
      print("once", value)
      token?.unbind()
    }
    box.bind { print("always", $0) }
    box.value = 1
    box.value = 2
    #expect(printedLines == ["once 1", "always 1", "always 2"])
  }

  @Test func theMainActorBoxRunsOnTheMainActor() {
    startPrinting()
    let box = MainActorBox(0)
    let token = box.bind { value in
      MainActor.assertIsolated()
      print(value)
    }
    box.value = 1
    token.unbind()
    box.value = 2
    #expect(printedLines == ["1"])
  }

  /// psg-bench times copies of these boxes: they must be the boxes the guide shows.
  @Test func theBenchTimesTheBoxesTheGuideShows() throws {
    let checker = GuideCodeBlockTests.checker
    let guide = "Docs/Dynamic.md"
    let text = try #require(checker.readFile(guide))
    let steps = GuideCodeBlock.blocks(in: text, guide: guide).filter { block in
      if case .quote(let path) = block.check { return path.hasSuffix("DynamicSteps.swift") }
      return false
    }
    #expect(steps.count >= 4)
    for var step in steps {
      step.lines = step.lines.map {
        $0.replacingOccurrences(of: "class TutorialBox<T>", with: "class StepTutorialBox<T>")
      }
      step.check = .quote(path: "Sources/psg-bench/DynamicSteps.swift")
      #expect(checker.problems(in: step).isEmpty, "\(step.lines.first ?? "")")
    }
  }
}
