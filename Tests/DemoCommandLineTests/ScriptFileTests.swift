import Foundation
import Testing

@testable import DemoCommandLine

/// A script file as `--script FILE` reads it.
@Suite struct ScriptFileTests {
  /// The lines of a script file holding `bytes`.
  private func lines(of bytes: [UInt8]) throws -> [ScriptFile.Line] {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-script-\(UUID().uuidString).txt")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let script = try ScriptFile(opening: CommandLineArgument(file.path))
    var lines: [ScriptFile.Line] = []
    while let line = try script.nextLine() { lines.append(line) }
    return lines
  }

  /// A byte order mark, as Notepad saves it, is skipped before the first command only.
  @Test func aByteOrderMarkBeforeTheFirstLineIsSkipped() throws {
    let mark = ScriptFile.byteOrderMark
    #expect(
      try lines(of: mark + Array("search mba\r\nopen 1\n".utf8))
        == [.text("search mba"), .text("open 1")])
    #expect(
      try lines(of: Array("search mba\n".utf8) + mark + Array("open 1\n".utf8))
        == [.text("search mba"), .text("\u{FEFF}open 1")])
    #expect(try lines(of: mark) == [.text("")])
  }
}
