import MVVMC
import Rendering
import TestSupport
import Testing

@testable import TerminalUI

/// A frame's lines are made safe as before, scanning less, and a frame renders its screen once.
@MainActor
@Suite struct FrameLineTests {
  /// `keepingOnlySGR` as it was before the byte shortcut: the full pass.
  private func fullPass(_ line: String) -> String {
    guard
      line.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    else { return line }
    let scalars = Array(line.unicodeScalars)
    var result = ""
    var index = 0
    var plainStart = 0
    while index < scalars.count {
      if let end = scalars.endOfRendererEscape(at: index) {
        result += String(String.UnicodeScalarView(scalars[plainStart..<index])).sanitizedForTerminal
        result.unicodeScalars.append(contentsOf: scalars[index..<end])
        index = end
        plainStart = end
      } else {
        index += 1
      }
    }
    return result + String(String.UnicodeScalarView(scalars[plainStart...])).sanitizedForTerminal
  }

  @Test func keepsOnlySGRAsTheFullPassDoes() {
    var random = SeededGenerator(seed: 3)
    let pieces = [
      "\u{1B}[1m", "\u{1B}[0m", "\u{1B}[1;38;2;255;255;255m", "\u{1B}[", "\u{1B}[2J", "\u{1B}",
      "m", "1", ";", "A", " ", "é", "\u{85}", "\u{7F}", "\t", "\u{202E}", "\u{2067}", "\u{61C}",
      "\u{200F}", "孫", "😀", "\u{1B}]8;;https://psg.fr/7\u{1B}\\", "\u{1B}]8;;\u{1B}\\",
      "\u{1B}]8;;", String(repeating: "\u{301}", count: 17), "\u{2028}",
    ]
    for _ in 0..<3000 {
      let line = (0..<Int.random(in: 0...8, using: &random)).map { _ in random.pick(pieces) }
        .joined()
      #expect(line.keepingOnlySGR == fullPass(line), "\(line.debugDescription)")
    }
  }

  @Test func theGuardScansOnlyChangedRowsAndGivesTheSameLines() {
    var lineGuard = FrameLineGuard()
    let first = ["\u{1B}[1mPlayers\u{1B}[0m", "\u{1B}[2J MESSI", "footer"]
    #expect(lineGuard.safeLines(first) == first.map(\.keepingOnlySGR))
    let second = ["\u{1B}[1mPlayers\u{1B}[0m", "NEYMAR\u{7}", "footer", "\u{1B}]0;x\u{7}"]
    #expect(lineGuard.safeLines(second) == second.map(\.keepingOnlySGR))
    #expect(lineGuard.safeLines(first.prefix(1)) == ["\u{1B}[1mPlayers\u{1B}[0m"])
  }

  /// Measuring the content, then drawing the frame, renders the screen once; a changed
  /// screen or size renders again.
  @Test func measuringAndDrawingShareOneRender() {
    let (navigator, list) = makeNamesNavigator()
    let renderer = CountingRenderer()
    let app = NavigatorTerminalApp(navigator: navigator, renderer: renderer)
    let size = TerminalSize(columns: 40, rows: 8)
    let content = TerminalSize(columns: 40, rows: 7)
    let lines = app.screenLines(in: content)
    #expect(renderer.count == 1)
    #expect(Array(app.frame(in: size).prefix(lines.count)) == lines)
    #expect(renderer.count == 1)
    _ = app.handle(.down)
    _ = app.frame(in: size)
    #expect(renderer.count == 2)
    _ = app.frame(in: TerminalSize(columns: 30, rows: 8))
    #expect(renderer.count == 3)
    #expect(list.selected == 1)
  }
}

/// ``OutlineRenderer``, counting its renders.
@MainActor
private final class CountingRenderer: Renderer {
  private(set) var count = 0

  nonisolated func render(_ screen: Screen, in context: RenderContext) -> String {
    MainActor.assumeIsolated { count += 1 }
    return OutlineRenderer().render(screen, in: context)
  }
}
