import MVVMC
import MVVMCTesting
import Testing

/// The examples of Docs/Dynamic.md, which quotes them: each runs, and its printed lines are the
/// output the guide shows.
@MainActor @Suite struct DynamicGuideExamples {
  @Test func bindAndFire() {
    startPrinting()
    let name = Dynamic("Kylian MBAPPÉ")
    name.bindAndFire { print("name:", $0) }
    name.value = "Lionel MESSI"
    // name: Kylian MBAPPÉ
    // name: Lionel MESSI
    #expect(printedLines == ["name: Kylian MBAPPÉ", "name: Lionel MESSI"])
  }

  @Test func listenerThatSetsTheValue() {
    startPrinting()
    let box = Dynamic(0)
    box.bind { value in
      print("A", value)
      if value == 1 { box.value = 2 }
    }
    box.bind { value in print("B", value, "(box.value is \(box.value))") }
    box.bind { value in print("C", value) }
    box.value = 1
    // A 1
    // B 1 (box.value is 2)
    // C 1
    // A 2
    // B 2 (box.value is 2)
    // C 2
    #expect(
      printedLines == [
        "A 1", "B 1 (box.value is 2)", "C 1", "A 2", "B 2 (box.value is 2)", "C 2",
      ])
  }

  @Test func derivedBoxes() {
    startPrinting()
    let players = Dynamic(["MESSI", "NEYMAR"])
    let count = players.map(\.count)
    count.bind { print($0) }
    players.value.append("MBAPPÉ")
    // 3

    let filter = Dynamic("none")
    let distinct = filter.removingDuplicates()
    distinct.bind { print($0) }
    filter.value = "none"
    filter.value = "goalkeepers"
    // goalkeepers
    #expect(printedLines == ["3", "goalkeepers"])
  }

  @Test func tracing() {
    startPrinting()
    let tracer = BindingTracer { print("\($0.label): \($0.listeners) listener(s), \($0.value)") }
    let players = Dynamic([String](), label: "players", tracer: tracer)
    players.bind { _ in }
    players.value = ["MESSI", "NEYMAR", "MBAPPÉ"]
    // players: 1 listener(s), 3 elements
    #expect(printedLines == ["players: 1 listener(s), 3 elements"])
  }

  @Test func debouncedWithAManualScheduler() {
    startPrinting()
    let scheduler = ManualScheduler()
    let query = Dynamic("")
    let settled = query.debounced(for: .milliseconds(300), scheduler: scheduler)
    settled.bind { print("search", $0) }
    query.value = "m"
    query.value = "mb"
    query.value = "mba"
    scheduler.advance(by: .milliseconds(299))  // nothing
    #expect(printedLines.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    // search mba
    #expect(printedLines == ["search mba"])
  }
}
