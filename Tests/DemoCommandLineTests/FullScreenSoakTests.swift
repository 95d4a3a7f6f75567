import MVVMC
import MVVMCTesting
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI
import TestSupport
import Testing

@testable import DemoCommandLine

/// 100,000 seeded random actions through the full-screen demo on the virtual terminal: keys,
/// escape sequences, pastes (some without their end), random bytes, resizes, suspends, search
/// delays. Keys come several to a read, as a fast typist's or a held key's do. After every
/// read or signal the app still runs, the navigator holds at most the deepest stack the demo
/// has, the coordinator tree at most one flow under another, and a bounded number of events
/// happened; at checkpoints every ended flow (its coordinator, scenes and view models) is
/// freed. Ctrl-C then ends the run with the terminal restored.
///
/// The screens are drawn by a renderer that writes one line per block: the soak is about
/// what the actions leave behind, and a frame's layout, tested elsewhere, would be most of
/// its time in a debug build.
@MainActor
@Suite(.tags(.soak), .skippedInFastLoop) struct FullScreenSoakTests {
  /// The deepest stack the app's routes can build: the longest path down its route tree, each
  /// segment type once (list › scorers › player › comparison today), read from the
  /// declarations so a deeper flow needs no edit here.
  static var deepestStack: Int {
    let tree = DemoScenes.routeTree
    func depth(_ type: any RouteSegment.Type, below path: Set<ObjectIdentifier>) -> Int {
      let deeper = tree.followers(of: type).filter { !path.contains(ObjectIdentifier($0)) }
      return 1
        + (deeper.map { depth($0, below: path.union([ObjectIdentifier($0)])) }.max() ?? 0)
    }
    return depth(tree.root, below: [ObjectIdentifier(tree.root)])
  }

  /// Every action the soak can take.
  private enum Action {
    /// One read of several keys or random bytes, and how many actions it holds.
    case read([UInt8], actions: Int)
    case escape
    case pasteWithoutEnd([UInt8])
    case resize(TerminalSize)
    case waitForSearch
    case suspendAndContinue
    case reload
  }

  private static let keys: [[UInt8]] = [
    "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H",
    "\u{1B}[F", "\r", "\u{7F}", "/", "f", "?", "j", "k", "1", "2", "5", "8", "m", "é", " ",
    "\u{15}", "\u{17}", "\t", "\u{1B}[Z", "\u{1B}[3~", "\u{1B}[<0;3;4M", "\u{1B}[15~",
    "\u{1B}[200~di maria\r\u{1B}[201~",
  ].map { Array($0.utf8) }

  private static func randomAction(using random: inout SeededGenerator) -> Action {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<70:
      let count = Int.random(in: 1...8, using: &random)
      return .read((0..<count).flatMap { _ in random.pick(keys) }, actions: count)
    case 70..<80:
      return .escape
    case 80..<86:
      // Random bytes, without the quit keys: `q` in the list, Ctrl-C, Ctrl-Z.
      let bytes = (0..<Int.random(in: 1...8, using: &random)).map { _ in
        let byte = UInt8.random(in: 0...255, using: &random)
        return byte == 0x71 || byte == 0x03 || byte == 0x1A ? 0x20 : byte
      }
      return .read(bytes, actions: 1)
    case 86..<88:
      return .pasteWithoutEnd(Array("\u{1B}[200~qq".utf8))
    case 88..<92:
      return .resize(
        TerminalSize(
          columns: Int.random(in: 20...60, using: &random),
          rows: Int.random(in: 3...10, using: &random)))
    case 92..<98:
      return .waitForSearch
    case 98:
      return .suspendAndContinue
    default:
      return .reload
    }
  }

  static let actions = 100_000
  static let checkpoint = 25_000

  @Test func aHundredThousandRandomActionsLeaveNothingBehind() async throws {
    var random = SeededGenerator(seed: 2_112)
    let searchScheduler = ManualScheduler()
    let session = DemoSession(
      configuration: DemoConfiguration(pageSize: 50, isKeyDriven: true) { Squad.paris2021 },
      scheduler: searchScheduler)
    let flow = FlowRecorder(observing: session.coordinator)
    session.start()
    await session.load()
    let app = FullScreenDemoApp(
      session: session, renderer: BlockLineRenderer(), fitsPageToTerminal: true
    ) { size in RenderContext(width: size.columns) }
    // Small screens: a frame's cost grows with its size, and the soak is about what the
    // actions leave behind, which a small screen shows as well.
    let terminal = VirtualTerminal(size: TerminalSize(columns: 40, rows: 8))
    let hostScheduler = ManualScheduler()
    let host = FullScreenHost(app: app, terminal: terminal, scheduler: hostScheduler)
    var exits: [FullScreenExit] = []
    host.start { exits.append($0) }
    flow.skipEvents()

    var flowsStarted = 0
    // The most events one step set off, for each action it held.
    var mostEventsPerAction = 0
    var actions = 0
    var step = 0
    var nextCheckpoint = Self.checkpoint
    while actions < Self.actions {
      step += 1
      var stepActions = 1
      switch Self.randomAction(using: &random) {
      case .read(let bytes, let count):
        stepActions = count
        terminal.send(bytes)
      case .escape:
        terminal.send([0x1B])
        hostScheduler.advance(by: FullScreenHost.defaultEscapeDelay)
      case .pasteWithoutEnd(let bytes):
        terminal.send(bytes)
        hostScheduler.advance(by: FullScreenHost.defaultPasteQuietPeriod)
      case .resize(let size):
        terminal.resize(to: size)
      case .waitForSearch:
        searchScheduler.advance(by: session.coordinator.listViewModel.searchDelay)
      case .suspendAndContinue:
        terminal.send(.suspend)
        terminal.continueProcess()
      case .reload:
        terminal.type("r")
        // The reload is a task on the main actor: let it run.
        for _ in 0..<3 { await Task.yield() }
      }
      terminal.clearWritten()

      // Only this action's events: the recorder's whole list grows with the run.
      let events = flow.uncheckedEvents
      actions += stepActions
      mostEventsPerAction = max(mostEventsPerAction, events.count / stepActions)
      flowsStarted +=
        events.filter {
          if case .coordinator(.childAdded) = $0 { true } else { false }
        }.count
      flow.skipEvents()
      guard exits.isEmpty, host.isRunning else {
        Issue.record("step \(step): the app ended: \(exits)")
        return
      }
      let navigator = session.navigator
      #expect(
        navigator.scenes.count <= Self.deepestStack, "step \(step): \(navigator.breadcrumb)")
      let grandchildren = session.coordinator.children.flatMap {
        ($0 as? any CoordinatorTreeNode)?.childCount.map { [$0] } ?? []
      }
      #expect(session.coordinator.children.count <= 1, "step \(step)")
      #expect(grandchildren.allSatisfy { $0 <= 1 }, "step \(step)")
      // Other tests on the main actor get a turn now and then.
      if step.isMultiple(of: 1_000) { await Task.yield() }
      if actions >= nextCheckpoint {
        nextCheckpoint += Self.checkpoint
        #expect(flow.leaks.isEmpty, "step \(step): \(flow.leaks)")
        #expect(terminal.screenLines.count == terminal.size.rows, "step \(step)")
      }
    }
    // One action sets off a few events (a filter chosen: dismiss, finish, remove, apply…),
    // never a growing cascade.
    #expect(mostEventsPerAction <= 6, "\(mostEventsPerAction) events for one action")
    #expect(flowsStarted > 1_000, "the soak opened \(flowsStarted) flows")

    // Back to the list, then Ctrl-C.
    for _ in 0..<4 {
      terminal.send([0x1B])
      hostScheduler.advance(by: FullScreenHost.defaultEscapeDelay)
      terminal.send([0x1B])
      hostScheduler.advance(by: FullScreenHost.defaultEscapeDelay)
    }
    terminal.send([0x03])
    #expect(exits == [.quit])
    #expect(terminal.modes == .restored)
    flow.expectFreed()
  }
}

/// The coordinator tree, read without knowing each coordinator's result type.
@MainActor
private protocol CoordinatorTreeNode {
  var childCount: Int? { get }
}

extension BaseCoordinator: CoordinatorTreeNode {
  fileprivate var childCount: Int? { children.count }
}

/// The title, then one line per block naming it (a table with its rows): cheap to draw.
private struct BlockLineRenderer: Renderer {
  func render(_ screen: Screen, in context: RenderContext) -> String {
    let blocks = screen.blocks.map { block in
      if case .table(let table) = block { "table of \(table.rows.count) rows" } else { "block" }
    }
    return ([screen.title] + blocks).joined(separator: "\n") + "\n"
  }
}
