import MVVMC
import MVVMCTesting
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@MainActor
@Suite struct FullScreenHostTests {
  let size = TerminalSize(columns: 30, rows: 6)
  let shell = ["$ psg-demo"]

  /// A host on a virtual terminal, started, with its exit recorded.
  @MainActor final class Run {
    let app = CountingApp()
    let terminal: VirtualTerminal
    let scheduler = ManualScheduler()
    let host: FullScreenHost
    var exits: [FullScreenExit] = []

    init(size: TerminalSize, shell: [String]) {
      terminal = VirtualTerminal(size: size, screenLines: shell)
      host = FullScreenHost(app: app, terminal: terminal, scheduler: scheduler)
      host.start { [unowned self] exit in self.exits.append(exit) }
    }
  }

  @Test func drawsTheFirstFrameInTheAlternateScreen() {
    let run = Run(size: size, shell: shell)
    #expect(run.terminal.modes == .fullScreen)
    #expect(run.terminal.screenLines == ["count 0", "size 30x6", "", "", "", ""])
    #expect(run.terminal.isListening)
    #expect(run.host.isRunning)
  }

  @Test func drawsOnlyWhatAKeyChanged() {
    let run = Run(size: size, shell: shell)
    run.terminal.clearWritten()
    run.terminal.type("j")
    #expect(run.terminal.writtenText == "\u{1B}[1;1H\u{1B}[Kcount 1")
    #expect(run.terminal.screenLines[0] == "count 1")
  }

  @Test func writesNothingForKeysThatChangeNothing() {
    let run = Run(size: size, shell: shell)
    run.terminal.clearWritten()
    run.terminal.type("n")  // handled, same frame
    run.terminal.type("x")  // ignored
    run.terminal.send(bytes("\u{1B}[15~\u{1B}[<2;3;4M"))  // F5, a right click
    #expect(run.terminal.written.isEmpty)
    #expect(run.app.keys == [.character("n"), .character("x")])
  }

  @Test func drawsOnceForAllTheKeysOfOneRead() {
    let run = Run(size: size, shell: shell)
    run.terminal.clearWritten()
    run.terminal.type("jjj")
    #expect(run.terminal.writtenText == "\u{1B}[1;1H\u{1B}[Kcount 3")
  }

  @Test func waitsForTheRestOfASplitSequenceBeforeCallingItEscape() {
    let run = Run(size: size, shell: shell)
    run.terminal.send([0x1B])
    #expect(run.app.keys.isEmpty)
    run.scheduler.advance(by: FullScreenHost.defaultEscapeDelay - .milliseconds(1))
    #expect(run.app.keys.isEmpty)
    run.terminal.send(bytes("[B"))
    run.scheduler.advance(by: .seconds(1))
    #expect(run.app.keys == [.down])
  }

  @Test func readsALoneEscapeAsEscWhenTheTimerFires() {
    let run = Run(size: size, shell: shell)
    run.terminal.send([0x1B])
    run.scheduler.advance(by: FullScreenHost.defaultEscapeDelay)
    #expect(run.app.keys == [.escape])
    run.terminal.type("j")
    #expect(run.app.keys == [.escape, .character("j")])
  }

  @Test func deliversUTF8SplitAcrossReadsAndPastes() {
    let run = Run(size: size, shell: shell)
    let e = bytes("é")
    run.terminal.send([e[0]])
    run.terminal.send([e[1]])
    run.terminal.send(bytes("\u{1B}[200~q\rq\u{1B}[201~"))
    #expect(run.app.keys == [.character("é"), .paste("q\rq")])
    #expect(run.exits.isEmpty, "a pasted q is text, not the quit key")
  }

  @Test func laysOutAgainForANewSize() {
    let run = Run(size: size, shell: shell)
    run.terminal.resize(to: TerminalSize(columns: 12, rows: 3))
    #expect(run.terminal.screenLines == ["count 0", "size 12x3", ""])
    #expect(run.terminal.writtenText.hasSuffix("\u{1B}[2J\u{1B}[1;1Hcount 0\u{1B}[2;1Hsize 12x3"))
  }

