import MVVMC
import PSGDemo
import PlayerFeed
import TerminalUI

/// Line mode and scripts: the session, its first screen, then one command a line until `quit`
/// or the end of input.
extension DemoRunner {
  func run(
    source: FeedArgument, pageSize: Int, fittingRows: Int?
  ) async throws(WriteError) -> Int32 {
    let loader = FeedLoader(timeout: .seconds(10))
    let configuration = DemoConfiguration(
      language: options.language, pageSize: pageSize, width: context.width
    ) {
      () async throws(FeedError) -> [Player] in
      try await source.load(with: loader)
    }
    let session = DemoSession(configuration: configuration, trace: trace?.record)

    session.start()
    if interactive, source.source != .embedded { try show(session.currentScreen(), seq: 0) }
    await session.load()
    try trace?.check()
    if let error = session.loadError, !interactive {
      // A feed the app shows as a screen (at a prompt) stays a screen; refused here, it ends.
      let message = session.strings.describe(error)
      return try finish(
        refusing: CommandError(message, hint: "", code: "feed"), seq: 0,
        stderr: message, status: error.exitCode)
    }
    if let fittingRows { fitListPage(of: session, toRows: fittingRows) }
    if let route = options.route {
      do throws(RouteError) {
        try session.open(route)
      } catch {
        // Reported like every other usage error, whether the route was malformed or named a
        // player the feed does not have.
        let refusal = UsageError(error).refusal(in: options.language)
        let usage = refusal.message
        if !interactive {
          return try finish(
            refusing: refusal, seq: 0, stderr: usage, status: UsageError.exitCode)
        }
        try StandardStreams.writeError("\(CommandName.current): \(usage)")
        try writeStreamLine(StreamLine(.error(refusal), seq: 0))
      }
    }
    try trace?.check()
    let recorder = recording.map { _ in
      session.makeRecorder(
        width: context.width, clock: Self.millisecondsSince(ContinuousClock.now))
    }
    if let recorder { recording?.write(recorder.step()) }
    try show(session.currentScreen(), seq: 0)

    // Each line read is a command, numbered from 1; in the JSON stream exactly one line
    // answers it, a blank line included.
    var seq = 0
    while let next = try nextLine() {
      seq += 1
      let line: ScriptFile.Line
      switch next {
      case .success(let read):
        line = read
      case .failure(let failure):
        let name = options.scriptArgument?.visibleText ?? "-"
        let message = CommandLineWords(options.language).describe(failure, script: name)
        return try finish(
          refusing: CommandError(message, hint: "", code: "script"), seq: seq,
          stderr: message, status: failure.exitCode)
      }
      // The text read, and the command it asks for or why it is refused; `nil` when blank.
      let typed: String?
      let parsed: Result<Command, CommandError>?
      switch line {
      case .text(let text):
        typed = text
        parsed = Command(parsing: text).map { .success($0) }
      case .tooLong(let byteCount):
        typed = nil
        parsed = .failure(session.strings.error(.commandTooLong(byteCount: byteCount)))
      case .notUTF8(let byteCount):
        typed = nil
        parsed = .failure(session.strings.error(.lineNotUTF8(byteCount: byteCount)))
      }
      // The line as a step names it: a line too long to keep by its length.
      let stepCommand = typed ?? "…"
      guard let parsed else {
        // A blank line changes nothing; the stream still answers it, with the screen shown.
        if let recorder { recording?.write(recorder.step(command: stepCommand)) }
        if renderer.writesStreamLines {
          try show(session.currentScreen(), seq: seq, command: typed)
        }
        continue
      }
      let effect: DemoSession.Effect
      do throws(CommandError) {
        effect = try await session.execute(try parsed.get())
      } catch {
        failedCommands += 1
        try trace?.check()
        if let recorder {
          recording?.write(
            recorder.step(
              command: stepCommand,
              refusal: SessionStep.Refusal(code: error.code, message: error.message)))
        }
        try StandardStreams.writeError("\(CommandName.current): \(error.description)")
        try writeStreamLine(StreamLine(.error(error), seq: seq, command: typed))
        continue
      }
      try trace?.check()
      if let recorder { recording?.write(recorder.step(command: stepCommand)) }
      switch effect {
      case .quit:
        try writeStreamLine(StreamLine(.end(status: exitStatus), seq: seq, command: typed))
        return exitStatus
      case .showHelp:
        try show(session.helpScreen(), seq: seq, command: typed)
      case .render:
        try show(session.currentScreen(), seq: seq, command: typed)
      case .inspect:
        try show(
          session.inspectionScreen(words: CommandLineWords(options.language).fullScreen.inspection),
          seq: seq, command: typed)
      }
    }
    // The end of input ends the run as `quit` does: every open flow ends, once.
    session.end()
    try trace?.check()
    if interactive { try StandardStreams.write("\n") }
    try writeStreamLine(StreamLine(.end(status: exitStatus), seq: nil))
    return exitStatus
  }
}
