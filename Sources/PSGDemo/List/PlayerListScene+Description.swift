import MVVMC

extension Action.Name {
  /// `search TEXT` or `/TEXT`.
  package static let search = Action.Name("search")
  /// `clear`: clear the search.
  package static let clear = Action.Name("clear")
  /// `filter` or `filter NAME`.
  package static let filter = Action.Name("filter")
  /// `open N`.
  package static let open = Action.Name("open")
  /// `next`: the next page.
  package static let next = Action.Name("next")
  /// `prev`: the previous page.
  package static let previous = Action.Name("prev")
  /// `refresh`: load the feed again.
  package static let refresh = Action.Name("refresh")
}

extension Command {
  /// `search TEXT` or `/TEXT`; `search` alone clears.
  package static func search(_ text: String) -> Command { Command(.search, argument: text) }
  /// `clear`
  package static let clear = Command(.clear)
  /// `filter` (no argument) or `filter NAME`.
  package static func filter(_ name: String?) -> Command { Command(.filter, argument: name) }
  /// `open N`, with N as typed.
  package static func open(_ row: String) -> Command { Command(.open, argument: row) }
  /// `next`
  package static let next = Command(.next)
  /// `prev`
  package static let previous = Command(.previous)
  /// `refresh`
  package static let refresh = Command(.refresh)
}

extension Action {
  /// `search TEXT`, `/TEXT` or the `/` key (the search field takes the focus).
  static let search = Action(
    .search, prefix: "/", argument: .textOr("TEXT", .clear), key: .character("/"),
    label: { DemoStrings($0).searchAction },
    hint: { DemoStrings($0).searchKeyAction },
    helpUsage: "search TEXT, /TEXT", summary: { DemoStrings($0).searchSummary })
  /// `clear`
  static let clear = Action(
    .clear, label: { DemoStrings($0).clearAction },
    summary: { DemoStrings($0).clearSummary })
  /// `filter [NAME]` or the `f` key: the picker, or a filter chosen at once.
  static let filter = Action(
    .filter, aliases: ["filters"], argument: .optional("NAME"), key: .character("f"),
    label: { DemoStrings($0).filterAction },
    hint: { DemoStrings($0).filterKeyAction },
    summary: { DemoStrings($0).filterSummary })
  /// `open N`, or `Enter` on the selected row.
  static let openRow = Action(
    .open, argument: .text("N"), key: .enter, label: { DemoStrings($0).openAction },
    hint: { DemoStrings($0).openKeyAction },
    summary: { DemoStrings($0).openRowSummary })
  /// `next` (or `page-down`): the next page, in every scene that pages.
  static let next = Action(
    .next, aliases: ["page-down"], label: { DemoStrings($0).nextAction }, helpUsage: "next, prev",
    summary: { DemoStrings($0).pagesSummary })
  /// `prev`, `previous` or `page-up`: the previous page.
  static let previous = Action(
    .previous, aliases: ["previous", "page-up"], label: { DemoStrings($0).previousAction },
    isInHelp: false)
  /// `refresh` or the `r` key: load the feed again.
  static let refresh = Action(
    .refresh, key: .character("r"), label: { DemoStrings($0).refreshAction },
    hint: { DemoStrings($0).reloadKeyAction },
    summary: { DemoStrings($0).refreshSummary })
}
