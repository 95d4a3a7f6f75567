import Rendering

/// Renders a screen for a colour terminal, in the club's navy `#004170` and red `#DA291C`.
///
/// The text and its place come from ``TerminalLayout``, as for the plain-text renderer; this
/// renderer only adds Select Graphic Rendition sequences (`ESC [ … m`) around styled runs:
///
/// | what | how |
/// | --- | --- |
/// | title | white bold on navy, as a bar across the width |
/// | selected table row | white bold on navy, across the width |
/// | headings, labels, commands | bold |
/// | column titles | bold, underlined |
/// | academy badge and other badges | white bold on red |
/// | current option, error status | bold red |
/// | breadcrumb, secondary text, rules, loading and empty status | dim |
///
/// ``RenderContext/colors`` chooses the sequences: ``ColorSupport/none`` writes no escape at
/// all (byte for byte what `PlainTextRenderer` writes), ``ColorSupport/ansi16`` only the
/// colour codes 30–37, 40–47 and 90–97, ``ColorSupport/ansi256`` `38;5;N` and `48;5;N`, and
/// ``ColorSupport/trueColor`` `38;2;R;G;B` and `48;2;R;G;B`. Every styled run ends with a reset
/// (`ESC [0m`), so no style reaches past the end of a line, and no line is wider than the
/// context's width once the sequences are removed.
///
/// ```swift
/// let screen = Screen(title: "Players", blocks: [.status(Status(.error, message: "No feed"))])
/// let output = ANSIRenderer().render(screen, in: RenderContext(width: 20, colors: .ansi16))
/// // "\u{1B}[1;97;44mPlayers             \u{1B}[0m\n"
/// // + "\n"
/// // + "\u{1B}[1;31mError: No feed\u{1B}[0m\n"
/// ```
public struct ANSIRenderer: Renderer {
  /// Creates the renderer; it has no settings, everything comes in the ``RenderContext``.
  public init() {}

  /// Renders the screen in the context's width with the colours the context allows.
  public func render(_ screen: Screen, in context: RenderContext) -> String {
    let lines = TerminalLayout(context: context).lines(for: screen)
    guard context.colors.allowsEscapes else {
      // No colour: exactly the plain text, from the same layout and the same joining.
      return TerminalLayout.document(lines.map(\.text))
    }
    return TerminalLayout.document(lines.map { encoded($0, in: context) })
  }

  /// One line with each run wrapped in its SGR sequence and a reset.
  private func encoded(_ line: StyledLine, in context: RenderContext) -> String {
    var runs = merged(line.runs)
    // A bar (title, selected row) runs to the right edge: spaces inside its colour.
    if let last = runs.last, ANSIStyle(last.style).fillsLine {
      let spare = context.width - line.displayWidth
      if spare > 0 { runs[runs.count - 1].text += String(repeating: " ", count: spare) }
    }
    let starts = Self.startSequences[context.colors] ?? [:]
    var output = ""
    for run in runs {
      guard let start = starts[run.style], !start.isEmpty else {
        output += run.text
        continue
      }
      output += start
      output += run.text
      output += SGR.reset
    }
    return output
  }

  /// The sequence that starts each style, for each colour support: made once, not per run.
  private static let startSequences: [ColorSupport: [TerminalStyle: String]] = Dictionary(
    uniqueKeysWithValues: ColorSupport.allCases.map { colors in
      (
        colors,
        Dictionary(
          uniqueKeysWithValues: TerminalStyle.allCases.map { style in
            (style, SGR.sequence(ANSIStyle(style).parameters(in: colors)))
          })
      )
    })

  private func merged(_ runs: [StyledRun]) -> [StyledRun] {
    var result: [StyledRun] = []
    for run in runs {
      if let last = result.last, last.style == run.style {
        result[result.count - 1].text += run.text
      } else {
        result.append(run)
      }
    }
    return result
  }
}
