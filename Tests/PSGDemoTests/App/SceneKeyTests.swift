import MVVMC
import MVVMCTesting
import PlayerFeed
import Rendering
import TerminalUI
import Testing

@testable import PSGDemo

/// Each scene's keys in the full-screen app: what they change in the view model, which
/// coordinator outcome and navigator events they cause.
@MainActor
@Suite struct SceneKeyTests {
  // MARK: List

  @Test func arrowsAndVimKeysMoveTheMarkedRow() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    #expect(harness.markedName == "Keylor NAVAS")
    #expect(try harness.press(.down, .character("j")) == [.handled, .handled])
    #expect(harness.list.selectedIndex.value == 2)
    #expect(harness.markedName == harness.list.matches.value[2].name)
    try harness.press(.character("k"), .up, .up)
    #expect(harness.list.selectedIndex.value == 0)
  }

  @Test func pageKeysHomeAndEndScrollThePages() async throws {
    let harness = await SessionHarness(isKeyDriven: true, pageSize: 10)
    try harness.press(.pageDown, .pageDown)
    #expect(harness.list.selectedIndex.value == 20)
    #expect(harness.list.page.value.firstRowNumber == 21)
    try harness.press(.end)
    #expect(harness.list.page.value.firstRowNumber == 31)
    #expect(harness.markedName == harness.list.matches.value.last?.name)
    try harness.press(.pageUp)
    #expect(harness.list.selectedIndex.value == 24)
    try harness.press(.home)
    #expect(harness.list.page.value.firstRowNumber == 1)
    #expect(harness.markedName == "Keylor NAVAS")
  }

  @Test func homeDownEnterOpensTheSecondRow() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    try harness.press(.home, .down, .enter)
    let second = harness.list.matches.value[1].name
    #expect(harness.titles == ["Players", second])
    #expect(harness.navigation == [.pushed(second)])
    #expect(
      harness.coordinators == [
        .childAdded(parent: "AppCoordinator", child: "PlayerDetailCoordinator")
      ])
  }

  @Test func keysTheListDoesNotUseAreIgnored() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    let before = harness.session.currentScreen()
    let responses = try harness.press(
      .character("q"), .character("?"), .control("c"), .control("z"), .tab, .character("x"))
    #expect(responses.allSatisfy { $0 == .ignored })
    #expect(harness.session.currentScreen() == before)
    #expect(harness.navigation.isEmpty)
  }

  @Test func enterWithNoMatchOpensNothing() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    harness.list.search("zzz")
    #expect(try harness.press(.enter) == [.ignored])
    #expect(harness.titles == ["Players"])
  }

  @Test func fOpensThePickerThroughTheCoordinator() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    try harness.press(.character("f"))
    #expect(harness.titles == ["Players", "Filters"])
    #expect(harness.navigation == [.presented("Filters")])
    #expect(harness.session.coordinator.children.count == 1)
  }

  @Test func rReloadsTheFeed() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    var states: [PlayerListViewModel.LoadState] = []
    harness.list.state.bind { states.append($0) }
    try harness.press(.character("r"))
    let reload = try harness.listScene.reloadTask
    #expect(reload != nil)
    await reload?.value
    #expect(states == [.loading, .loaded])
    #expect(try harness.listScene.reloadTask == nil)
  }

  // MARK: Search field

  @Test func slashFocusesTheFieldAndTypingShowsAtOnceThenSearchesOnce() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    var searches: [String] = []
    harness.list.searchText.bind { searches.append($0) }
    #expect(harness.searchField?.isFocused == false)
    try harness.press(.character("/"))
    #expect(harness.searchField?.isFocused == true)
    try harness.type("mbappe")
    // Echoed at once, caret at the end; the list waits for the pause.
    #expect(harness.searchField?.text == "mbappe")
    #expect(harness.searchField?.cursorOffset == 6)
    #expect(harness.list.matches.value.count == 35)
    harness.scheduler.advance(by: .milliseconds(100))
    #expect(searches == ["mbappe"])
    #expect(harness.list.matches.value.map(\.name) == ["Kylian MBAPPÉ"])
    // Enter leaves the field keeping the text; Enter again opens the selected row.
    try harness.press(.enter)
    #expect(
      harness.searchField
        == SearchField(
          label: "Search", text: "mbappe", placeholder: "type a name",
          filter: Field("Filters", "None", key: "filter", data: .choice("none"))))
    try harness.press(.enter)
    #expect(harness.titles == ["Players", "Kylian MBAPPÉ"])
  }

  @Test func leavingTheFieldAppliesTheTextAtOnce() async throws {
    for leave in [Key.enter, .down, .escape] {
      let harness = await SessionHarness(isKeyDriven: true)
      try harness.press(.character("/"))
      try harness.type("sergio")
      try harness.press(leave)
      #expect(harness.searchField?.isFocused == false, "\(leave)")
      #expect(harness.list.searchText.value == "sergio", "\(leave)")
      #expect(harness.list.matches.value.count == 2, "\(leave)")
      // The pending debounce then changes nothing.
      harness.scheduler.advance(by: .seconds(1))
      #expect(harness.list.searchText.value == "sergio", "\(leave)")
    }
  }

  @Test func commandLettersAreTextWhileTheFieldHasTheFocus() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    try harness.press(.character("/"))
    let responses = try harness.press(
      .character("q"), .character("j"), .character("k"), .character("f"), .character("r"),
      .character("?"))
    #expect(responses.allSatisfy { $0 == .handled })
    #expect(harness.searchField?.text == "qjkfr?")
    #expect(harness.titles == ["Players"])
    #expect(harness.list.selectedIndex.value == 0)
    #expect(try harness.press(.control("c"), .control("z")) == [.ignored, .ignored])
  }

  @Test func editingKeysWorkOnWholeCharacters() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    try harness.press(.character("/"))
    try harness.type("Ángel Di María")
    try harness.press(.control("w"))
    #expect(harness.searchField?.text == "Ángel Di ")
    try harness.press(.control("w"))
    #expect(harness.searchField?.text == "Ángel ")
    try harness.press(.backspace, .left, .left)
    #expect(harness.searchField?.text == "Ángel")
    #expect(harness.searchField?.cursorOffset == 3)
    try harness.press(.control("w"))
    #expect(harness.searchField?.text == "el")
    #expect(harness.searchField?.cursorOffset == 0)
    try harness.press(.right, .character("é"), .control("u"))
    #expect(harness.searchField?.text == "l")
    try harness.press(.end, .backspace)
    #expect(harness.searchField?.text == "")
    harness.scheduler.advance(by: .milliseconds(100))
    #expect(harness.list.searchText.value == "")
  }

  @Test func ctrlWDeletesADecomposedAccentedWordWhole() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    try harness.press(.character("/"))
    // "Mbappe" + U+0301: the last letter is one character of two scalars.
    try harness.press(.paste("Kylian Mbappe\u{301}"))
    #expect(harness.searchField?.cursorOffset == 13)
    try harness.press(.backspace)
    #expect(harness.searchField?.text == "Kylian Mbapp")
    try harness.press(.paste("e\u{301}  "), .control("w"))
    #expect(harness.searchField?.text == "Kylian ")
  }

  @Test func pasteIsTextOnOneLineAndBounded() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    try harness.press(.character("/"))
    try harness.press(.paste("di\nma\u{1B}[31mria\tx"))
    #expect(harness.searchField?.text == "di ma[31mria x")
    try harness.press(.control("u"), .paste(String(repeating: "é", count: 1_000_000)))
    #expect(harness.searchField?.text.count == SearchEditor.maximumLength)
    #expect(try harness.press(.character("z")) == [.handled])
    #expect(harness.searchField?.text.count == SearchEditor.maximumLength)
  }

  @Test func focusStartsFromTheSearchShown() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    harness.list.search("ramos")
    try harness.press(.character("/"))
    #expect(harness.searchField?.text == "ramos")
    try harness.press(.control("u"))
    harness.scheduler.advance(by: .milliseconds(100))
    #expect(harness.list.matches.value.count == 35)
  }

  // MARK: Filter picker

  @Test func arrowsAndEnterChooseAFilter() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    try harness.press(.character("f"), .down, .down, .up)
    #expect(harness.highlightedOption == 1)
    try harness.press(.enter)
    #expect(harness.list.filter.value == .goalkeepers)
    #expect(harness.titles == ["Players"])
    #expect(
      harness.coordinators.suffix(2) == [
        .childFinished(child: "PickerCoordinator<PlayerFilter>", outcome: "finished(goalkeepers)"),
        .childRemoved(parent: "AppCoordinator", child: "PickerCoordinator<PlayerFilter>"),
      ])
  }

  @Test func aDigitChoosesAtOnceAndOthersAreIgnored() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    try harness.press(.character("f"))
    #expect(
      try harness.press(.character("9"), .character("0"), .character("x")) == [
        .ignored, .ignored, .ignored,
      ])
    try harness.press(.character("2"))
    #expect(harness.list.filter.value == .goalkeepers)
    #expect(harness.list.matches.value.count == 5)
    #expect(harness.navigation == [.presented("Filters"), .dismissed("Filters")])
  }

  @Test func escapeCancelsThePickerAsBackDoes() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    harness.list.apply(.forwards)
    try harness.press(.character("f"), .down)
    try harness.press(.escape)
    #expect(harness.list.filter.value == .forwards)
    #expect(harness.titles == ["Players"])
    #expect(harness.navigation == [.presented("Filters"), .dismissed("Filters")])
    #expect(
      harness.coordinators == [
        .childAdded(parent: "AppCoordinator", child: "PickerCoordinator<PlayerFilter>"),
        .childFinished(child: "PickerCoordinator<PlayerFilter>", outcome: "cancelled"),
        .childRemoved(parent: "AppCoordinator", child: "PickerCoordinator<PlayerFilter>"),
      ])
    harness.flow.expectFreed()
  }

  // MARK: Detail

  @Test func escapeBackspaceAndLeftGoBackThroughTheCoordinator() async throws {
    for key in [Key.escape, .backspace, .left] {
      let harness = await SessionHarness(isKeyDriven: true)
      try harness.press(.down, .enter)
      #expect(try harness.press(.down, .character("x")) == [.ignored, .ignored])
      #expect(try harness.press(key) == [.handled], "\(key)")
      #expect(harness.titles == ["Players"], "\(key)")
      let name = harness.list.matches.value[1].name
      #expect(harness.navigation == [.pushed(name), .popped(name)], "\(key)")
      #expect(
        harness.coordinators == [
          .childAdded(parent: "AppCoordinator", child: "PlayerDetailCoordinator"),
          .childFinished(child: "PlayerDetailCoordinator", outcome: "cancelled"),
          .childRemoved(parent: "AppCoordinator", child: "PlayerDetailCoordinator"),
        ], "\(key)")
      harness.flow.expectFreed()
      // Back on the list, the row opened is still the selected one.
      #expect(harness.markedName == name, "\(key)")
    }
  }

  // MARK: Hints and redraws

  @Test func hintsFollowTheSceneTheFocusAndTheLanguage() async throws {
    let harness = await SessionHarness(isKeyDriven: true, language: .french)
    #expect(try harness.top.keyHints.map(\.keys).contains("/"))
    let open = KeyHint(keys: "Entrée", action: "Voir le joueur", key: .enter)
    #expect(try harness.top.keyHints.contains(open))
    try harness.press(.character("/"))
    #expect(try harness.top.keyHints.map(\.keys).contains("Ctrl-W"))
    try harness.press(.escape, .character("f"))
    let cancel = KeyHint(keys: "Échap", action: "Annuler", key: .escape)
    #expect(try harness.top.keyHints.contains(cancel))
    try harness.press(.escape, .enter)
    // The page's own hint first; actions other scenes' folders add to it follow.
    #expect(
      try harness.top.keyHints.first == KeyHint(keys: "Échap/←", action: "Retour", key: .escape))
  }

  @Test func aSettledSearchAsksForARedraw() async throws {
    let harness = await SessionHarness(isKeyDriven: true)
    var redraws = 0
    harness.session.observeChanges { redraws += 1 }
    try harness.press(.character("/"))
    try harness.type("mba")
    #expect(redraws == 0)
    harness.scheduler.advance(by: .milliseconds(100))
    #expect(redraws == 1)
  }
}
