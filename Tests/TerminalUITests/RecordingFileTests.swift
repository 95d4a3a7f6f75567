import Foundation
import MVVMC
import Rendering
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recording's bounds: at its step or byte limit, or at a failed write, it stops, says why
/// once, and writes nothing more; what it wrote reads back step by step.
@MainActor
@Suite struct RecordingFileTests {
  static func step(_ seq: Int) -> SessionStep {
    SessionStep(
      seq: seq, command: seq == 0 ? nil : "key \(seq)", route: "players", stack: [],
      coordinators: [], boxes: [],
      start: seq == 0
        ? SessionStep.Start(data: "fnv1a64:0000000000000000", width: 80, rows: 50, language: "en")
        : nil,
      screen: Screen(title: "Step \(seq)"))
  }

  static func temporaryPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-recording-\(UUID().uuidString).jsonl").path
  }

  @Test func atItsStepLimitRecordingStopsWithOneLine() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try RecordingFile(path: path, limits: RecordingFile.Limits(steps: 3, bytes: 1 << 20))
    var stops: [RecordingFile.Stop] = []
    file.onStop = { stops.append($0) }
    for seq in 0..<6 { file.write(Self.step(seq)) }
    #expect(file.stepsWritten == 3)
    #expect(file.stop == .steps(3))
    #expect(stops == [.steps(3)])
    let reader = try RecordingReader(path: path)
    #expect(reader.lastStep == 2)
    #expect(try reader.step(2).screen.title == "Step 2")
    #expect(reader.start.width == 80)
  }

  @Test func atItsByteLimitNoStepIsBegun() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try RecordingFile(path: path, limits: RecordingFile.Limits(steps: 100, bytes: 10))
    var stops: [RecordingFile.Stop] = []
    file.onStop = { stops.append($0) }
    for seq in 0..<3 { file.write(Self.step(seq)) }
    // The first step is written whole, past the limit; none is begun after it.
    #expect(file.stepsWritten == 1)
    #expect(file.bytesWritten > 10)
    #expect(file.stop == .bytes(10))
    #expect(stops == [.bytes(10)])
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
    #expect(size == file.bytesWritten)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here"))
  func aFailedWriteStopsRecordingAndTheRunGoesOn() throws {
    let file = try RecordingFile(path: "/dev/full")
    var stops: [RecordingFile.Stop] = []
    file.onStop = { stops.append($0) }
    file.write(Self.step(0))
    file.write(Self.step(1))
    #expect(file.stepsWritten == 0)
    #expect(stops == [.writeFailed(ENOSPC)])
  }

  @Test func aFileThatIsNotARecordingIsRefusedWithItsReason() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data("{\"kind\":\"step\"}\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: RecordingProblem.self) { try RecordingReader(path: path) }
    do throws(RecordingProblem) {
      _ = try RecordingReader(path: path)
    } catch {
      #expect(error.exitCode == 65)
      #expect(error.description.hasPrefix("line 1 is not a step: "))
    }
    #expect(throws: RecordingProblem.unreadable(ENOENT)) {
      try RecordingReader(path: path + "-none")
    }
  }

  /// A bad line anywhere refuses the file whole once every step is checked, with what is wrong
  /// as a value an app words in its language, never the decoder's English.
  @Test func everyStepIsCheckedAndADefectIsAValue() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let encoder = JSONEncoder()
    let good = try (0..<3).map {
      String(decoding: try encoder.encode(Self.step($0)), as: UTF8.self)
    }
    let cut = String(good[1].prefix(good[1].count / 2))
    try Data(([good[0], cut, good[2]]).joined(separator: "\n").utf8)
      .write(to: URL(fileURLWithPath: path))
    let reader = try RecordingReader(path: path)
    #expect(reader.lastStep == 2)
    #expect(reader.cutLastLine == nil)
    _ = try reader.step(2)
    #expect(throws: RecordingProblem.notAStep(line: 2, defect: .notJSON)) {
      try reader.checkEveryStep()
    }
    try Data((good[0...1] + ["{\"kind\":\"step\",\"seq\":2}"]).joined(separator: "\n").utf8)
      .write(to: URL(fileURLWithPath: path))
    do throws(RecordingProblem) {
      try RecordingReader(path: path).checkEveryStep()
      Issue.record("a step with no screen was read")
    } catch {
      guard case .notAStep(3, .missingField(let field)) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(!field.isEmpty)
    }
  }

  /// A last line cut short, without its newline, is what a crash leaves while a step is
  /// written: it is set aside, and the steps before it read; with its newline, or in the
  /// middle, it is a line that is not a step.
  @Test func aCutLastLineIsSetAsideAndTheStepsBeforeItRead() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let encoder = JSONEncoder()
    let good = try (0..<3).map {
      String(decoding: try encoder.encode(Self.step($0)), as: UTF8.self) + "\n"
    }
    let cut = String(good[2].prefix(good[2].count / 2))
    try Data((good[0] + good[1] + cut).utf8).write(to: URL(fileURLWithPath: path))
    let reader = try RecordingReader(path: path)
    #expect(reader.lastStep == 1)
    #expect(reader.cutLastLine == 3)
    try reader.checkEveryStep()
    #expect(try reader.step(1).screen.title == "Step 1")

    try Data((good[0] + good[1] + cut + "\n").utf8).write(to: URL(fileURLWithPath: path))
    let whole = try RecordingReader(path: path)
    #expect(whole.cutLastLine == nil)
    #expect(throws: RecordingProblem.notAStep(line: 3, defect: .notJSON)) {
      try whole.checkEveryStep()
    }
    // A last line without its newline that is a step is read as one.
    try Data((good[0] + good[1] + good[2].dropLast()).utf8).write(to: URL(fileURLWithPath: path))
    let unterminated = try RecordingReader(path: path)
    #expect(unterminated.lastStep == 2)
    #expect(unterminated.cutLastLine == nil)
  }

  /// The most steps a recording holds counts a last line without its newline too.
  @Test func aLastLineWithoutItsNewlineCountsTowardTheMostSteps() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let most = RecordingFile.Limits.recording.steps
    let first = String(decoding: try JSONEncoder().encode(Self.step(0)), as: UTF8.self)
    // Lines after the first need not be steps: the count is refused before any is read.
    let text = first + "\n" + String(repeating: "x\n", count: most - 1) + "x"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: RecordingProblem.notAStep(line: most + 1, defect: .tooManySteps(most))) {
      try RecordingReader(path: path)
    }
  }

  /// The history reads a recording while it grows: the lines written since it last looked.
  @Test func theHistoryReadsTheStepsWrittenAfterItOpened() throws {
    let file = try #require(RecordingFile.spool())
    file.write(Self.step(0))
    let history = BrowsedRecording(try #require(file.reader()))
    #expect(history.lastStep == 0)
    file.write(Self.step(1))
    file.write(Self.step(2))
    #expect(history.lastStep == 2)
    #expect(history.step(1)?.command == "key 1")
    #expect(history.step(3) == nil)
  }
}
