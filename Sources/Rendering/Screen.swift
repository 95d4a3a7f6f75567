/// What a scene shows, described without saying how: the value every renderer turns into text.
///
/// A `Screen` is built by a scene from its view model's current values and handed to a
/// ``Renderer``. It names no colour, no width and no markup, so the same screen can be printed
/// as plain text, as ANSI colour or as a Markdown document.
///
/// Every string in a screen is *data*: it may come from an untrusted feed and hold control
/// characters, Markdown punctuation or bidirectional overrides. Renderers neutralise it for their
/// medium (see ``Swift/String/sanitizedForTerminal``).
///
/// A screen may also say where it is and where the user can go: its ``address``, where ``back``
/// leads, and a ``Destination`` on table rows and options. Renderers that can link (HTML,
/// Markdown) turn them into links; terminal renderers ignore them.
///
/// ```swift
/// let screen = Screen(
///   title: "Players",
///   breadcrumb: ["Players"],
///   blocks: [
///     .search(SearchField(label: "Search", text: "mba")),
///     .table(Table(
///       columns: [Table.Column("No.", alignment: .trailing), Table.Column("Name")],
///       rows: [Table.Row(["7", "Kylian MBAPPÉ"])])),
///   ],
///   actions: [ScreenAction(command: "open N", label: "Show player N")],
///   address: Destination("players?search=mba"))
/// ```
public struct Screen: Equatable, Hashable, Sendable {
  /// The scene's title, shown as a heading.
  public var title: String
  /// The titles of the scenes from the root of the navigation stack to this one, in order.
  public var breadcrumb: [String]
  /// What the scene shows, top to bottom.
  public var blocks: [Block]
  /// What the user can do here, in the order the scene suggests them.
  public var actions: [ScreenAction]
  /// The address that shows this screen, such as `player/7`, when the app has one: a linking
  /// renderer can name the page after it, a host can print it so the user can come back.
  public var address: Destination?
  /// Where leaving this screen leads, such as the list under a player's page; `nil` at the root.
  /// A linking renderer links the breadcrumb's parent entry there.
  public var back: Destination?
  /// Which scene the screen shows, as an id for programs that is never translated, such as
  /// `players`, `player` or `help`; `nil` when the app names none. The navigator fills it in
  /// from the scene's route segment (`RouteSegment.sceneID` in `MVVMC`).
  public var scene: String?

  /// Creates a screen.
  public init(
    title: String,
    breadcrumb: [String] = [],
    blocks: [Block] = [],
    actions: [ScreenAction] = [],
    address: Destination? = nil,
    back: Destination? = nil,
    scene: String? = nil
  ) {
    self.title = title
    self.breadcrumb = breadcrumb
    self.blocks = blocks
    self.actions = actions
    self.address = address
    self.back = back
    self.scene = scene
  }
}
