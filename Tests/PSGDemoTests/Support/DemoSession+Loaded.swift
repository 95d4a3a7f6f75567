import MVVMC
import PSGDemo
import PlayerFeed
import Rendering
import Testing

extension DemoSession {
  /// A session of `players`, started and loaded as a host has it before its first screen: the
  /// setup the session tests share. Each parameter is the app's default unless a test says
  /// otherwise, and the players are the 2021-22 squad.
  ///
  /// - Parameters:
  ///   - scheduler: Where a search typed key by key waits: the main queue when `nil`; a test
  ///     that types keys passes a `ManualScheduler` and moves it.
  ///   - trace: Receives the session's trace lines.
  ///   - beforeStart: Sees the session before it starts, to observe its first events.
  static func loaded(
    _ players: [Player] = Squad.paris2021,
    language: Language = .english,
    pageSize: Int = 50,
    isKeyDriven: Bool = false,
    width: Int = RenderContext.minimumWidth,
    searchDelay: Duration = PlayerListViewModel.defaultSearchDelay,
    scheduler: (any DelayScheduler)? = nil,
    trace: ((String) -> Void)? = nil,
    beforeStart: (DemoSession) -> Void = { _ in }
  ) async -> DemoSession {
    let configuration = DemoConfiguration(
      language: language, pageSize: pageSize, isKeyDriven: isKeyDriven,
      searchDelay: searchDelay, width: width
    ) { players }
    let session = DemoSession(configuration: configuration, trace: trace, scheduler: scheduler)
    beforeStart(session)
    session.start()
    await session.load()
    return session
  }

  /// Parses `line` as line mode does and carries it out, waiting for the work it starts: what
  /// a user typing the line sees.
  func run(_ line: String) async throws {
    _ = try await execute(try #require(Command(parsing: line)))
  }
}
