import Rendering

/// A page that shows one name wherever a page can, and the text work a renderer spends on it,
/// counted with `TextWork` rather than timed: a name of controls costs work linear in its
/// length in every renderer.
///
/// ```swift
/// let small = LongNameWork.count(name: bells(40_000)) { PlainTextRenderer().render($0, in: $1) }
/// ```
public enum LongNameWork {
  /// `count` BEL characters (U+0007), the control that made rendering superlinear.
  public static func bells(_ count: Int) -> String {
    String(repeating: "\u{7}", count: count)
  }

  /// A player's page as the demo builds it, `name` as its title, in its breadcrumb, in a
  /// table cell, as a field value, in a paragraph, an option, a search field and an image's
  /// alternative text.
  public static func screen(name: String) -> Screen {
    Screen(
      title: name,
      breadcrumb: ["Players", name],
      blocks: [
        .search(SearchField(label: "Search", text: name)),
        .table(
          Table(
            columns: [
              Table.Column("No.", alignment: .trailing), Table.Column("Name", isFlexible: true),
            ],
            rows: [Table.Row(["7", Table.Cell(name)])], selectedRow: 0)),
        .fields([Field("Name", name), Field("Number", "7")]),
        .text(name),
        .options(OptionList(options: [OptionList.Option(key: "1", label: name)], selectedIndex: 0)),
        .image(ImageReference(url: "https://example.com/p.png", alternativeText: name)),
      ],
      actions: [ScreenAction(command: "back", label: "Back")])
  }

  /// The bytes of text work that `render` spends on ``screen(name:)``, 80 columns wide.
  public static func count(
    name: String, render: (Screen, RenderContext) -> String
  ) -> Int {
    let screen = screen(name: name)
    let work = TextWork()
    work.measure { _ = render(screen, RenderContext(width: 80)) }
    return work.bytes
  }
}
