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
/// | chart bars | red Unicode blocks (`█████▍`) where plain text has `#` |
/// | a picture's `https` address | a terminal hyperlink (OSC 8), labelled ``RendererWords/openImage`` |
///
/// The hyperlink is written as `ESC ] 8 ; ; address ESC \`, the label, then `ESC ] 8 ; ; ESC \`,
/// only for an address the layout checked (``Swift/String/terminalHyperlinkAddress``:
/// `https`, printable ASCII), so data can never smuggle an escape sequence in a link. Terminals
/// that do not know OSC 8 ignore it and show the label.
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
    var output = ""
    for run in runs {
      let start = SGR.sequence(ANSIStyle(run.style).parameters(in: context.colors))
      let text = run.richText ?? run.text
      var styled = start.isEmpty ? text : start + text + SGR.reset
      if let address = run.link?.terminalHyperlinkAddress {
        styled = Self.hyperlink(to: address) + styled + Self.hyperlink(to: "")
      }
      output += styled
    }
    return output
  }

  /// The OSC 8 sequence that starts a hyperlink to `address`, or ends one when it is empty.
  static func hyperlink(to address: String) -> String {
    "\u{1B}]8;;" + address + "\u{1B}\\"
  }

  /// Neighbouring runs of the same style as one run, so that each gets one sequence.
  private func merged(_ runs: [StyledRun]) -> [StyledRun] {
    var result: [StyledRun] = []
    for run in runs {
      // A run shown as something else (a bar, a link) keeps its own sequence.
      if let last = result.last, last.style == run.style, last.richText == nil, last.link == nil,
        run.richText == nil, run.link == nil
      {
        result[result.count - 1].text += run.text
      } else {
        result.append(run)
      }
    }
    return result
  }
}
