import MVVMC
import MVVMCTesting
import PSGDemo
import PlayerFeed
import Rendering
import Testing

/// A loaded session of the 2021-22 squad whose events a recorder keeps and whose time the test
/// holds: what the flow and key tests drive, with the screen read back in their words.
@MainActor
final class SessionHarness {
  /// From when the recorder hears the session.
  enum Recording {
    /// From before the start: the first event is the list's push.
    case fromStart
    /// From after the load: only the events of what the test does.
    case afterLoad
  }

  /// Holds the wait of a search typed key by key (100 ms) until the test moves it.
  let scheduler: ManualScheduler
  let session: DemoSession
  let flow: FlowRecorder

  init(
    isKeyDriven: Bool = false, pageSize: Int = 50, language: Language = .english,
    recording: Recording = .afterLoad
  ) async {
    let scheduler = ManualScheduler()
    var startRecorder: FlowRecorder?
    session = await DemoSession.loaded(
      language: language, pageSize: pageSize, isKeyDriven: isKeyDriven,
      searchDelay: .milliseconds(100), scheduler: scheduler,
      beforeStart: { session in
        if recording == .fromStart { startRecorder = FlowRecorder(observing: session.coordinator) }
      })
    flow = startRecorder ?? FlowRecorder(observing: session.coordinator)
    self.scheduler = scheduler
  }

  var navigation: [NavigationEvent] { flow.navigationEvents }
  var coordinators: [CoordinatorEvent] { flow.coordinatorEvents }

  var list: PlayerListViewModel { session.coordinator.listViewModel }
  var titles: [String] { session.navigator.breadcrumb }
  var top: any Scene {
    get throws { try #require(session.navigator.top) }
  }
  var listScene: PlayerListScene {
    get throws { try #require(session.navigator.scenes.first as? PlayerListScene) }
  }

  /// Runs a typed command line.
  func run(_ line: String) async throws {
    _ = try await session.execute(try #require(Command(parsing: line)))
  }

  /// Sends keys to the scene on top, as the full-screen host does.
  @discardableResult
  func press(_ keys: Key...) throws -> [KeyResponse] {
    try keys.map { try top.handle($0) }
  }

  func type(_ text: String) throws {
    for character in text { try press(.character(character)) }
  }

  /// The search field of the screen on top.
  var searchField: SearchField? {
    session.currentScreen().blocks.lazy.compactMap { block -> SearchField? in
      if case .search(let field) = block { return field }
      return nil
    }.first
  }

  /// The marked option of the picker.
  var highlightedOption: Int? {
    for case .options(let list) in session.currentScreen().blocks {
      return list.selectedIndex
    }
    return nil
  }

  /// The marked row of the list's table, as the player's name.
  var markedName: String? {
    for case .table(let table) in session.currentScreen().blocks {
      guard let row = table.selectedRow else { return nil }
      return table.rows[row].cells[2].text
    }
    return nil
  }
}
