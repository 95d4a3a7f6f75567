// reading-list: the app of the tutorial "Your first MVVM-C flow", full screen in a terminal.
//
//   swift run reading-list                          # the list; `i` inspects, `h` rewinds, `q` quits
//   swift run reading-list book/2                   # opens the page of the second book first
//   swift run reading-list --record run.jsonl       # keeps the run in run.jsonl, a step a key
//   swift run reading-list replay run.jsonl --at 2  # prints the screen after the second key
//   swift run reading-list replay run.jsonl         # steps through the run, full screen
//   swift run reading-list --help                   # how to run it
//
// Exit statuses follow `sysexits.h`: 0 success, 64 a wrong argument, 65 a file that is not a
// recording, 66 a recording that cannot be read, 73 one that cannot be created, 74 output
// that cannot be written.

import ANSIRendering
import Foundation
import MVVMC
import PlainTextRendering
import ReadingList
import Rendering
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let name = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent

/// Writes `text` to standard output; a write that fails ends the program with status 74 and
/// the system's words for it (`cannot write to standard output: No space left on device`), or
/// quietly when the reader of a pipe left, as `| head` ends.
func write(_ text: String) {
  guard let code = writeAll(text, to: STDOUT_FILENO) else { return }
  if code == EPIPE { exit(74) }
  fail("cannot write to standard output: \(systemMessage(code))", status: 74)
}

/// Writes all of `text` to `descriptor` with write(2), again after a signal or a short write;
/// returns the `errno` of a failure (`EIO` for a write that wrote nothing), or `nil`.
func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
  var text = text
  return text.withUTF8 { bytes in
    var next = 0
    while next < bytes.count {
      let written = systemWrite(descriptor, bytes.baseAddress! + next, bytes.count - next)
      if written > 0 {
        next += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        return written < 0 ? errno : EIO
      }
    }
    return nil
  }
}

/// write(2), from Glibc or Darwin.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}

/// The system's words for `errno` `code`.
func systemMessage(_ code: Int32) -> String {
  strerror(code).map { String(cString: $0) } ?? "error \(code)"
}

/// Ends the program with `status` and one line on standard error saying why.
func fail(_ message: String, status: Int32) -> Never {
  _ = writeAll("\(name): \(message)\n", to: STDERR_FILENO)
  exit(status)
}

// A standard stream the program was started without (`>&-`) is held by `/dev/null`, opened
// the other way round, so that no file opened later (a recording) takes its number and
// writing to it is still an error; and a pipe whose reader left, or a file past its size
// limit, is an error, not a signal.
for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
  let held = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
  if held >= 0, held != descriptor { close(held) }
}
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] || arguments == ["-h"] {
  let forms = RoutePath.forms(in: ReadingListCoordinator.routes)
  let width = forms.map(\.pattern.count).max() ?? 0
  let lines = forms.map { form in
    let pattern = form.pattern.padding(toLength: width, withPad: " ", startingAt: 0)
    return "  \(pattern)  \(form.summary(.english))\n"
  }
  write(
    """
    usage: \(name) [--record FILE] [ROUTE]
           \(name) replay FILE [--at N]

    Opens ROUTE first, if given, one of:
    \(lines.joined())
    --record FILE keeps the run in FILE, a step a key. replay shows its steps again,
    full screen, or prints step N's screen with --at N.

    """)
  exit(0)
}

