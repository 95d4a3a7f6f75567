import MVVMC
import PSGDemo
import PlayerFeed
import Rendering
import TerminalRendering
import TerminalUI
import TestSupport
import Testing

@testable import DemoCommandLine

/// Every scrolling scene keeps its selected row on screen at any terminal size: the host fits
/// its page to the rows it has, and nothing is drawn past the last row.
@MainActor
@Suite struct ScrollingSceneTests {
  func scorersApp(route: RoutePath = .scorers) async throws -> (FullScreenDemoApp, DemoSession) {
    let session = DemoSession(
      configuration: DemoConfiguration(pageSize: 50, isKeyDriven: true) { Squad.paris2021 })
    session.start()
    await session.load()
    try session.open(route)
    let app = FullScreenDemoApp(
      session: session, renderer: TerminalLayoutRenderer(), fitsPageToTerminal: true
    ) { size in RenderContext(width: size.columns) }
    app.attach {}
    return (app, session)
  }

  /// The rank on the line the table marks as selected (`> ` then the row's number).
  func markedRank(in lines: ArraySlice<String>) -> Int? {
    lines.lazy.compactMap { line -> Int? in
      guard line.starts(with: "> ") else { return nil }
      return line.dropFirst(2).split(separator: " ").first.flatMap { Int($0) }
    }.first
  }

  /// The scorers at 80×24: `↓` to the last scorer keeps the selection on screen, and the last
  /// row is reached.
  @Test func downToTheLastScorerKeepsTheSelectionVisible() async throws {
    let (app, _) = try await scorersApp()
    let size = TerminalSize(columns: 80, rows: 24)
    for rank in 1...Squad.paris2021.count {
      let frame = app.frame(in: size)
      #expect(frame.count == 24)
      #expect(markedRank(in: frame.dropLast(2)) == rank, "\(frame)")
      _ = app.handle(.down)
    }
    // Past the last scorer, the selection stays on it, on screen.
    _ = app.handle(.down)
    let last = app.frame(in: size)
    #expect(markedRank(in: last.dropLast(2)) == Squad.paris2021.count, "\(last)")
  }

  /// 300 seeded runs of random terminal sizes and key sequences on the scorers: the selected row
  /// is on screen, or the terminal is too small for any row and says so.
  @Test(.tags(.slow), .skippedInFastLoop) func theSelectedRowIsAlwaysOnScreen() async throws {
    var random = SeededGenerator(seed: 4)
    let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end, .character("j")]
    for run in 0..<300 {
      let (app, session) = try await scorersApp()
      var size = TerminalSize(
        columns: Int.random(in: 20...140, using: &random),
        rows: Int.random(in: 5...70, using: &random))
      for step in 0..<25 {
        if random.chance(0.15) {
          size = TerminalSize(
            columns: Int.random(in: 20...140, using: &random),
            rows: Int.random(in: 5...70, using: &random))
        }
        _ = app.handle(random.pick(keys))
        let frame = app.frame(in: size)
        let context = "run \(run) step \(step) at \(size.columns)×\(size.rows): \(frame)"
        // A terminal too small for one row of the list says so, rather than hide the selection.
        if frame == ["Terminal too small"] { continue }
        #expect(frame.count == size.rows, "\(context)")
        #expect(frame.allSatisfy { $0.displayWidth <= size.columns }, "\(context)")
        guard let scene = session.navigator.top as? TopScorersScene,
          let selection = scene.viewModel.selectedIndex.value
        else {
          Issue.record("the scorers are not on top: \(context)")
          return
        }
        // The content is what is above the footer's two lines (the route and the keys).
        #expect(markedRank(in: frame.dropLast(2)) == selection + 1, "\(context)")
      }
    }
  }
}

extension ScrollingSceneTests {
  /// 200 seeded runs of random terminal sizes and moves on the scene `route` opens: the row a
  /// ``Viewport`` of `count` rows predicts, taking the same moves with the page the host gave
  /// the scene, is the one `isMarked` finds on screen, whatever the size.
  func expectTheHighlightFollowsAViewport(
    route: RoutePath, count: Int, seed: UInt64, moves: [(Key, Viewport.Move)],
    isMarked: (ArraySlice<String>, Int) -> Bool
  ) async throws {
    var random = SeededGenerator(seed: seed)
    for run in 0..<200 {
      let (app, session) = try await scorersApp(route: route)
      var model = Viewport(count: count, pageSize: 1)
      var size = TerminalSize(columns: 80, rows: 24)
      for step in 0..<25 {
        if random.chance(0.2) {
          size = TerminalSize(
            columns: Int.random(in: 30...140, using: &random),
            rows: Int.random(in: 5...70, using: &random))
        }
        let pageSize = try #require(session.navigator.top?.pageSize)
        let (key, move) = random.pick(moves)
        model.resize(pageSize: pageSize)
        model.move(move)
        _ = app.handle(key)
        let frame = app.frame(in: size)
        let context = "run \(run) step \(step) at \(size.columns)×\(size.rows): \(frame)"
        if frame == ["Terminal too small"] { continue }
        #expect(frame.count == size.rows, "\(context)")
        let selection = try #require(model.selection)
        // The content is what is above the footer's two lines (the route and the keys).
        #expect(isMarked(frame.dropLast(2), selection), "\(context)")
      }
    }
  }

  /// The comparison's picker, a table in a window.
  @Test(.tags(.slow), .skippedInFastLoop) func thePickersHighlightedRowIsAlwaysOnScreen()
    async throws
  {
    try await expectTheHighlightFollowsAViewport(
      route: try RoutePath(parsing: "player/id/32/compare"), count: Squad.paris2021.count - 1,
      seed: 20,
      moves: [
        (.up, .up), (.down, .down), (.pageUp, .pageUp), (.pageDown, .pageDown), (.home, .first),
        (.end, .last),
      ]
    ) { lines, selection in markedRank(in: lines) == selection + 1 }
  }

  /// The filter picker, a list of options in a window: the highlighted filter (`> N.`) is on
  /// screen with its own number.
  @Test(.tags(.slow), .skippedInFastLoop) func theFilterPickersHighlightedOptionIsAlwaysOnScreen()
    async throws
  {
    try await expectTheHighlightFollowsAViewport(
      route: .filters, count: PlayerFilter.allCases.count, seed: 8,
      moves: [(.up, .up), (.down, .down), (.home, .first), (.end, .last)]
    ) { lines, selection in
      let marked = lines.filter { $0.starts(with: "> ") }
      return marked.count == 1 && marked[marked.startIndex].starts(with: "> \(selection + 1).")
    }
  }
}

/// Plain text without depending on the renderer's module: the terminal layout, joined.
private struct TerminalLayoutRenderer: Renderer {
  func render(_ screen: Screen, in context: RenderContext) -> String {
    TerminalLayout(width: context.width, words: context.words).lines(for: screen)
      .map(\.text).joined(separator: "\n") + "\n"
  }
}
