import Foundation
import MVVMC
import Rendering
import Testing

@testable import TerminalUI

/// A recording's bounds for one step: a line past the most a line holds is refused as it is
/// scanned, a long text is cut as it is written and as it is read, and events past the most a
/// step keeps are counted, not kept; so a file costs what a step can show, whatever it holds.
@MainActor
@Suite struct RecordingBoundsTests {
  static func step(_ seq: Int, title: String? = nil, events: [SessionStep.Event] = [])
    -> SessionStep
  {
    var step = RecordingFileTests.step(seq)
    if let title { step.screen.title = title }
    step.events = events
    return step
  }

  static func line(_ step: SessionStep) throws -> String {
    String(decoding: try JSONEncoder().encode(step), as: UTF8.self) + "\n"
  }

  static func write(_ text: String) throws -> String {
    let path = RecordingFileTests.temporaryPath()
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aLineLongerThanTheMostALineHoldsIsRefused() throws {
    let long = String(repeating: "x", count: RecordingReader.maximumLineBytes + 1)
    let alone = try Self.write(long + "\n")
    defer { try? FileManager.default.removeItem(atPath: alone) }
    #expect(throws: RecordingProblem.lineTooLong(line: 1)) { try RecordingReader(path: alone) }
    let after = try Self.write(try Self.line(Self.step(0)) + long)
    defer { try? FileManager.default.removeItem(atPath: after) }
    #expect(throws: RecordingProblem.lineTooLong(line: 2)) { try RecordingReader(path: after) }
    // The most a line holds, newline included, is read.
    let start = try Self.line(Self.step(0))
    let title = String(repeating: "a", count: RecordingReader.maximumLineBytes - start.utf8.count)
    let most = try Self.write(try Self.line(Self.step(0, title: "Step 0" + title)))
    defer { try? FileManager.default.removeItem(atPath: most) }
    #expect(try RecordingReader(path: most).lastStep == 0)
  }

  /// Cut before a scalar or an escape, never inside one: `é` takes two bytes, BEL is
  /// written `\u0007` and 😀 `\ud83d\ude00` by some writers.
  @Test(arguments: ["a", "é", "\u{7}", "😀", "a\u{7}é"])
  func aLongTextIsCutAsItIsRead(unit: String) throws {
    let text = String(repeating: unit, count: RecordingReader.maximumStringBytes + 1)
    var line = try Self.line(Self.step(0, title: text))
    if unit == "😀" {
      line = line.replacingOccurrences(of: "😀", with: #"\ud83d\ude00"#)
    }
    let path = try Self.write(line)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let title = try RecordingReader(path: path).step(0).screen.title
    #expect(title.hasSuffix("…"))
    #expect(text.hasPrefix(String(title.dropLast())))
    #expect(title.utf8.count <= RecordingReader.maximumStringBytes)
    #expect(title.utf8.count > RecordingReader.maximumStringBytes / 8)
  }

  @Test func aTextThatFitsIsReadWhole() throws {
    let text = String(repeating: "é", count: RecordingReader.maximumStringBytes / 2)
    let path = try Self.write(try Self.line(Self.step(0, title: text)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try RecordingReader(path: path).step(0).screen.title == text)
  }

  @Test func eventsPastTheMostAStepKeepsAreCounted() throws {
    // Texts that look like the brackets, commas and quotes the events are skipped by.
    let events = (0..<(SessionStep.maximumEvents + 50)).map {
      SessionStep.Event(kind: .navigation, text: "push \($0) \"],\"x\":[{\\")
    }
    var crowded = Self.step(1, events: events)
    crowded.droppedEvents = 7
    let path = try Self.write(try Self.line(Self.step(0)) + Self.line(crowded))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let step = try RecordingReader(path: path).step(1)
    #expect(step.events == Array(events.prefix(SessionStep.maximumEvents)))
    #expect(step.droppedEvents == 57)
  }

  /// Decoding costs a few dozen bytes a value: a short line of many values is refused before
  /// it is decoded, as a long one is.
  @Test func aLineOfTooManyValuesIsRefused() throws {
    var line = try Self.line(Self.step(0))
    line.removeLast(2)  // `}` and the newline
    let most = RecordingReader.maximumLineValues
    line += ",\"extra\":[" + Array(repeating: "1", count: most).joined(separator: ",") + "]}\n"
    let path = try Self.write(line)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: RecordingProblem.notAStep(line: 1, defect: .tooManyValues(most))) {
      try RecordingReader(path: path)
    }
  }

  /// What a file writes, its reader reads: a long text cut the same way, and a step whose
  /// line would be too long not written at all, which stops recording.
  @Test func theFileWritesWhatItsReaderReads() throws {
    let path = RecordingFileTests.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try RecordingFile(path: path)
    var stops: [RecordingFile.Stop] = []
    file.onStop = { stops.append($0) }
    let text = String(repeating: "語", count: RecordingReader.maximumStringBytes)
    file.write(Self.step(0, title: text))
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
    let huge = (0..<80).map {
      SessionStep.Event(kind: .navigation, text: "\($0)" + text)
    }
    file.write(Self.step(1, events: huge))
    #expect(stops == [.stepTooLarge(RecordingReader.maximumLineBytes)])
    #expect(file.stepsWritten == 1)
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == size)
    let reader = try RecordingReader(path: path)
    #expect(reader.lastStep == 0)
    let title = try reader.step(0).screen.title
    #expect(title.hasSuffix("…"))
    #expect(text.hasPrefix(String(title.dropLast())))
    #expect(title.utf8.count <= RecordingReader.maximumStringBytes)
    #expect(title.utf8.count > RecordingReader.maximumStringBytes - 6)
  }
}
