extension String {
  /// The string as literal Markdown text: it shows as itself and adds no structure.
  ///
  /// Data from a feed may hold Markdown syntax (`**bold**`, `[x](javascript:alert(1))`, `|` that
  /// would split a table cell), HTML (`<script>`) or terminal controls. Three steps neutralise it:
  ///
  /// 1. ``Swift/String/sanitizedForTerminal`` makes every control character visible (`^[`,
  ///    `<U+202E>`); a newline becomes `^J`, so data cannot end a table row or a paragraph.
  /// 2. Every ASCII punctuation character gets a backslash before it. CommonMark allows that
  ///    escape before any ASCII punctuation and shows the character itself, so `*`, `_`, `` ` ``,
  ///    `[`, `]`, `(`, `)`, `<`, `>`, `&`, `!`, `#`, `~` and `|` (in a GFM table too) lose their
  ///    meaning, whatever their position. No data is ever put in a code span.
  /// 3. A WORD JOINER (U+2060, written as the entity `&#8288;`) follows every `@`.
  ///    GitHub's autolink extension finds `www.` and `https://` in the raw text, where the
  ///    backslashes of step 2 already break them (`www\.`, `https\:\/\/`), but it finds
  ///    e-mail addresses (`name@example.com`, also behind `mailto:` and `xmpp:`) after escapes
  ///    are resolved, so backslashes cannot stop them. The invisible joiner right after `@`
  ///    means no domain follows it, and the address stays text.
  ///
  /// Whitespace at both ends is dropped: four leading spaces would start a code block, and
  /// emphasis markers next to a space are not emphasis.
  ///
  /// ```swift
  /// "**bold** | <b>".markdownEscaped        // "\\*\\*bold\\*\\* \\| \\<b\\>"
  /// "a@b.fr".markdownEscaped                // "a\\@&#8288;b\\.fr"
  /// "Kylian\u{1B}[2J".markdownEscaped       // "Kylian\\^\\[\\[2J"
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string.
  var markdownEscaped: String {
    let visible = sanitizedForTerminal.trimmingMarkdownWhitespace
    var result = ""
    result.reserveCapacity(visible.utf8.count + visible.utf8.count / 4)
    for scalar in visible.unicodeScalars {
      if scalar.isASCIIPunctuation {
        result.append("\\")
      }
      result.unicodeScalars.append(scalar)
      if scalar == "@" {
        result.append("&#8288;")
      }
    }
    return result
  }

  /// The string without whitespace at either end.
  private var trimmingMarkdownWhitespace: Substring {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return self[first...last]
  }
}
