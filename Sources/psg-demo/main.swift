// psg-demo: the Paris Saint-Germain 2021-22 squad, an MVVM-C demo in the terminal.
// See `psg-demo --help`; the work happens in DemoRunner.

import Foundation

exit(await DemoRunner.run(arguments: Array(CommandLine.arguments.dropFirst())))
