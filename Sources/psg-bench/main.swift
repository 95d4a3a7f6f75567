// psg-bench: what setting a `Dynamic<Int>` costs against calling its listeners directly.
//
//   swift run -c release psg-bench [--quick]

import Foundation
import MVVMC

guard let options = BenchOptions(arguments: CommandLine.arguments.dropFirst()) else {
  print(BenchOptions.usage)
  exit(CommandLine.arguments.contains("--help") ? 0 : 64)
}

let sink = Sink()
// Never true in practice; it only keeps the closures unknown until run time.
let variant = CommandLine.arguments.count > 5

struct TimedCase {
  let name: String
  let direct: Double
  let dynamic: Double
}

@MainActor
func timeCase(name: String, listeners: Int, updates: Int) -> TimedCase {
  let set = ListenerSet(count: listeners, sink: sink, variant: variant)
  let box = makeBox(bindingEveryListenerOf: set)
  let direct = medianNanosecondsPerOperation(
    repetitions: options.repetitions, operations: updates
  ) { callDirectly(set, updates: updates) }
  let dynamic = medianNanosecondsPerOperation(
    repetitions: options.repetitions, operations: updates
  ) { updateBox(box, updates: updates) }
  return TimedCase(name: name, direct: direct, dynamic: dynamic)
}

/// Bytes kept per update, or `nil` when the heap cannot be read.
@MainActor
func heapBytesPerUpdate(listeners: Int) -> Double? {
  let set = ListenerSet(count: listeners, sink: sink, variant: variant)
  let box = makeBox(bindingEveryListenerOf: set)
  updateBox(box, updates: 1_000)  // first-use allocations are not the update's
  guard let before = heapBytesInUse() else { return nil }
  updateBox(box, updates: options.heapUpdates)
  guard let after = heapBytesInUse() else { return nil }
  return Double(after - before) / Double(options.heapUpdates)
}

let cases = [
  timeCase(name: "1 listener", listeners: 1, updates: options.singleListenerUpdates),
  timeCase(name: "10 listeners", listeners: 10, updates: options.tenListenerUpdates),
]
let heap = [(name: "1 listener", listeners: 1), (name: "10 listeners", listeners: 10)].map {
  (name: $0.name, bytes: heapBytesPerUpdate(listeners: $0.listeners))
}

func cell(_ text: String, _ width: Int, leading: Bool = false) -> String {
  let padding = String(repeating: " ", count: max(0, width - text.count))
  return leading ? text + padding : padding + text
}

func fixed(_ value: Double, _ digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  let parts = String(rounded).split(separator: ".", omittingEmptySubsequences: false)
  let fraction = parts.count > 1 ? String(parts[1]) : ""
  let padded = fraction + String(repeating: "0", count: max(0, digits - fraction.count))
  return digits == 0 ? String(parts[0]) : "\(parts[0]).\(padded.prefix(digits))"
}

#if DEBUG
  print("warning: debug build; run `swift run -c release psg-bench` for meaningful numbers\n")
#endif
print("psg-bench: Dynamic<Int> update vs direct closure call")
print(
  "median of \(options.repetitions) runs after a warm-up; "
    + "\(options.singleListenerUpdates) / \(options.tenListenerUpdates) updates per run\n")
print(
  cell("case", 14, leading: true) + cell("direct ns/op", 14) + cell("Dynamic ns/op", 15)
    + cell("ratio", 9))
for timed in cases {
  print(
    cell(timed.name, 14, leading: true) + cell(fixed(timed.direct, 2), 14)
      + cell(fixed(timed.dynamic, 2), 15)
      + cell(fixed(timed.dynamic / max(timed.direct, 0.001), 1) + "x", 9))
}
print("\nheap bytes kept per update (\(options.heapUpdates) updates, glibc malloc_info)")
for entry in heap {
  let value = entry.bytes.map { fixed($0, 3) + " B" } ?? "not measured: heap not readable"
  print(cell(entry.name, 14, leading: true) + cell(value, 14))
}
print(
  """

  note: malloc_info reports bytes in use, so a block allocated and freed within one update
  is not seen: 0 B means updates keep no memory, not that they never call malloc.
  """)
print("checksum \(sink.total)")
