import MVVMC
import PlayerFeed
import Testing

@testable import PSGDemo

/// Numbers a user can type at the edges of `Int` and beyond: each is in range or a clear error,
/// never an overflow trap.
@MainActor
@Suite struct ExtremeNumberTests {
  nonisolated static let extremes = [
    "-9223372036854775808", "9223372036854775807", "-9223372036854775809",
    "9223372036854775808", "0", "-1", String(repeating: "9", count: 400),
    "-" + String(repeating: "9", count: 400),
  ]

  @Test func filterNumbersOutsideOneToEightAreNoFilter() {
    for number in [Int.min, Int.min + 1, -1, 0, 9, Int.max] {
      #expect(PlayerFilter(number: number) == nil, "\(number)")
    }
    #expect(PlayerFilter(number: 1) == PlayerFilter.none)
    #expect(PlayerFilter(number: 8) == .alphabetical)
  }

  @Test func rowNumbersOutsideTheListAreNoPlayer() async {
    let viewModel = PlayerListViewModel(pageSize: 10) { Squad.paris2021 }
    for row in [Int.min, -1, 0, Squad.paris2021.count + 1, Int.max] {
      #expect(viewModel.player(atRow: row) == nil, "before loading, row \(row)")
    }
    await viewModel.load()
    for row in [Int.min, Int.min + 1, -1, 0, Squad.paris2021.count + 1, Int.max] {
      #expect(viewModel.player(atRow: row) == nil, "row \(row)")
    }
    #expect(viewModel.player(atRow: 1) == Squad.paris2021.first)
    #expect(viewModel.player(atRow: Squad.paris2021.count) == Squad.paris2021.last)
  }

  @Test(arguments: extremes)
  func openWithAnExtremeRowIsACommandError(_ number: String) async {
    let session = await loadedSession()
    let error = await #expect(throws: CommandError.self) {
      _ = try await session.execute(.open(number))
    }
    #expect(error?.message.hasPrefix("no row \(number.prefix(20))") == true)
    #expect(error?.hint == "choose one of rows 1 to 35")
    #expect(session.navigator.breadcrumb == ["Players"])
  }

  @Test(arguments: extremes)
  func filterWithAnExtremeNumberIsACommandError(_ number: String) async {
    let session = await loadedSession()
    await #expect(throws: CommandError.self) {
      _ = try await session.execute(.filter(number))
    }
    #expect(session.coordinator.listViewModel.filter.value == .none)
  }

  @Test(arguments: extremes)
  func anExtremeNumberInThePickerIsACommandError(_ number: String) async throws {
    let session = await loadedSession()
    _ = try await session.execute(.filter(nil))
    #expect(session.navigator.breadcrumb == ["Players", "Filters"])
    await #expect(throws: CommandError.self) {
      _ = try await session.execute(.choose(number))
    }
    #expect(session.navigator.breadcrumb == ["Players", "Filters"], "the picker stays open")
  }

  @Test(arguments: extremes)
  func aRouteWithAnExtremeFilterOrShirtNumberIsARouteError(_ number: String) {
    #expect(throws: RouteError.self) { try RoutePath(parsing: "players?filter=\(number)") }
    if number.hasPrefix("-") || number.count > 19 {
      #expect(throws: RouteError.self) { try RoutePath(parsing: "player/\(number)") }
    }
  }

  @Test func theLargestShirtNumberIsARouteToNoPlayer() async throws {
    #expect(try RoutePath(parsing: "player/9223372036854775807") == .player(number: Int.max))
    let session = await loadedSession()
    #expect(throws: RouteError.self) { try session.open(.player(number: Int.max)) }
    #expect(throws: RouteError.self) { try session.open(.player(number: Int.min)) }
  }

  private func loadedSession() async -> DemoSession {
    await DemoSession.loaded()
  }
}
