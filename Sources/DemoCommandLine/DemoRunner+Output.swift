import Foundation
import JSONRendering
import MVVMC
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI

/// What a run writes and reads line by line: the JSON stream's envelope, each screen as a frame,
/// the next script or input line, and the messages and exit statuses of a failure.
extension DemoRunner {
  /// Writes `line` when the renderer writes the JSON stream's envelope; nothing otherwise.
  func writeStreamLine(_ line: StreamLine) throws(WriteError) {
    guard renderer.writesStreamLines else { return }
    // A signal meanwhile ends the run once the line is whole (`StreamSignals`).
    try StreamSignals.writingLine { () throws(WriteError) in
      // In pieces: a screen that shows a name of megabytes several times is never held whole
      // as text.
      guard try Self.streamRenderer.line(encoding: line, pieceByPiece: StandardStreams.write)
      else {
        try StandardStreams.write(Self.unwritableLine)
        return
      }
    }
  }

  /// `line` as the stream writes it.
  static func streamText(_ line: StreamLine) -> String {
    streamRenderer.line(encoding: line) ?? unwritableLine
  }

  /// The JSON stream's lines are the JSON renderer's, one a line.
  static let streamRenderer = JSONRenderer()
  /// What stands for a line the encoder cannot write (none can: the fields are strings and
  /// integers).
  static let unwritableLine =
    #"{"code":"unwritable","details":{},"kind":"error","message":""}"# + "\n"

  /// 1 when a scripted command failed; a person at the prompt saw each error already.
  var exitStatus: Int32 { failedCommands > 0 && !interactive ? 1 : 0 }

  /// The next line of the script or of standard input, or a script line that cannot be read;
  /// `nil` at the end.
  func nextLine() throws(WriteError) -> Result<ScriptFile.Line, ScriptFile.Failure>? {
    if let script {
      do throws(ScriptFile.Failure) {
        return try script.nextLine().map { .success($0) }
      } catch {
        return .failure(error)
      }
    }
    // Output redirected from a terminal (`psg-demo --open player/7 > page.html`): nobody sees
    // a prompt, so write the one screen and end instead of waiting for blind typing.
    if !interactive, options.script == nil, StandardStreams.inputIsTerminal { return nil }
    if interactive { try StandardStreams.write(CommandName.prompt) }
    // A line that is not UTF-8 is refused whole: run with U+FFFD in place of its bytes, it
    // would do what nobody typed.
    return switch lineReader.nextLine() {
    case nil: nil
    case .text(let bytes):
      .success(
        String(validating: bytes, as: UTF8.self).map { .text($0) }
          ?? .notUTF8(byteCount: bytes.count))
    case .tooLong(let byteCount): .success(.tooLong(byteCount: byteCount))
    }
  }

  /// Sizes the list's page so that its screen, the blank line before it and the prompt fill
  /// `rows` lines (``MVVMC/Scene/fitPage(toLines:measuring:)``).
  func fitListPage(of session: DemoSession, toRows rows: Int) {
    // Two lines besides the screen: the blank line before it and the prompt after it.
    session.navigator.top?.fitPage(toLines: rows - 2) {
      renderer.renderer.render(session.currentScreen(), in: context)
        .split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }
  }

  /// Writes `screen`: in the JSON stream as a `screen` line answering command `seq`, read as
  /// `command`; elsewhere rendered, after the separator between frames.
  func show(_ screen: Screen, seq: Int, command: String? = nil) throws(WriteError) {
    if renderer.writesStreamLines {
      try writeStreamLine(StreamLine(.screen(screen), seq: seq, command: command))
      return
    }
    if framesShown > 0 { try StandardStreams.write(frameSeparator) }
    // In pieces: a JSON screen that shows a name of megabytes several times is never held
    // whole as text.
    try renderer.renderer.render(screen, in: context, pieceByPiece: StandardStreams.write)
    framesShown += 1
  }

  /// What sets one frame apart from the next: at a prompt, a blank line; in a transcript, a rule
  /// a reader (or a program) can find: a line of `=` across the width, or the separator the
  /// renderer's medium sets (a Markdown thematic break; nothing between JSON lines).
  var frameSeparator: String {
    if let separator = renderer.medium.frameSeparator { return separator }
    if interactive { return "\n" }
    return "\n" + String(repeating: "=", count: context.width) + "\n\n"
  }

  /// Reports `message` on standard error and returns `status`, or 74 when even that fails.
  static func fail(_ message: String, status: Int32) -> Int32 {
    do throws(WriteError) {
      try StandardStreams.writeError("\(CommandName.current): \(message.sanitizedForTerminal)")
      return status
    } catch {
      return WriteError.exitCode
    }
  }

  /// Reports a failed write in `language`, quietly when the reader left, and returns 74.
  static func report(_ error: WriteError, in language: Language) -> Int32 {
    if !error.readerLeft {
      _ = fail(CommandLineWords(language).describe(error), status: WriteError.exitCode)
    }
    return WriteError.exitCode
  }

  /// Ends the run on a refusal: `message` on standard error, and in the JSON stream an `error`
  /// line, then the `end` line with `status`.
  func finish(
    refusing refusal: CommandError, seq: Int, stderr message: String, status: Int32
  ) throws(WriteError) -> Int32 {
    let reported = Self.fail(message, status: status)
    try writeStreamLine(StreamLine(.error(refusal), seq: seq))
    try writeStreamLine(StreamLine(.end(status: reported), seq: nil))
    return reported
  }

  /// Ends a run refused before its session starts as ``finish(refusing:seq:stderr:status:)``
  /// does: the message on standard error and, when `renderer` writes the JSON stream, the
  /// refusal with `seq` 0, then the `end`.
  static func refuse(
    _ refusal: CommandError, status: Int32, renderer: RendererRegistry.Entry?,
    language: Language
  ) -> Int32 {
    let reported = fail(refusal.message, status: status)
    guard renderer?.writesStreamLines == true else { return reported }
    do throws(WriteError) {
      try StandardStreams.write(streamText(StreamLine(.error(refusal), seq: 0)))
      try StandardStreams.write(streamText(StreamLine(.end(status: reported), seq: nil)))
      return reported
    } catch {
      return report(error, in: language)
    }
  }
}
