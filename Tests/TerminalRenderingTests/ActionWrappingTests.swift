import Rendering
import TerminalRendering
import Testing

/// An action wider than the line keeps its whole label: wrapped beside its command, or below
/// it when the command leaves too little room; never cut.
@Suite struct ActionWrappingTests {
  private func actionText(_ actions: [ScreenAction], width: Int) -> [String] {
    TerminalLayout(width: width).lines(for: Screen(title: "T", actions: actions)).map(\.text)
      .drop { $0 != "" }.dropFirst().map { $0 }
  }

  private let playerPage = [
    ScreenAction(command: "back", label: "Go back"),
    ScreenAction(command: "compare [ID]", label: "Compare with another player"),
    ScreenAction(command: "help", label: "Help"), ScreenAction(command: "quit", label: "Quit"),
  ]

  @Test func aLabelWrapsBesideItsCommandAtFortyColumns() {
    #expect(
      actionText(playerPage, width: 40) == [
        "back  Go back",
        "compare [ID]  Compare with another",
        "              player",
        "help  Help · quit  Quit",
      ])
  }

  @Test func aLabelGoesBelowACommandThatLeavesItTooLittleRoom() {
    #expect(
      actionText(playerPage, width: 24) == [
        "back  Go back",
        "compare [ID]",
        "  Compare with another",
        "  player",
        "help  Help · quit  Quit",
      ])
  }

  @Test(arguments: [20, 24, 30, 40, 41])
  func everyWordOfEveryLabelIsShownWithinTheWidth(width: Int) {
    let lines = actionText(playerPage, width: width)
    #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(lines)")
    let words = lines.joined(separator: " ").split(separator: " ").map(String.init)
    for action in playerPage {
      for word in action.label.split(separator: " ") {
        #expect(words.contains(String(word)), "\(word) at \(width): \(lines)")
      }
    }
  }
}
