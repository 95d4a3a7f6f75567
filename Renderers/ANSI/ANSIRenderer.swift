import Rendering
import TerminalRendering

/// Renders a screen for a colour terminal, in the club's navy `#004170` and red `#DA291C`.
///
/// The text and its place come from ``/TerminalRendering/TerminalLayout``, as for the plain-text
/// renderer; this renderer only adds Select Graphic Rendition sequences (`ESC [ … m`) around
/// styled runs:
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
/// | a picture's `https` address | a terminal hyperlink (OSC 8), labelled ``/Rendering/RendererWords/openImage`` |
///
/// The hyperlink is written as `ESC ] 8 ; ; address ESC \`, the label, then `ESC ] 8 ; ; ESC \`,
/// only for an address the layout checked
/// (``/TerminalRendering/Swift/String/terminalHyperlinkAddress``: `https`, printable ASCII), so
/// data can never smuggle an escape sequence in a link. Terminals that do not know OSC 8 ignore it
/// and show the label.
///
/// ``/Rendering/RenderContext/colors`` chooses the sequences: ``/Rendering/ColorSupport/none``
/// writes no escape at all (byte for byte what `PlainTextRenderer` writes),
/// ``/Rendering/ColorSupport/ansi16`` only the colour codes 30–37, 40–47 and 90–97,
/// ``/Rendering/ColorSupport/ansi256`` `38;5;N` and `48;5;N`, and
/// ``/Rendering/ColorSupport/trueColor`` `38;2;R;G;B` and `48;2;R;G;B`. Every styled run ends with
/// a reset (`ESC [0m`), so no style reaches past the end of a line, and no line is wider than the
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
  /// Creates the renderer; it has no settings, everything comes in the
  /// ``/Rendering/RenderContext``.
  public init() {}

  /// Renders the screen in the context's width with the colours the context allows.
  public func render(_ screen: Screen, in context: RenderContext) -> String {
    let lines = TerminalLayout(context: context).lines(for: screen)
    guard context.colors.allowsEscapes else {
      // No colour: exactly the plain text, from the same layout and the same joining.
      return TerminalLayout.document(lines.map(\.text))
    }
    // Every line encoded straight into one string, as `TerminalLayout.document` joins them:
    // no string per line to join afterwards.
    var end = lines.endIndex
    while end > lines.startIndex, lines[end - 1].runs.isEmpty { end -= 1 }
    let starts = Self.startSequences[Self.slot(context.colors)]
    var output = ""
    output.reserveCapacity(lines.count * (context.width + 64))
    for index in lines.startIndex..<end {
      if index > lines.startIndex { output += "\n" }
      encode(lines[index], starts: starts, width: context.width, into: &output)
    }
    output += "\n"
    return output
  }

  /// Appends one line with each run wrapped in its SGR sequence and a reset; `starts` holds
  /// the start sequence of each style, at its slot.
  ///
  /// - Complexity: O(*n*) in the length of the line: one append per run and per change of
  ///   style.
  private func encode(
    _ line: StyledLine, starts: [String], width: Int, into output: inout String
  ) {
    // Plain runs of one style in a row share one start and one reset; a style without
    // escapes (body text) has neither.
    var open: TerminalStyle?
    var openHasSequence = false
    func closeOpenRuns() {
      if openHasSequence { output += SGR.reset }
      open = nil
      openHasSequence = false
    }
    for (index, run) in line.runs.enumerated() {
      guard run.richText == nil, run.link == nil else {
        // A run shown as something else (a bar, a link) keeps its own sequence.
        closeOpenRuns()
        let start = starts[Self.slot(run.style)]
        var text = run.richText ?? run.text
        if index == line.runs.count - 1, run.richText == nil, ANSIStyle(run.style).fillsLine {
          text += String.spaces(width - line.displayWidth)
        }
        var styled = start.isEmpty ? text : start + text + SGR.reset
        if let address = run.link?.terminalHyperlinkAddress {
          styled = Self.hyperlink(to: address) + styled + Self.hyperlink(to: "")
        }
        output += styled
        continue
      }
      if run.style != open {
        closeOpenRuns()
        open = run.style
        let start = starts[Self.slot(run.style)]
        openHasSequence = !start.isEmpty
        if openHasSequence { output += start }
      }
      output += run.text
    }
    // A bar (title, selected row) runs to the right edge: spaces inside its colour.
    if let open, ANSIStyle(open).fillsLine {
      output += String.spaces(width - line.displayWidth)
    }
    closeOpenRuns()
  }

  /// The OSC 8 sequence that starts a hyperlink to `address`, or ends one when it is empty.
  static func hyperlink(to address: String) -> String {
    "\u{1B}]8;;" + address + "\u{1B}\\"
  }

  /// The sequence that starts each style, at the style's slot, for each colour support: made
  /// once, not per run.
  private static let startSequences: [[String]] = ColorSupport.allCases
    .sorted { slot($0) < slot($1) }
    .map { colors in
      TerminalStyle.allCases.sorted { slot($0) < slot($1) }.map { style in
        SGR.sequence(ANSIStyle(style).parameters(in: colors))
      }
    }

  /// A style's place in `startSequences`: a switch, cheaper than hashing its raw value.
  private static func slot(_ style: TerminalStyle) -> Int {
    switch style {
    case .body: 0
    case .title: 1
    case .breadcrumb: 2
    case .heading: 3
    case .strong: 4
    case .secondary: 5
    case .badge: 6
    case .label: 7
    case .columnHeader: 8
    case .rule: 9
    case .selectedRow: 10
    case .currentOption: 11
    case .link: 12
    case .loading: 13
    case .empty: 14
    case .error: 15
    case .actionKey: 16
    case .actionLabel: 17
    case .bar: 18
    }
  }

  private static func slot(_ colors: ColorSupport) -> Int {
    switch colors {
    case .none: 0
    case .ansi16: 1
    case .ansi256: 2
    case .trueColor: 3
    }
  }

}
