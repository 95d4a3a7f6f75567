// reading-list: the app of the tutorial "Your first MVVM-C flow", full screen in a terminal.
//
//   swift run reading-list            # the list; `i` opens the inspector, `q` quits
//   swift run reading-list book/2     # opens the page of the second book first
//   swift run reading-list --help     # how to run it
//
// Exit statuses follow `sysexits.h`: 0 success, 64 a wrong argument, 74 output that cannot be
// written.

import ANSIRendering
import Foundation
import MVVMC
import PlainTextRendering
import ReadingList
import Rendering
import TerminalUI

let name = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent

/// Writes `text` to standard output; a write that fails ends the program with status 74.
func write(_ text: String) {
  do {
    try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
  } catch {
    fail("cannot write to standard output: \(error.localizedDescription)", status: 74)
  }
}

/// Ends the program with `status` and one line on standard error saying why.
func fail(_ message: String, status: Int32) -> Never {
  try? FileHandle.standardError.write(contentsOf: Data("\(name): \(message)\n".utf8))
  exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] || arguments == ["-h"] {
  let forms = RoutePath.forms(in: ReadingListCoordinator.routes)
  let width = forms.map(\.pattern.count).max() ?? 0
  let lines = forms.map { form in
    let pattern = form.pattern.padding(toLength: width, withPad: " ", startingAt: 0)
    return "  \(pattern)  \(form.summary(.english))\n"
  }
  write("usage: \(name) [ROUTE]\n\nOpens ROUTE first, if given, one of:\n\(lines.joined())")
  exit(0)
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

// Piped or scripted, there is no terminal to take over: print the screen once instead.
guard SystemTerminal.isInteractive else {
  if let screen = app.navigator.currentScreen() {
    write(PlainTextRenderer().render(screen, in: RenderContext(width: 80)))
  }
  exit(0)
}

let terminalApp = app.terminalApp(renderer: ANSIRenderer()) { size in
  RenderContext(width: size.columns, colors: .ansi256)
}
let ending = await FullScreenHost(app: terminalApp, terminal: SystemTerminal()).run()
exit(ending.status)
