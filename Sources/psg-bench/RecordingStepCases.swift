import MVVMC
import PSGDemo
import PlayerFeed
import TerminalUI

/// What a recorded step costs at the start of a run and at its 10,000th step, the most a
/// recording holds: the step made from the session (``MVVMC/SessionRecorder/step(command:refusal:)``)
/// and written to a file (``TerminalUI/RecordingFile/write(_:)``), as `--record` does after
/// each command. A step should cost the same at step 9,999 as at step 1.
///
/// Each case has its own session of the same 30 players, its own recorder and its own
/// temporary file with no limits; the late one has first taken 9,998 steps after the start,
/// `open 1` and `back` in turn, each made into a step as `--record` makes it, so that its
/// next is step 9,999, the 10,000th, on the list again. One operation is one step on the
/// list, with no command between them.
///
/// ```swift
/// cases += await recordingStepCases(sink: sink, workDivisor: 1)
/// ```
@MainActor
func recordingStepCases(sink: Sink, workDivisor: Int) async -> [BenchCase] {
  let players = SearchWorkload.players(count: 30)
  let steps = max(1, 20 / workDivisor)
  var cases: [BenchCase] = []
  for (key, taken) in [("record_step_1", 0), ("record_step_10000", 9_998)] {
    let session = DemoSession(
      configuration: DemoConfiguration(width: 80) { () async throws(FeedError) -> [Player] in
        players
      })
    session.start()
    await session.load()
    let recorder = session.makeRecorder(width: 80)
    _ = recorder.step()
    for seq in 0..<taken {
      if let command = Command(parsing: seq.isMultiple(of: 2) ? "open 1" : "back") {
        _ = try? await session.execute(command)
      }
      sink.total &+= recorder.step(command: "step").events.count
    }
    let unlimited = RecordingFile.Limits(steps: .max, bytes: .max)
    guard let file = RecordingFile.spool(limits: unlimited) else { continue }
    let label = taken == 0 ? "a recorded step, at step 1" : "a recorded step, at step 10,000"
    cases.append(
      BenchCase(key: key, label: label) {
        withExtendedLifetime(session) {
          timePerOperation(steps) {
            for _ in 0..<steps { file.write(recorder.step(command: "step")) }
            sink.total &+= file.bytesWritten
          }
        }
      })
  }
  return cases
}

/// The ratio the recorded-step cases are read by: step 10,000 over step 1, to stay under 1.5.
let recordingStepRatios = [
  Ratio(
    key: "record_step_10000_ratio", label: "a recorded step at step 10,000 / at step 1",
    numerator: "record_step_10000", denominator: "record_step_1", goal: 1.5)
]
