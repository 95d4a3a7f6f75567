// reading-list: the app of the tutorial "Your first MVVM-C flow", full screen in a terminal.
//
//   swift run reading-list            # the list; `i` opens the inspector, `q` quits
//   swift run reading-list book/2     # opens the page of the second book first

import ANSIRendering
import Foundation
import MVVMC
import PlainTextRendering
import ReadingList
import Rendering
import TerminalUI

let app = ReadingListApp()
if let address = CommandLine.arguments.dropFirst().first {
  do throws(RouteError) {
    try app.coordinator.open(address: address)
  } catch {
    FileHandle.standardError.write(Data("reading-list: \(error)\n".utf8))
    exit(2)
  }
}

// Piped or scripted, there is no terminal to take over: print the screen once instead.
guard SystemTerminal.isInteractive else {
  if let screen = app.navigator.currentScreen() {
    print(PlainTextRenderer().render(screen, in: RenderContext(width: 80)), terminator: "")
  }
  exit(0)
}

let terminalApp = app.terminalApp(renderer: ANSIRenderer()) { size in
  RenderContext(width: size.columns, colors: .ansi256)
}
let ending = await FullScreenHost(app: terminalApp, terminal: SystemTerminal()).run()
exit(ending.status)
