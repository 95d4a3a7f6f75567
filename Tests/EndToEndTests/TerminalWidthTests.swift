import Foundation
import Rendering
import TestSupport
import Testing

/// What the layout counts is what a real terminal draws: tmux, which measures text with the
/// C library's `wcwidth` as xterm does, and joins ZWJ emoji sequences.
@Suite(
  .tags(.process, .tmux), .skippedInFastLoop, .serialized,
  .enabled(if: ExternalTool.tmux.shouldRun, "needs tmux (always runs in CI)"))
struct TerminalWidthTests {
  /// Hostile names from feeds, as they reach a terminal: sanitised.
  static let names: [(name: String, text: String)] = [
    ("Hangul leading consonants", String(repeating: "\u{1100}", count: 60)),
    ("Devanagari spacing marks", "\u{915}" + String(repeating: "\u{93E}", count: 80)),
    ("skin tones", "\u{1F44D}" + String(repeating: "\u{1F3FB}", count: 60)),
    ("soft hyphens", String(repeating: "\u{AD}", count: 60)),
    ("combining storm", "Z" + String(repeating: "\u{301}", count: 80) + "ALGO"),
    ("Hangul syllable from jamo", "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}"),
    ("CJK and fullwidth", "孫興慜ＰＳＧ﹐﹨。"),
    ("zero width characters", "a\u{200B}b\u{2060}c"),
    ("flags", "🇫🇷🇧🇷"),
    ("emoji with presentation", "🚀⌚⚽"),
    ("accents", "Ángel DI MARI\u{301}A"),
  ]

  /// Emoji sequences that some terminals join into one picture: never drawn wider than
  /// measured.
  static let sequences: [(name: String, text: String)] = [
    ("ZWJ family", "👨‍👩‍👧"),
    ("presentation selector", "❤\u{FE0F}"),
    ("keycap", "1\u{FE0F}\u{20E3}"),
    ("skin tone", "👍🏽"),
  ]

  /// How many columns tmux advances its cursor for `text`, printed on a line of its own.
  private func columnsDrawn(_ text: String) async throws -> Int {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("text")
    try Data(text.utf8).write(to: file)
    let (column, row) = try await cursorAfterRunning(
      ["cat", file.path], columns: 250, rows: 5)
    return column + 250 * row
  }

  /// Runs `command` in a fresh tmux server of `columns` × `rows` and returns where the cursor
  /// stands once the command has ended and tmux has drawn all it wrote.
  ///
  /// When the command ends, its shell sets the pane's title (an OSC 2 sequence, which moves no
  /// cursor): tmux reads the pane's output in order, so once it shows that title it has drawn
  /// everything before it, and the cursor is read then, once. The wait is for that event; its
  /// deadline only guards against a hang.
  private func cursorAfterRunning(
    _ command: [String], columns: Int, rows: Int
  ) async throws -> (column: Int, row: Int) {
    try await ProcessSlots.shared.withSlot {
      let marker = "ENDED-\(UUID().uuidString.prefix(8))"
      let tmux = TmuxServer(executable: try ExternalTool.tmux.require())
      do {
        let shell = #""$0" "$@"; printf '\033]2;%s\033\\' "# + marker + "; exec sleep 900"
        try await tmux.start(
          command: ["sh", "-c", shell] + command, columns: columns, rows: rows, lifetime: 900)
        let deadline = Date().addingTimeInterval(600)
        var position: [Int] = []
        while Date() < deadline {
          let state = try await tmux.tmux([
            "display", "-p", "#{pane_title} #{cursor_x} #{cursor_y}",
          ])
          let fields = state.standardOutput.split(whereSeparator: \.isWhitespace)
          if fields.first.map(String.init) == marker {
            position = fields.dropFirst().compactMap { Int($0) }
            break
          }
          try await Task.sleep(for: .milliseconds(20))
        }
        await tmux.stop()
        try #require(position.count == 2, "the command did not end, or tmux gave no cursor")
        return (position[0], position[1])
      } catch {
        await tmux.stop()
        throw error
      }
    }
  }

  private static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-width-" + UUID().uuidString.prefix(8))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test(arguments: names.map(\.name))
  func measuresAsTmuxDraws(name: String) async throws {
    let text = try #require(Self.names.first { $0.name == name }).text.sanitizedForTerminal
    let drawn = try await columnsDrawn(text)
    #expect(text.displayWidth == drawn, "\(text.visibleEscapes)")
  }

  @Test(arguments: sequences.map(\.name))
  func emojiSequencesAreNeverDrawnWiderThanMeasured(name: String) async throws {
    let text = try #require(Self.sequences.first { $0.name == name }).text.sanitizedForTerminal
    let drawn = try await columnsDrawn(text)
    #expect(drawn <= text.displayWidth, "\(text.visibleEscapes)")
    #expect(drawn > 0)
  }

  /// The reproducers of a feed name a terminal drew wider than the width: `psg-demo --width 40`
  /// in a terminal 40 columns wide wraps no line, so the cursor ends on the row after the
  /// last line.
  @Test(arguments: names.map(\.name) + sequences.map(\.name))
  func demoOutputFitsATerminalOfTheWidth(name: String) async throws {
    let text = try #require((Self.names + Self.sequences).first { $0.name == name }).text
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let feed = folder.appendingPathComponent("feed.json")
    let player: [String: Any] = [
      "id": 1, "name": text, "number": 7, "country": text, "size": 178, "weight": 73,
      "birthDate": "20/12/1998", "position": "Attaquant", "goals": 1, "matches": 2,
      "fromPSGformation": false, "imageURL": "https://psg.fr/" + text,
    ]
    try JSONSerialization.data(withJSONObject: ["players": [player]]).write(to: feed)
    let script = folder.appendingPathComponent("script.txt")
    try Data("open 1\n".utf8).write(to: script)
    let arguments = [
      "--renderer", "plain", "--width", "40", "--data", feed.path, "--script", script.path,
    ]
    let expected = try await DemoExecutable.run(arguments, timeout: 60)
    #expect(expected.exitCode == 0, "\(expected.standardError)")
    let lineCount = expected.standardOutput.filter { $0 == "\n" }.count
    try #require(lineCount > 10 && lineCount < 100)

    let demo = try DemoExecutable.path.get()
    let (_, row) = try await cursorAfterRunning(
      [demo] + arguments, columns: 40, rows: 120)
    // A line wider than 40 columns would have wrapped onto a row of its own.
    #expect(row == lineCount)
  }
}