  @Test func redrawsWhenTheAppAsksOutsideAnEvent() {
    let run = Run(size: size, shell: shell)
    run.app.count = 41
    run.app.redraw?()
    #expect(run.terminal.screenLines[0] == "count 41")
  }

  @Test func showsControlCharactersFromTheAppVisiblyButKeepsColours() {
    let run = Run(size: size, shell: shell)
    run.app.extraLine = "\u{1B}[1mbold\u{1B}[0m\u{1B}[2J\u{7}"
    run.app.redraw?()
    #expect(run.terminal.screenLines[2] == "bold^[[2J^G")
    #expect(run.terminal.screenLines[0] == "count 0", "the screen was not cleared")
  }

  // MARK: Exits

  nonisolated static let restoringExits:
    [(name: String, event: TerminalEvent, exit: FullScreenExit)] = [
      ("quit key", .input(bytes("q")), .quit),
      ("Ctrl-C the app ignores", .input([0x03]), .quit),
      ("SIGINT", .signal(.interrupt), .signal(.interrupt)),
      ("SIGTERM", .signal(.terminate), .signal(.terminate)),
      ("SIGHUP", .signal(.hangUp), .signal(.hangUp)),
      ("SIGQUIT", .signal(.quit), .signal(.quit)),
      ("end of input", .inputEnded, .inputClosed),
      (
        "read error", .inputFailed(TerminalError(operation: "read", code: EIO)),
        .failed(TerminalError(operation: "read", code: EIO))
      ),
    ]

  @Test(arguments: 0..<restoringExits.count)
  func restoresTheTerminalOnEveryWayOut(index: Int) {
    let (name, event, exit) = Self.restoringExits[index]
    let run = Run(size: size, shell: shell)
    run.terminal.type("j")
    run.terminal.send(event)
    #expect(run.exits == [exit], "\(name)")
    #expect(run.terminal.modes == .restored, "\(name)")
    #expect(run.terminal.screenLines.first == "$ psg-demo", "\(name)")
    #expect(!run.terminal.isListening, "\(name)")
    #expect(!run.host.isRunning, "\(name)")
    #expect(run.terminal.written.ends(with: TerminalSequences.leaveFullScreen), "\(name)")
  }

  @Test func reportsSignalsWithTheShellsExitStatus() {
    #expect(FullScreenExit.quit.status == 0)
    #expect(FullScreenExit.signal(.interrupt).status == 130)
    #expect(FullScreenExit.signal(.terminate).status == 143)
    #expect(FullScreenExit.signal(.hangUp).status == 129)
    #expect(FullScreenExit.signal(.quit).status == 131)
    #expect(FullScreenExit.inputClosed.status == 1)
  }

  @Test func restoresTheInputModeWhenAWriteFails() {
    let run = Run(size: size, shell: shell)
    let broken = TerminalError(operation: "write", code: EPIPE)
    run.terminal.writeFailure = broken
    run.terminal.type("j")
    #expect(run.exits == [.failed(broken)])
    #expect(!run.terminal.isRawMode)
    #expect(!run.terminal.isListening)
    // Nothing more can be written; the next key is not read.
    run.terminal.type("j")
    #expect(run.app.count == 1)
  }

  @Test func writesNothingWhenRawModeCannotBeEntered() {
    let terminal = VirtualTerminal(size: size, screenLines: shell)
    terminal.rawModeFailure = TerminalError(operation: "tcgetattr", code: ENOTTY)
    var exits: [FullScreenExit] = []
    FullScreenHost(app: CountingApp(), terminal: terminal, scheduler: ManualScheduler())
      .start { exits.append($0) }
    #expect(exits == [.failed(TerminalError(operation: "tcgetattr", code: ENOTTY))])
    #expect(terminal.written.isEmpty)
    #expect(terminal.modes == .restored)
  }

  @Test func ignoresEventsAfterItEnded() {
    let run = Run(size: size, shell: shell)
    run.terminal.type("q")
    run.terminal.clearWritten()
    run.terminal.send(.signal(.terminate))
    run.terminal.resize(to: TerminalSize(columns: 40, rows: 8))
    #expect(run.exits == [.quit])
    #expect(run.terminal.written.isEmpty)
  }

