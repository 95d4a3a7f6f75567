import MarkdownRendering
import Rendering
import Testing

@Suite struct MarkdownEscapingTests {
  /// Hostile data and the exact text the renderer writes for it.
  static let escapes: [(data: String, markdown: String)] = [
    ("Kylian MBAPPÉ", #"Kylian MBAPPÉ"#),
    ("Clear\u{1B}[2J", #"Clear^\[\[2J"#),
    ("Copy\u{1B}]52;c;aGk=\u{7}", #"Copy^\[\]52;c;aGk=^G"#),
    ("CSI\u{9B}31m", #"CSI\<U+009B>31m"#),
    ("evil\u{202E}gnp.exe", #"evil\<U+202E>gnp.exe"#),
    ("NUL\u{0}byte", #"NUL^@&#8288;byte"#),
    ("two\nlines", #"two^Jlines"#),
    ("a | b", #"a \| b"#),
    ("`code` ``x``", #"\`code\` \`\`x\`\`"#),
    ("<script>alert(1)</script>", #"\<script>alert(1)\</script>"#),
    ("[x](javascript:alert(1))", #"\[x\](javascript:alert(1))"#),
    ("**bold** _it_ ~~s~~", #"\*\*bold\*\* \_it\_ \~\~s\~\~"#),
    ("![img](x.png)", #"!\[img\](x.png)"#),
    ("# Title", ##"\# Title"##),
    ("Title #", ##"Title \#"##),
    ("#hashtag", "#hashtag"),
    ("1. item", #"1\. item"#),
    ("12) item", #"12\) item"#),
    ("- item", #"\- item"#),
    ("+ item", #"\+ item"#),
    ("> quote", #"\> quote"#),
    ("&amp; &#65; &#x41;", ##"\&amp; \&#65; \&#x41;"##),
    ("Tom & Jerry &co", "Tom & Jerry &co"),
    (#"back\slash"#, #"back\slash"#),
    (#"back\*slash\"#, #"back\\\*slash\\"#),
    ("www.example.com", #"www\.example.com"#),
    ("https://example.com", #"https\://example.com"#),
    ("me@example.com", #"me@&#8288;example.com"#),
    ("snake_case and _it_", #"snake_case and \_it\_"#),
    ("20/12/1998, No. 7: Filter: a < b > c", "20/12/1998, No. 7: Filter: a < b > c"),
    ("    indented", #"indented"#),
    ("Ángel DI MARÍA", "Ángel DI MARÍA"),
  ]

  @Test(arguments: escapes)
  func escapesDataInHeadings(data: String, markdown: String) {
    let output = MarkdownRenderer().render(Screen(title: data), in: RenderContext())
    #expect(output == "# \(markdown)\n")
  }

  @Test func escapesDataInTableCells() {
    let table = Table(
      columns: [Table.Column("a|b"), Table.Column("`c`")],
      rows: [Table.Row(["x\ny", "<b>"])])
    let output = MarkdownRenderer().render(
      Screen(title: "T", blocks: [.table(table)]), in: RenderContext())
    #expect(
      output == #"""
        # T

        | a\|b | \`c\` |
        | --- | --- |
        | x^Jy | \<b> |

        """#)
  }

  /// Image addresses and the line written for each: an image only for a plain web address.
  static let images: [(url: String, markdown: String)] = [
    ("https://psg.fr/7.png", "![Alt](https://psg.fr/7.png)"),
    ("HTTP://psg.fr/7.png", "![Alt](HTTP://psg.fr/7.png)"),
    ("https://psg.fr/é.png?a=1&b=2", "![Alt](https://psg.fr/%C3%A9.png?a=1&b=2)"),
    ("https://psg.fr/a\\b{c}|d^e`f", "![Alt](https://psg.fr/a%5Cb%7Bc%7D%7Cd%5Ee%60f)"),
    ("https://psg.fr/&lt;x", #"**Image:** Alt (https\://psg.fr/\&lt;x)"#),
    ("https://psg.fr/a&b=1;c&;", "![Alt](https://psg.fr/a&b=1;c&;)"),
    (
      "https://psg.fr/x&#41;&#x202E;gnp&#27;[2J&#32;.png",
      ##"**Image:** Alt (https\://psg.fr/x\&#41;\&#x202E;gnp\&#27;\[2J\&#32;.png)"##
    ),
    ("javascript:alert(1)", #"**Image:** Alt (javascript:alert(1))"#),
    ("data:image/png;base64,AAAA", #"**Image:** Alt (data:image/png;base64,AAAA)"#),
    ("https://psg.fr/a b.png", #"**Image:** Alt (https\://psg.fr/a b.png)"#),
    ("https://psg.fr/a.png)x", #"**Image:** Alt (https\://psg.fr/a.png)x)"#),
    ("https://psg.fr/\"x", #"**Image:** Alt (https\://psg.fr/"x)"#),
    ("https://psg.fr/<x>", #"**Image:** Alt (https\://psg.fr/\<x>)"#),
    ("https://psg.fr/\u{202E}gnp", #"**Image:** Alt (https\://psg.fr/\<U+202E>gnp)"#),
    ("https://psg.fr/\u{9B}", #"**Image:** Alt (https\://psg.fr/\<U+009B>)"#),
    ("https:///no-host", #"**Image:** Alt (https\:///no-host)"#),
    ("//psg.fr/7.png", #"**Image:** Alt (//psg.fr/7.png)"#),
    ("", "**Image:** Alt"),
  ]

  @Test(arguments: images)
  func embedsOnlyPlainWebAddresses(url: String, markdown: String) {
    let screen = Screen(
      title: "P", blocks: [.image(ImageReference(url: url, alternativeText: "Alt"))])
    #expect(MarkdownRenderer().render(screen, in: RenderContext()) == "# P\n\n\(markdown)\n")
  }
}
