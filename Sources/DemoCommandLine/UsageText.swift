import Rendering

/// A usage text made of headings, paragraphs and lists of terms, laid out to a width when it
/// is printed.
///
/// Paragraphs are wrapped at spaces, their later lines indented by `hanging`. A list of terms
/// (flags, commands, routes) is laid out by ``Rendering/TermList``, as the in-app help is. A
/// word wider than the whole line is cut, so no line is ever wider than the width.
///
/// ```swift
/// let text = UsageText([
///   .heading("OPTIONS"),
///   .terms(TermList([("--width N", "output width in columns (default: 80)")])),
/// ])
/// text.lines(width: 40)
/// // ["OPTIONS", "  --width N  output width in columns", "             (default: 80)"]
/// ```
struct UsageText {
  /// One part of the text.
  enum Item {
    /// A line printed as it is (a section's name): short words, no wrapping needed.
    case heading(String)
    /// An empty line.
    case blank
    /// Words wrapped to the width, the first line at `indent`, the others at `hanging`.
    case paragraph(String, indent: Int, hanging: Int)
    /// Terms and their descriptions, in a column when the width allows.
    case terms(TermList)

    /// A paragraph whose lines all start at `indent`.
    static func paragraph(_ text: String, indent: Int = 0) -> Item {
      .paragraph(text, indent: indent, hanging: indent)
    }

    /// A synopsis: `words` on one line, each kept whole (``UsageText/glued(_:)``), the later
    /// lines indented by `hanging`, under the command's name.
    static func synopsis(_ words: [String], hanging: Int) -> Item {
      .paragraph(words.map(glued).joined(separator: " "), indent: 2, hanging: hanging)
    }
  }

  /// The items, in order.
  var items: [Item]

  init(_ items: [Item]) {
    self.items = items
  }

  /// The text about `psg-demo` said of the command `name` instead, before it is laid out, so
  /// a longer name still wraps to the width.
  func naming(_ name: String) -> UsageText {
    guard name != CommandName.standard else { return self }
    func renamed(_ text: String) -> String {
      text.replacingOccurrences(of: CommandName.standard, with: name)
    }
    return UsageText(
      items.map { item in
        switch item {
        case .heading(let text): .heading(renamed(text))
        case .blank: .blank
        case .paragraph(let text, let indent, let hanging):
          .paragraph(renamed(text), indent: indent, hanging: hanging)
        case .terms(let list):
          .terms(
            TermList(
              list.entries.map { TermList.Entry(renamed($0.term), renamed($0.description)) },
              indent: list.indent, termWidth: list.termWidth))
        }
      })
  }

  /// The text laid out to `width` columns (at least ``RenderContext/minimumWidth``).
  func lines(width: Int) -> [String] {
    let width = max(width, RenderContext.minimumWidth)
    var lines: [String] = []
    for item in items {
      switch item {
      case .heading(let text):
        lines += Self.wrap(text, width: width, indent: 0, hanging: 0)
      case .blank:
        lines.append("")
      case .paragraph(let text, let indent, let hanging):
        lines += Self.wrap(text, width: width, indent: indent, hanging: hanging)
      case .terms(let list):
        lines += list.lines(width: width)
      }
    }
    return lines.map { String($0.map { $0 == Self.noBreakSpace ? " " : $0 }) }
  }

  /// The text laid out to `width`, ending without a newline.
  func text(width: Int) -> String {
    lines(width: width).joined(separator: "\n")
  }

  /// `text` as one word for the layout: its spaces become no-break spaces, printed as spaces.
  ///
  /// ```swift
  /// UsageText.glued("[--open ROUTE]")  // never cut between "[--open" and "ROUTE]"
  /// ```
  static func glued(_ text: String) -> String {
    String(text.map { $0 == " " ? noBreakSpace : $0 })
  }

  private static let noBreakSpace: Character = "\u{00A0}"

  /// The usage of one of psg-demo's commands (`export`, `replay`): what it does, its
  /// synopsis, what more it says, then its options, under the headings of `words`.
  static func command(
    about: String, synopsis: [String], details: String,
    options: [(term: String, description: String)], words: CommandLineWords
  ) -> UsageText {
    UsageText([
      .paragraph(about), .blank, .heading(words.usageHeading),
      .synopsis(synopsis, hanging: 18), .blank, .paragraph(details), .blank,
      .heading(words.optionsHeading), .terms(TermList(options)),
    ])
  }

  private static func wrap(_ text: String, width: Int, indent: Int, hanging: Int) -> [String] {
    // Indents keep at least half the line for words, whatever the width.
    let indent = min(indent, width / 2)
    let hanging = min(hanging, width / 2)
    let words = text.split(separator: " ")
    // The first line takes the words that fit after `indent`; the rest wrap after `hanging`.
    var head = ""
    var headWidth = 0
    var taken = 0
    for word in words {
      let wordWidth = String(word).displayWidth
      let needed = head.isEmpty ? wordWidth : headWidth + 1 + wordWidth
      guard needed <= width - indent else { break }
      head += (head.isEmpty ? "" : " ") + word
      headWidth = needed
      taken += 1
    }
    guard !head.isEmpty else {
      // A first word too wide for any line: cut at the narrower of the two widths.
      let pieces = text.wrapped(toWidth: width - max(indent, hanging))
      return pieces.enumerated().map { index, piece in
        String(repeating: " ", count: index == 0 ? indent : hanging) + piece
      }
    }
    let rest = words[taken...].joined(separator: " ").wrapped(toWidth: width - hanging)
    return [String(repeating: " ", count: indent) + head]
      + rest.map { String(repeating: " ", count: hanging) + $0 }
  }
}
