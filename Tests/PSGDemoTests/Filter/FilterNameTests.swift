import MVVMC
import PlayerFeed
import Rendering
import Testing

@testable import PSGDemo

/// A filter has one name for programs: the picker's options carry it as data, their links and
/// `players?filter=` write it, the list's `filter NAME` and the picker's line list it among
/// their choices, `--help` and the errors name it, and typing it chooses that filter.
@MainActor
@Suite struct FilterNameTests {
  /// The picker's screen, opened from the list.
  private func pickerScreen() async throws -> (DemoSession, Screen) {
    let session = await DemoSession.loaded()
    _ = try await session.execute(try #require(Command(parsing: "filter")))
    return (session, session.currentScreen())
  }

  private func options(of screen: Screen) throws -> [OptionList.Option] {
    let block = screen.blocks.first {
      if case .options = $0 { true } else { false }
    }
    guard case .options(let list) = try #require(block) else { return [] }
    return list.options
  }

  @Test func eachFilterIsNamedTheSameInDataRoutesAndChoices() async throws {
    let (session, screen) = try await pickerScreen()
    let options = try options(of: screen)
    try #require(options.count == PlayerFilter.allCases.count)
    let listChoices = await DemoSession.loaded().currentScreen().actions
      .first { $0.key == "filter" }?.argument?.choices
    for (filter, option) in zip(PlayerFilter.allCases, options) {
      guard case .choice(let name) = try #require(option.data) else {
        Issue.record("\(filter): \(String(describing: option.data))")
        continue
      }
      #expect(name == filter.commandName)
      #expect(PlayerFilter(name: name) == filter)
      #expect(listChoices?.contains(name) == true, "\(name)")
      // Its link writes the same name, but for `none`, which the list's address leaves out.
      let address = try #require(option.destination?.address)
      if filter != .none { #expect(address.contains("filter=\(name)"), "\(address)") }
    }
    #expect(session.strings.error(.unknownFilter("x")).hint.contains("number, alphabetical"))
  }

  /// The picker's line is one type: a choice among the filters' names, the same as
  /// `filter NAME` takes, with no range of numbers besides; each choice chooses its filter.
  @Test func thePickersLineTakesOneOfTheFiltersNames() async throws {
    let (_, screen) = try await pickerScreen()
    let choose = try #require(screen.actions.first { $0.key == "choose" })
    let argument = try #require(choose.argument)
    #expect(argument.kind == .choice)
    #expect(argument.minimum == nil && argument.maximum == nil)
    #expect(argument.choices == PlayerFilter.allCases.map(\.commandName))
    for (filter, name) in zip(PlayerFilter.allCases, argument.choices ?? []) {
      let (session, _) = try await pickerScreen()
      _ = try await session.execute(try #require(Command(parsing: name)))
      #expect(session.coordinator.listViewModel.filter.value == filter, "\(name)")
    }
  }
}
