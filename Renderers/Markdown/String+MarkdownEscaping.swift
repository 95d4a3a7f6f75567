import Rendering

extension String {
  /// The string as literal Markdown text: it shows as itself and adds no structure, with a
  /// backslash only where CommonMark or GitHub's extensions would otherwise read something.
  ///
  /// Data from a feed may hold Markdown syntax (`**bold**`, `[x](javascript:alert(1))`, `|` that
  /// would split a table cell), HTML (`<script>`) or terminal controls. The escaped text is
  /// written in a paragraph, a heading, a table cell, a list item, emphasis or a link's text,
  /// so it is escaped for all of them at once:
  ///
  /// 1. ``Swift/String/sanitizedForTerminal`` makes every control character visible (`^[`,
  ///    `<U+202E>`); a newline becomes `^J`, so data cannot end a table row or a paragraph.
  /// 2. A backslash goes before a character only where it has a meaning:
  ///    - anywhere: `*`, `` ` ``, `[`, `]`, `|` (a GFM table cell) and `~` (strikethrough);
  ///    - `_` unless it is inside a word (`snake_case` stays as it is);
  ///    - `<` before a letter, `/`, `!` or `?` (HTML and autolinks);
  ///    - `&` that starts a character reference (`&copy;`, `&#41;`), never a lone `&`;
  ///    - `\` before punctuation or at the end;
  ///    - at the start: `#` before a space or `#`, `>`, `-`, `+` before a space, and the `.` or
  ///      `)` after leading digits (`1.`), which would start a heading, a quote or a list; a
  ///      final run of `#` after a space, which a heading would drop;
  ///    - `:` before `//` and the `.` of `www.`, which GitHub would turn into links.
  ///    So `20/12/1998`, `No.`, `Filter: Goalkeepers` and `Tom & Jerry` are written as they are.
  /// 3. A WORD JOINER (U+2060, written as the entity `&#8288;`) follows every `@`. GitHub finds
  ///    e-mail addresses (`name@example.com`) after escapes are resolved, so no backslash stops
  ///    them; the invisible joiner right after `@` means no domain follows it, and the address
  ///    stays text.
  ///
  /// Whitespace at both ends is dropped: four leading spaces would start a code block, and
  /// emphasis markers next to a space are not emphasis.
  ///
  /// ```swift
  /// "**bold** | <b>".markdownEscaped        // "\\*\\*bold\\*\\* \\| \\<b>"
  /// "20/12/1998, No. & co".markdownEscaped  // "20/12/1998, No. & co"
  /// "# 1. a@b.fr".markdownEscaped           // "\\# 1. a@&#8288;b.fr"
  /// "Kylian\u{1B}[2J".markdownEscaped       // "Kylian^\\[\\[2J"
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the string: a character reference is
  ///   looked for only up to the next character that cannot continue one.
  var markdownEscaped: String { markdownEscaped(inTableCell: false) }

  /// The string as literal text in a GFM table cell: as ``markdownEscaped``, without the
  /// escapes for what only starts a block (a heading, a quote, a list), which a cell cannot hold.
  ///
  /// ```swift
  /// "#".markdownTableCellEscaped      // "#"
  /// "1. a | b".markdownTableCellEscaped  // "1. a \| b"
  /// ```
  var markdownTableCellEscaped: String { markdownEscaped(inTableCell: true) }

  private func markdownEscaped(inTableCell: Bool) -> String {
    let scalars = Array(sanitizedForTerminal.trimmingMarkdownWhitespace.unicodeScalars)
    let finalHashes = inTableCell ? nil : scalars.startOfFinalHashRun
    var leadingDigits = true
    var result = ""
    result.reserveCapacity(scalars.count + scalars.count / 8)
    for (index, scalar) in scalars.enumerated() {
      let previous = index > 0 ? scalars[index - 1] : nil
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      let atStart = index == 0 && !inTableCell
      let escaped: Bool
      switch scalar {
      case "*", "`", "[", "]", "|", "~":
        escaped = true
      case "_":
        escaped = !(previous?.isWordCharacter == true && next?.isWordCharacter == true)
      case "<":
        escaped = next.map { $0.isASCIILetter || $0 == "/" || $0 == "!" || $0 == "?" } ?? false
      case "&":
        escaped = scalars.startsCharacterReference(at: index)
      case "\\":
        escaped = next?.isASCIIPunctuation ?? true
      case "#":
        escaped = (atStart && (next == nil || next == " " || next == "#")) || index == finalHashes
      case ">":
        escaped = atStart
      case "-", "+":
        escaped = atStart && (next == nil || next == " " || scalar == "-")
      case ".", ")":
        escaped =
          (index > 0 && !inTableCell && leadingDigits && (next == nil || next == " "))
          || (scalar == "." && scalars.endsWithWWW(before: index))
      case ":":
        escaped = next == "/" && index + 2 < scalars.count && scalars[index + 2] == "/"
      default:
        escaped = false
      }
      leadingDigits = leadingDigits && ("0"..."9").contains(scalar) && index < 9
      if escaped { result.append("\\") }
      result.unicodeScalars.append(scalar)
      if scalar == "@" {
        result.append("&#8288;")
      }
    }
    TextWork.current?.add(scalars.count + result.utf8.count)
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

extension Array where Element == Unicode.Scalar {
  /// The index of the first `#` of a run of `#` that ends the text after a space (a heading's
  /// closing sequence, which a reader drops), or `nil`.
  fileprivate var startOfFinalHashRun: Int? {
    var start = count
    while start > 0, self[start - 1] == "#" { start -= 1 }
    guard start < count, start > 0, self[start - 1] == " " else { return nil }
    return start
  }

  /// Whether a character reference starts at `index` (an `&`): `&name;`, `&#123;` or `&#x1F;`.
  fileprivate func startsCharacterReference(at index: Int) -> Bool {
    var end = index + 1
    if end < count, self[end] == "#" {
      end += 1
      if end < count, self[end] == "x" || self[end] == "X" { end += 1 }
    }
    let start = end
    while end < count, end - start <= 32, self[end].isASCIILetter || ("0"..."9").contains(self[end])
    {
      end += 1
    }
    return end > start && end < count && self[end] == ";"
  }

  /// Whether `www` (any case) comes right before `index`, at the start or after a non-letter.
  fileprivate func endsWithWWW(before index: Int) -> Bool {
    guard index >= 3, self[(index - 3)..<index].allSatisfy({ $0 == "w" || $0 == "W" }) else {
      return false
    }
    return index == 3 || !self[index - 4].isASCIILetter
  }
}

extension Unicode.Scalar {
  /// `A`–`Z` and `a`–`z`.
  fileprivate var isASCIILetter: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self)
  }

  /// A letter or digit in any script: what an underscore inside a word sits between.
  fileprivate var isWordCharacter: Bool {
    properties.isAlphabetic || properties.numericType != nil
  }
}
