import Foundation
import MVVMC
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI

extension DemoRunner {
  /// Runs the full-screen app until it quits or a signal ends it, and returns the exit status.
  ///
  /// The terminal host owns the terminal, its modes and its signals, and restores all of them
  /// on every path before this returns. A deep link that cannot be opened is reported on
  /// standard error before the app takes the screen (the message is there when it ends), as at
  /// the prompt.
  ///
  /// - Throws: ``WriteError`` when the trace file could not be written.
  func runFullScreen(source: FeedArgument) async throws(WriteError) -> Int32 {
    let terminal = SystemTerminal()
    let loader = FeedLoader(timeout: .seconds(10))
    let configuration = DemoConfiguration(
      language: options.language,
      // Without --rows, the host fits every scrolling scene's page to the room it has.
      pageSize: options.rows ?? terminal.size.rows,
      isKeyDriven: true
    ) { () async throws(FeedError) -> [Player] in
      try await source.load(with: loader)
    }
    let session = DemoSession(configuration: configuration, trace: trace?.record)
    session.start()

    var loading: Task<Void, Never>?
    if let route = options.route {
      // A route names players, so it waits for them.
      await session.load()
      do throws(RouteError) {
        try session.open(route)
      } catch {
        let usage = UsageError(error).description(in: options.language)
        try StandardStreams.writeError("\(CommandName.current): \(usage)")
      }
    } else if recording != nil {
      // A recording names its data by a digest from the start: the feed first. (The history
      // `h` browses needs none: it resumes in this very session.)
      await session.load()
    } else {
      // The app shows the loading screen at once; the list follows when the feed is in.
      loading = Task { await session.load() }
    }

    let colors = context.colors
    let language = options.language
    let widthFlag = options.width
    let app = FullScreenDemoApp(
      session: session, renderer: renderer.renderer, fitsPageToTerminal: options.rows == nil,
      words: CommandLineWords(language).fullScreen
    ) { size in
      DemoStrings(language).renderContext(
        width: min(widthFlag ?? size.columns, size.columns), colors: colors)
    }
    // Each key the app handles is a step of the run's history, which `h` browses, and of the
    // recording `--record` asks for. The screen is the host's while it runs: a note that
    // recording stopped waits for the end.
    let report = recording?.onStop
    var stops: [RecordingFile.Stop] = []
    recording?.onStop = { stops.append($0) }
    app.record(
      with: session.makeRecorder(
        width: min(widthFlag ?? terminal.size.columns, terminal.size.columns),
        clock: Self.millisecondsSince(ContinuousClock.now)),
      into: recording, size: terminal.size)
    let exit = await FullScreenHost(app: app, terminal: terminal).run()
    for stop in stops { report?(stop) }
    loading?.cancel()
    // However the app ends (`q`, a signal, the end of input), every open flow ends, once.
    session.end()
    try trace?.check()
    switch exit {
    case .failed(let error):
      return Self.fail(CommandLineWords(language).describe(error), status: WriteError.exitCode)
    case .inputClosed:
      // As at the prompt, the end of input ends the run normally.
      return 0
    case .quit, .signal:
      return exit.status
    }
  }
}
