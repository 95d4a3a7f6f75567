import MVVMC
import Testing

/// The examples of Docs/Navigator.md, which quotes them.
@MainActor @Suite struct NavigatorGuideExamples {
  @Test func pushPresentAndBack() {
    startPrinting()
    let players = TestScene("Players")
    let detail = TestScene("Kylian MBAPPÉ")
    let filters = TestScene("Filters")

    let navigator = Navigator()
    navigator.observe { print($0) }
    navigator.push(players)  // a Scene titled "Players"
    navigator.push(detail)  // "Kylian MBAPPÉ"
    navigator.present(filters)  // "Filters"
    navigator.back()
    navigator.back()
    navigator.back()
    // push Players
    // push Kylian MBAPPÉ
    // present Filters
    // dismiss Filters
    // pop Kylian MBAPPÉ
    // ignored back: already at the root scene
    #expect(
      printedLines == [
        "push Players", "push Kylian MBAPPÉ", "present Filters", "dismiss Filters",
        "pop Kylian MBAPPÉ", "ignored back: already at the root scene",
      ])
  }

  @Test func testingWithAnEventLog() {
    startPrinting()
    let navigator = Navigator()
    var log: [String] = []
    navigator.observe { log.append($0.description) }
    navigator.push(TestScene("Players"))
    navigator.pop()
    #expect(log == ["push Players", "ignored pop: already at the root scene"])
  }
}
