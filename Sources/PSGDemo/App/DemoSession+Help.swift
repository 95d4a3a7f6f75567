import MVVMC
import Rendering

/// The in-app help: what `help` shows in line mode.
extension DemoSession {
  /// The commands of the scene on top and the ones that work everywhere, laid out in `width`
  /// columns (the configuration's ``DemoConfiguration/width`` when not given) as a
  /// ``Rendering/TermList``, the layout `--help` uses too.
  ///
  /// One command a line, its description aligned after it and wrapped under itself. When the
  /// width leaves a description too little room beside the commands, each description goes
  /// on the lines below its command instead. No line is wider than `width` columns.
  ///
  /// ```swift
  /// session.helpText(width: 40)
  /// // "  search TEXT    Search by name\n  clear          Clear the search\n…"
  /// ```
  package func helpText(width: Int? = nil) -> String {
    let list = TermList(helpEntries.map { TermList.Entry($0.command, $0.label) })
    return list.lines(width: width ?? self.width).joined(separator: "\n") + "\n"
  }

  /// The in-app help as a screen, which the renderer draws like any other: the commands of
  /// the scene on top and the ones that work everywhere, each a field whose label is the
  /// command. A transcript in Markdown or JSON then holds help in its own format, not lines
  /// laid out for a terminal.
  ///
  /// Help is shown over the screen it describes, not pushed on the stack: its address is
  /// that screen's, which its commands act on, its `back` is where `back` from that screen
  /// leads, and its breadcrumb is the stack's titles from the root, then help's.
  ///
  /// ```swift
  /// session.helpScreen().blocks  // [.fields([Field("search TEXT", "Search by name"), …])]
  /// ```
  package func helpScreen() -> Screen {
    var screen = Screen(
      over: currentScreen(), title: strings.helpAction,
      blocks: [
        .fields(helpEntries.map { Field($0.command, $0.label, key: $0.name.word) })
      ])
    screen.scene = Action.Name.help.word
    return screen
  }

  /// The scene on top's offered actions with their help words, then `goto`, `help` and
  /// `quit`: what both forms of the help list.
  private var helpEntries: [(name: Action.Name, command: String, label: String)] {
    Action.helpEntries(of: navigator.top?.offeredActions ?? [], in: strings.language)
  }
}

extension Screen {
  /// A screen shown over `screen` without being pushed on the stack (help, the inspector):
  /// `screen`'s address, since commands act there, and its `back`, since `back` leaves
  /// `screen`; `screen`'s breadcrumb (the stack's titles) then `title` as the breadcrumb.
  init(over screen: Screen, title: String, blocks: [Block]) {
    let path = screen.breadcrumb.isEmpty ? [screen.title] : screen.breadcrumb
    self.init(
      title: title, breadcrumb: path + [title], blocks: blocks, address: screen.address,
      back: screen.back)
  }
}
