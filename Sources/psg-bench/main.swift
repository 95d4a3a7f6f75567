// psg-bench: what `Dynamic`, the player list's search, a page's render and a key typed in the
// full-screen app cost, each against a yardstick, with every case interleaved round-robin in one
// process.
//
//   swift run -c release psg-bench [--quick] [--json FILE] [--svg FILE]
//   swift run -c release psg-bench --write-feed FILE   # the generated 16 MiB feed, then exit

import Foundation
import MVVMC

guard let options = BenchOptions(arguments: CommandLine.arguments.dropFirst()) else {
  if CommandLine.arguments.contains("--help") {
    print(BenchOptions.usage)
    exit(0)
  }
  FileHandle.standardError.write(Data((BenchOptions.usage + "\n").utf8))
  exit(64)
}

if let path = options.feedPath {
  let feed = FeedWorkload(size: options.feedSize)
  do {
    try feed.bytes.write(to: URL(fileURLWithPath: path))
  } catch {
    progress("cannot write \(path): \(error.localizedDescription)")
    exit(73)
  }
  progress(
    "wrote \(grouped(feed.playerCount)) players, \(grouped(feed.bytes.count)) bytes, to \(path)")
  exit(0)
}

#if DEBUG
  print("warning: debug build; run `swift run -c release psg-bench` for meaningful numbers\n")
#endif

func progress(_ message: String) {
  FileHandle.standardError.write(Data("psg-bench: \(message)\n".utf8))
}

let sink = Sink()
// Never true in practice; it only keeps the closures unknown until run time.
let variant = CommandLine.arguments.count > 100

var cases = dynamicCases(sink: sink, variant: variant, workDivisor: options.workDivisor)
var ratios = dynamicRatios
cases += dynamicStepCases(sink: sink, variant: variant, workDivisor: options.workDivisor)
ratios += dynamicStepRatios
cases += observationCases(sink: sink, variant: variant, workDivisor: options.workDivisor)
ratios += observationRatios
var workloads: [SearchWorkload] = []
for size in options.sizes {
  progress("building \(size) players, their view models and the folded names")
  let workload = await SearchWorkload(size: size)
  workloads.append(workload)
  guard let sizeCases = workload.cases(workDivisor: options.workDivisor) else {
    progress("the page written by hand differs from the render at \(size) players")
    exit(70)
  }
  cases += sizeCases
  ratios += workload.ratios
}
for size in options.keystrokeSizes {
  progress("building \(size) players and the full-screen list for the keystroke case")
  cases += await keystrokeCases(size: size, sink: sink, workDivisor: options.workDivisor)
  ratios += keystrokeRatios(size: size)
}
cases += servingCases(sink: sink, workDivisor: options.workDivisor)
ratios += servingRatios
progress("taking 9,998 recorded steps for the recorded-step cases")
cases += await recordingStepCases(sink: sink, workDivisor: options.workDivisor)
ratios += recordingStepRatios
progress("building the list with a name of controls, at \(options.controlNameLengths.map(grouped))")
let controlNames = await ControlNameWorkload(lengths: options.controlNameLengths)
cases += controlNames.cases(sink: sink)
ratios += controlNames.ratios
progress("generating a feed of at most \(grouped(options.feedSize)) bytes")
let feed = FeedWorkload(size: options.feedSize)
cases += feed.cases(sink: sink)
ratios += FeedWorkload.ratios
if let smallest = options.sizes.first {
  ratios += options.sizes.dropFirst().map { size in
    Ratio(
      key: "render_\(size)_ratio", label: "render \(grouped(size)) / render \(grouped(smallest))",
      numerator: "render_page_\(size)", denominator: "render_page_\(smallest)", goal: nil)
  }
}

if !options.onlyPrefixes.isEmpty {
  cases = cases.filter { benchCase in
    options.onlyPrefixes.contains { benchCase.key.hasPrefix($0) }
  }
}
progress("\(cases.count) cases, \(options.rounds) rounds")
let results = runRoundRobin(cases, rounds: options.rounds) { round in
  if round % 5 == 0 || round == options.rounds { progress("round \(round) of \(options.rounds)") }
}
let heapUpdates = 500_000 / options.workDivisor
let heap = [1, 10].map { listeners in
  (
    listeners: listeners,
    bytes: heapBytesPerUpdate(
      listeners: listeners, sink: sink, variant: variant, updates: heapUpdates)
  )
}

let report = BenchReport(
  machine: .current, options: options, results: results, ratios: ratios,
  indexBytesPerPlayer: workloads.map { ($0.size, $0.indexBytesPerPlayer) },
  heapBytesPerUpdate: heap, heapUpdates: heapUpdates)
print(report.table)
if let path = options.jsonPath {
  do {
    try report.json.write(to: URL(fileURLWithPath: path))
  } catch {
    progress("cannot write \(path): \(error.localizedDescription)")
    exit(73)
  }
}
if let path = options.svgPath {
  do {
    try Data(report.searchChart.utf8).write(to: URL(fileURLWithPath: path))
  } catch {
    progress("cannot write \(path): \(error.localizedDescription)")
    exit(73)
  }
}
print("checksum \(sink.total &+ workloads.reduce(0) { $0 &+ $1.result })")