// `replay FILE [--at N]`: the run as it was recorded. `r` on a step goes on live from it.
if arguments.first == "replay" {
  guard arguments.count == 2 || (arguments.count == 4 && arguments[2] == "--at") else {
    fail("replay takes FILE [--at N] (see \(name) --help)", status: 64)
  }
  // Typed text and a file's reasons are shown with their controls made visible.
  let file = arguments[1].sanitizedForTerminal
  let recording: RecordingReader
  do throws(RecordingProblem) {
    recording = try RecordingReader(path: arguments[1])
  } catch {
    fail("\(file): \(error)".sanitizedForTerminal, status: error.exitCode)
  }
  if arguments.count == 4 {
    guard let seq = Int(arguments[3]), (0...recording.lastStep).contains(seq) else {
      let step = String(arguments[3].prefix(40)).sanitizedForTerminal
      fail("no step “\(step)”: the recording has steps 0 to \(recording.lastStep)", status: 64)
    }
    do throws(RecordingProblem) {
      let screen = try recording.step(seq).screen
      write(PlainTextRenderer().render(screen, in: RenderContext(width: recording.start.width)))
    } catch {
      fail("\(file): \(error)".sanitizedForTerminal, status: error.exitCode)
    }
    exit(0)
  }
  guard SystemTerminal.isInteractive else {
    fail("replay without a terminal needs --at N (see \(name) --help)", status: 64)
  }
  let browser = StepBrowser(
    steps: BrowsedRecording(recording), start: 0, renderer: ANSIRenderer()
  ) { size in
    RenderContext(width: size.columns, colors: .ansi256)
  }
  let replay = StepBrowserApp(browser: browser)
  let ending = await FullScreenHost(app: replay, terminal: SystemTerminal()).run()
  guard let seq = replay.resumedStep, let route = try? recording.step(seq).route else {
    exit(ending.status)
  }
  // A fresh app opens the step's route: the same screen, live.
  arguments = [route]
}

var recording: RecordingFile?
if arguments.first == "--record" {
  guard arguments.count >= 2 else { fail("--record needs a FILE (see \(name) --help)", status: 64) }
  do throws(RecordingFile.OpenFailure) {
    recording = try RecordingFile(path: arguments[1])
  } catch {
    let reason = systemMessage(error.code)
    fail("cannot record into “\(arguments[1].sanitizedForTerminal)”: \(reason)", status: 73)
  }
  arguments.removeFirst(2)
}
// An option other than --help, or a second argument. Typed text is shown with its controls
// made visible, so it cannot drive the terminal.
if let wrong = arguments.first(where: { $0.hasPrefix("-") }) ?? arguments.dropFirst().first {
  fail("unexpected argument “\(wrong.sanitizedForTerminal)” (see \(name) --help)", status: 64)
}

let app = ReadingListApp()
if let address = arguments.first {
  do throws(RouteError) {
    try app.coordinator.open(address: address)
  } catch {
    fail("\(error) (see \(name) --help)", status: 64)
  }
}

// Piped or scripted, there is no terminal to take over: print the screen once instead (and
// record it as the run's one step).
guard SystemTerminal.isInteractive else {
  let size = TerminalSize(columns: 80, rows: 24)
  if let recording {
    app.record(app.terminalApp(renderer: PlainTextRenderer()), size: size, into: recording)
  }
  if let screen = app.navigator.currentScreen() {
    write(PlainTextRenderer().render(screen, in: RenderContext(width: size.columns)))
  }
  exit(0)
}

let terminal = SystemTerminal()
let terminalApp = app.terminalApp(renderer: ANSIRenderer()) { size in
  RenderContext(width: size.columns, colors: .ansi256)
}
// Every key is a step: `h` rewinds the run, and `--record` keeps it. Recording stops at its
// limits and the app goes on; the line that says so waits for the screen to be the shell's.
var stopped: RecordingFile.Stop?
recording?.onStop = { stopped = $0 }
app.record(terminalApp, size: terminal.size, into: recording)
let ending = await FullScreenHost(app: terminalApp, terminal: terminal).run()
if let stopped {
  let why =
    switch stopped {
    case .steps(let steps): "it holds \(steps) steps, the most a recording holds"
    case .bytes(let bytes): "it holds \(bytes >> 20) MiB, the most a recording holds"
    case .writeFailed(let code): systemMessage(code)
    case .stepTooLarge(let bytes): "a step would take more than \(bytes >> 20) MiB"
    }
  _ = writeAll("\(name): recording stopped: \(why); the app went on\n", to: STDERR_FILENO)
}
exit(ending.status)
