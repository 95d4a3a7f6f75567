import Rendering
import TerminalRendering
import TestSupport
import Testing

/// Long text costs time linear in its length.
///
/// Each test works on up to a megabyte of text, where one quadratic step (measuring the rest
/// of a word again for every line it fills, as wrapping once did) takes a quarter of an hour
/// in a debug build, and a linear one a second or two. The time limit is only a hang guard,
/// far above what a loaded machine needs; the checks themselves are on the output, which must
/// stay bounded by the width.
@Suite(.timeLimit(.minutes(5)))
struct LongTextTests {
  /// A million letters without a space: a name no terminal line can hold.
  static let longWord = String(repeating: "a", count: 1_000_000)

  @Test func wrapsAVeryLongWordLineByLine() {
    let lines = Self.longWord.wrapped(toWidth: 40)
    #expect(lines.count == 25_000)
    #expect(lines.allSatisfy { $0.utf8.count == 40 && $0.allSatisfy { $0 == "a" } })
  }

  @Test func wrapsAVeryLongTextOfShortWords() {
    let text = String(repeating: "ab cd ", count: 100_000)
    let lines = text.wrapped(toWidth: 40)
    // "ab cd ab cd …": 13 words of 2 letters and 12 spaces per 38-column line.
    #expect(lines.count == 200_000 / 13 + 1)
    #expect(lines.allSatisfy { $0.displayWidth <= 40 })
  }

  @Test func wrapsWideCharactersWiderThanTheLine() {
    let lines = String(repeating: "孫", count: 200_000).wrapped(toWidth: 1)
    #expect(lines.count == 200_000)
    #expect(lines.allSatisfy { $0 == "…" })
  }

  @Test func truncatesAndPadsAMegabyteString() {
    let name = String(repeating: "É", count: 500_000)
    #expect(name.truncated(toWidth: 20) == String(repeating: "É", count: 19) + "…")
    #expect(name.padded(toWidth: 12, alignment: .trailing).displayWidth == 12)
    #expect(name.displayWidth == 500_000)
  }

  @Test func sanitisesACombiningStormOfHalfAMillionMarks() {
    let storm = "a" + String(repeating: "\u{301}", count: 500_000) + "b"
    let sanitized = storm.sanitizedForTerminal
    #expect(sanitized.unicodeScalars.count == String.maximumClusterLength + 1)
    #expect(sanitized.hasSuffix("…b"))
    #expect(sanitized.displayWidth == 3)
  }

  @Test(.tags(.slow), .skippedInFastLoop) func sanitisesHalfAMegabyteOfControls() {
    let hostile = String(repeating: "\u{1B}[2J\u{202E}", count: 100_000)
    let sanitized = hostile.sanitizedForTerminal
    #expect(sanitized == String(repeating: "^[[2J<U+202E>", count: 100_000))
  }

  /// A screen whose strings are each 800 kB: every line stays within the width, and
  /// the screen takes as many lines as with short strings (a table cell, a title, a search and
  /// an option are cut, not wrapped; an action's command is cut and its label wrapped into
  /// three lines at most).
  @Test(.tags(.slow), .skippedInFastLoop) func laysOutAScreenOfHugeStringsInBoundedLines() {
    let huge = String(repeating: "MBAPPÉ ", count: 100_000)
    let screen = Screen(
      title: huge, breadcrumb: [huge, huge],
      blocks: [
        .search(SearchField(label: "Search", text: huge)),
        .table(
          Table(
            columns: [Table.Column("No."), Table.Column("Name", isFlexible: true)],
            rows: [Table.Row(["7", Table.Cell(huge)]), Table.Row([Table.Cell(huge), "x"])],
            selectedRow: 0)),
        .options(OptionList(options: [.init(key: huge, label: huge)], selectedIndex: 0)),
      ],
      actions: [ScreenAction(command: huge, label: huge)])
    let lines = TerminalLayout(width: 40).lines(for: screen)
    #expect(lines.count == 16)
    #expect(lines.last?.text.hasSuffix("…") == true)
    #expect(lines.allSatisfy { $0.displayWidth <= 40 })
  }
}
