extension Command.Name {
  /// `search TEXT` or `/TEXT`.
  public static let search = Command.Name("search")
  /// `clear`: clear the search.
  public static let clear = Command.Name("clear")
  /// `filter` or `filter NAME`.
  public static let filter = Command.Name("filter")
  /// `open N`.
  public static let open = Command.Name("open")
  /// `next`: the next page.
  public static let next = Command.Name("next")
  /// `prev`: the previous page.
  public static let previous = Command.Name("prev")
  /// `refresh`: load the feed again.
  public static let refresh = Command.Name("refresh")
}

extension Command {
  /// `search TEXT` or `/TEXT`; `search` alone clears.
  public static func search(_ text: String) -> Command { Command(.search, argument: text) }
  /// `clear`
  public static let clear = Command(.clear)
  /// `filter` (no argument) or `filter NAME`.
  public static func filter(_ name: String?) -> Command { Command(.filter, argument: name) }
  /// `open N`, with N as typed.
  public static func open(_ row: String) -> Command { Command(.open, argument: row) }
  /// `next`
  public static let next = Command(.next)
  /// `prev`
  public static let previous = Command(.previous)
  /// `refresh`
  public static let refresh = Command(.refresh)
}

extension SceneDescription {
  /// The list: its route (``PlayerListRoute``) and its commands.
  package static let playerList = SceneDescription(
    routes: [PlayerListRoute.self],
    commands: [
      CommandDescription(
        .search, words: ["search"], prefix: "/", argument: .textOr(.clear),
        usage: "search TEXT, /TEXT", summary: "search names (case and accents ignored)"),
      CommandDescription(
        .clear, words: ["clear"], usage: "clear", summary: "clear the search (the filter stays)"),
      CommandDescription(
        .filter, words: ["filter", "filters"], argument: .optional, usage: "filter [NAME]",
        summary: "open the filter picker; with NAME, choose that filter"),
      CommandDescription(
        .open, words: ["open"], argument: .text, usage: "open N",
        summary: "show the player on row N of the list"),
      CommandDescription(
        .next, words: ["next"], usage: "next, prev", summary: "move through the list's pages"),
      CommandDescription(.previous, words: ["prev", "previous"], usage: nil),
      CommandDescription(
        .refresh, words: ["refresh"], usage: "refresh", summary: "load the feed again"),
    ])
}