  @Test func runsOnce() async {
    let run = Run(size: size, shell: shell)
    run.terminal.type("q")
    let again = await run.host.run()
    guard case .failed = again else {
      Issue.record("a second run gave \(again)")
      return
    }
    #expect(run.exits == [.quit])
  }

  @Test func runAwaitsTheEnd() async {
    let terminal = VirtualTerminal(size: size, screenLines: shell)
    let app = CountingApp()
    terminal.type("jj")
    terminal.type("q")
    let exit = await FullScreenHost(app: app, terminal: terminal, scheduler: ManualScheduler())
      .run()
    #expect(exit == .quit)
    #expect(app.count == 2)
    #expect(terminal.modes == .restored)
  }

  // MARK: Suspend

  @Test(arguments: [TerminalEvent.input([0x1A]), .signal(.suspend)])
  func restoresTheTerminalWhileSuspendedAndRedrawsAfter(event: TerminalEvent) {
    let run = Run(size: size, shell: shell)
    run.terminal.type("j")
    run.terminal.send(event)
    #expect(run.terminal.modesWhenSuspended == [.restored])
    run.terminal.clearWritten()
    run.terminal.continueProcess()
    #expect(run.terminal.modes == .fullScreen)
    #expect(run.terminal.rawModeEntries == 2)
    #expect(run.terminal.screenLines[0] == "count 1")
    #expect(run.terminal.writtenText.contains("\u{1B}[2J"), "drawn whole")
    #expect(run.exits.isEmpty)
  }

  /// The stop can take effect after the call that sends it returns: until `SIGCONT`, the
  /// terminal stays the shell's, or the shell would find the app's screen when it stops.
  @Test func writesNothingUntilContinued() {
    let run = Run(size: size, shell: shell)
    run.terminal.type("j")
    run.terminal.send([0x1A])
    run.terminal.clearWritten()
    run.terminal.type("j")
    run.terminal.resize(to: TerminalSize(columns: 20, rows: 4))
    #expect(run.terminal.isStopped)
    #expect(run.terminal.modes == .restored)
    #expect(run.terminal.rawModeEntries == 1)
    #expect(run.terminal.written.isEmpty)
    #expect(run.terminal.screenLines[0] == "$ psg-demo")
    #expect(run.app.count == 1, "keys while suspended are the shell's")
  }

  @Test func stopsAgainWhenContinuedInTheBackground() {
    let run = Run(size: size, shell: shell)
    run.terminal.type("j")
    run.terminal.send([0x1A])
    run.terminal.continueProcess(inForeground: false)  // `bg`
    #expect(run.terminal.modesWhenSuspended == [.restored, .restored])
    #expect(run.terminal.isStopped)
    #expect(run.terminal.modes == .restored)
    #expect(run.terminal.rawModeEntries == 1, "raw mode entered again only in the foreground")
    run.terminal.continueProcess()  // `fg`
    #expect(run.terminal.modes == .fullScreen)
    #expect(run.terminal.rawModeEntries == 2)
    #expect(run.terminal.screenLines[0] == "count 1")
  }

  @Test func endsOnTerminateWhileSuspended() {
    let run = Run(size: size, shell: shell)
    run.terminal.send([0x1A])
    run.terminal.clearWritten()
    run.terminal.send(.terminate)  // `kill %1`: SIGTERM, then SIGCONT
    run.terminal.continueProcess()
    #expect(run.exits == [.signal(.terminate)])
    #expect(run.terminal.written.isEmpty)
    #expect(run.terminal.modes == .restored)
  }

  @Test func setsItsModesAgainAndDrawsTheWholeFrameWhenContinued() throws {
    let run = Run(size: size, shell: shell)
    // What a shell does to a job it continues with `fg`: its own saved modes.
    run.terminal.restoreMode()
    try run.terminal.write(TerminalSequences.leaveFullScreen)
    run.terminal.clearWritten()
    run.terminal.send(.resume)
    #expect(run.terminal.modes == .fullScreen)
    #expect(run.terminal.writtenText.contains("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    #expect(run.terminal.screenLines[0] == "count 0")
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
