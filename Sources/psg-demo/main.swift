// psg-demo: the Paris Saint-Germain 2021-22 squad, an MVVM-C demo in the terminal.
// See `psg-demo --help`; the command line lives in the DemoCommandLine library.

import DemoCommandLine

await DemoCommand().main()
