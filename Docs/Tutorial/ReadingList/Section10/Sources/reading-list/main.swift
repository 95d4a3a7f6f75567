// reading-list: the app of the tutorial "Your first MVVM-C flow", full screen in a terminal.
//
//   swift run reading-list                          # the list; `i` inspects, `h` rewinds, `q` quits
//   swift run reading-list book/2                   # opens the page of the second book first
//   swift run reading-list --record run.jsonl       # keeps the run in run.jsonl, a step a key
//   swift run reading-list replay run.jsonl --at 2  # prints the screen after the second key
//   swift run reading-list replay run.jsonl         # steps through the run, full screen
//   swift run reading-list --help                   # how to run it
//
// `TerminalAppCommand` is the whole command line: the usage from the routes, the arguments,
// recording and replay, and exit statuses that follow `sysexits.h` (64 a wrong argument).

import MVVMC
import ReadingList
import TerminalUI

await TerminalAppCommand(routes: ReadingListCoordinator.routes) { address throws(RouteError) in
  let app = ReadingListApp()
  if let address { try app.coordinator.open(address: address) }
  return app
}.run()
