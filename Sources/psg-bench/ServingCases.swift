import Foundation

/// What a request costs `psg-demo --rpc` against the same command in line mode's JSON
/// stream (`--renderer json`): the same commands (`search mba`, then `clear`, in turn), each
/// answered with the list's screen as JSON, written to a file by a `psg-demo` run with all of
/// them on standard input. One operation is one request, start-up included and shared out.
///
/// The cases run the `psg-demo` built beside `psg-bench`
/// (`swift build -c release --product psg-demo`); without it they are left out, and said so.
///
/// ```swift
/// cases += servingCases(sink: sink, workDivisor: 1)
/// ```
func servingCases(sink: Sink, workDivisor: Int) -> [BenchCase] {
  let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("psg-demo")
  guard FileManager.default.isExecutableFile(atPath: demo.path) else {
    progress("no psg-demo beside psg-bench: the request cases are left out")
    return []
  }
  let count = max(50, 2_000 / workDivisor)
  let lines = (0..<count).map { $0.isMultiple(of: 2) ? "search mba" : "clear" }
  var rpc = #"{"jsonrpc":"2.0","id":0,"method":"initialize"}"# + "\n"
  for (id, line) in zip(1..., lines) {
    rpc += #"{"jsonrpc":"2.0","id":\#(id),"method":"command","params":{"line":"\#(line)"}}"#
    rpc += "\n"
  }
  rpc += #"{"jsonrpc":"2.0","id":-1,"method":"shutdown"}"# + "\n"
  rpc += #"{"jsonrpc":"2.0","method":"exit"}"# + "\n"
  let workloads = [
    ("rpc_request", "a request, psg-demo --rpc", ["--rpc", "--rows", "10"], rpc),
    (
      "line_command", "a command, line mode's JSON stream", ["--renderer", "json", "--rows", "10"],
      lines.joined(separator: "\n") + "\nquit\n"
    ),
  ]
  var cases: [BenchCase] = []
  for (key, label, arguments, input) in workloads {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-bench-\(key)-\(ProcessInfo.processInfo.processIdentifier)")
    guard (try? Data(input.utf8).write(to: file)) != nil else { continue }
    cases.append(
      BenchCase(key: key, label: label) {
        timePerOperation(count) { sink.total &+= run(demo, arguments, input: file) }
      })
  }
  return cases
}

/// Runs `executable` with `input` on standard input and its output thrown away; the exit
/// status, so that the run is not optimised out.
private func run(_ executable: URL, _ arguments: [String], input: URL) -> Int {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.standardInput = try? FileHandle(forReadingFrom: input)
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return -1 }
  process.waitUntilExit()
  return Int(process.terminationStatus)
}

/// The ratio the request cases are read by: a request over `--rpc` against the same command
/// in line mode, to stay under 2. Both write the same screens; a request adds reading it as
/// JSON, its params, its task (so that it can be cancelled) and its envelope.
let servingRatios = [
  Ratio(
    key: "rpc_request_ratio", label: "a request over --rpc / a command in line mode",
    numerator: "rpc_request", denominator: "line_command", goal: 2)
]
