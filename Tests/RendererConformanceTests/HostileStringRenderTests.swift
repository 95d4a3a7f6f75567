import ANSIRendering
import MarkdownRendering
import PlainTextRendering
import Rendering
import TerminalRendering
import TestSupport
import Testing

/// Screens made of hostile strings, through the three renderers at several widths: no line
/// wider than the width, no control character from the data, no grapheme cluster longer
/// than the sanitiser allows.
@Suite(.timeLimit(.minutes(5)))
struct HostileStringRenderTests {
  /// A hostile string and a name for it in the test's report.
  struct HostileString: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    var testDescription: String { name }
  }

  static let strings: [HostileString] = [
    HostileString(name: "long word", text: String(repeating: "MBAPPÉ", count: 5_000)),
    HostileString(name: "long text", text: String(repeating: "Kylian MBAPPÉ ", count: 2_000)),
    HostileString(
      name: "combining storm", text: "Z" + String(repeating: "\u{301}\u{316}", count: 200)),
    HostileString(
      name: "Hangul leading consonants", text: String(repeating: "\u{1100}", count: 60)),
    HostileString(
      name: "Devanagari spacing marks", text: "\u{915}" + String(repeating: "\u{93E}", count: 80)),
    HostileString(
      name: "skin tones", text: "\u{1F44D}" + String(repeating: "\u{1F3FB}", count: 60)),
    HostileString(name: "soft hyphens", text: String(repeating: "\u{AD}", count: 60)),
    HostileString(
      name: "ZWJ families", text: String(repeating: "👨‍👩‍👧‍👦", count: 20)),
    HostileString(name: "flags", text: String(repeating: "🇫🇷🇧🇷", count: 20)),
    HostileString(name: "CJK and fullwidth", text: String(repeating: "孫興慜ＰＳＧ", count: 20)),
    HostileString(name: "wide and narrow", text: "a孫b興c慜d" + String(repeating: "x孫", count: 30)),
    HostileString(
      name: "escape sequences",
      text: "Clear\u{1B}[2J\u{1B}[H \u{1B}]52;c;cHduZWQ=\u{7} \u{1B}P+q\u{1B}\\ \u{9B}31m end"),
    HostileString(
      name: "controls", text: "a\u{0}b\u{7}c\u{8}d\te\nf\rg\u{7F}h\u{85}i\u{9F}j"),
    HostileString(
      name: "bidirectional", text: "evil\u{202E}gnp.exe \u{2066}x\u{2069} \u{200F}\u{61C}"),
    HostileString(
      name: "everything",
      text: "\u{1B}[31m" + String(repeating: "👍🏽\u{AD}孫\u{301}\u{202E}", count: 40) + "\n"),
  ]

  /// Widths for the renderers, from ``RenderContext/minimumWidth`` up.
  static let widths = [20, 23, 40, 80]

  /// The screen: the string in every place a screen has text.
  static func screen(_ text: String) -> Screen {
    Screen(
      title: text, breadcrumb: ["Players", text],
      blocks: [
        .text(text),
        .text(text, role: .strong),
        .search(SearchField(label: text, text: text, placeholder: text)),
        .table(
          Table(
            columns: [
              Table.Column("No.", alignment: .trailing), Table.Column(text, isFlexible: true),
              Table.Column(text),
            ],
            rows: [
              Table.Row(["7", Table.Cell(text), Table.Cell(text, role: .badge)]),
              Table.Row([Table.Cell(text), "MBAPPÉ", ""]),
            ],
            selectedRow: 1)),
        .options(
          OptionList(
            options: [.init(key: text, label: text), .init(key: "2", label: text)],
            selectedIndex: 0)),
        .fields([Field(text, text), Field("Name", text)]),
        .image(ImageReference(url: "https://psg.fr/" + text, alternativeText: text)),
        .image(ImageReference(url: text, alternativeText: "")),
        .status(Status(.error, message: text)),
      ],
      actions: [ScreenAction(command: text, label: text), ScreenAction(command: "back", label: "")])
  }

  @Test(.tags(.slow), .skippedInFastLoop, arguments: strings)
  func terminalRenderersKeepEveryLineWithinTheWidth(_ hostile: HostileString) {
    let screen = Self.screen(hostile.text)
    for width in Self.widths {
      let outputs = [
        ("plain", PlainTextRenderer().render(screen, in: RenderContext(width: width))),
        (
          "ansi",
          ANSIRenderer().render(screen, in: RenderContext(width: width, colors: .trueColor))
        ),
      ]
      for (renderer, output) in outputs {
        let text = output.removingSGR
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
          let line = String(line)
          #expect(line.displayWidth <= width, "\(renderer) at \(width): \(line.visibleEscapes)")
          let controls = line.unicodeScalars.filter(\.needsTerminalEscaping)
          #expect(controls.isEmpty, "\(renderer) at \(width): \(line.visibleEscapes)")
          #expect(
            line.allSatisfy { $0.unicodeScalars.count <= String.maximumClusterLength },
            "\(renderer) at \(width)")
        }
      }
    }
  }

  /// The layout itself accepts any width from 1, narrower than a render context allows.
  @Test(.tags(.slow), .skippedInFastLoop, arguments: strings)
  func narrowLayoutsKeepEveryLineWithinTheWidth(_ hostile: HostileString) {
    let screen = Self.screen(hostile.text)
    for width in [1, 2, 5, 11] {
      for line in TerminalLayout(width: width).lines(for: screen) {
        #expect(line.displayWidth <= width, "at \(width): \(line.text.visibleEscapes)")
        let controls = line.text.unicodeScalars.filter(\.needsTerminalEscaping)
        #expect(controls.isEmpty, "at \(width): \(line.text.visibleEscapes)")
      }
    }
  }

  @Test(arguments: strings)
  func markdownHoldsNoControlFromTheData(_ hostile: HostileString) {
    let output = MarkdownRenderer().render(Self.screen(hostile.text), in: RenderContext())
    let controls = output.unicodeScalars.filter { $0 != "\n" && $0.needsTerminalEscaping }
    #expect(controls.isEmpty, "\(controls.map(\.value))")
    #expect(output.allSatisfy { $0.unicodeScalars.count <= String.maximumClusterLength })
    // A document line per block at most, however long the data: no newline comes from it.
    #expect(output.split(separator: "\n").count < 60)
  }
}
