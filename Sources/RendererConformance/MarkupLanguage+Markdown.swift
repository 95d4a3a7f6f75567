extension MarkupLanguage {
  /// GitHub-flavoured Markdown, read the way the conformance kit needs: markup is what is not
  /// escaped with a backslash.
  ///
  /// Visible text: the output with backslash escapes removed and the character references that
  /// are not escaped (`&#201;`, not `\&#201;`) decoded.
  /// Markup: inline HTML (an unescaped `<` before a letter, `/` or `!`) as an element, each
  /// `[text](destination)` as a link and `![alt](source)` as an image, and every unescaped
  /// `*`, `_`, `~` and backtick outside link destinations as formatting.
  ///
  /// ```swift
  /// MarkupLanguage.markdown.markup(of: "[**x**](a.md) \\*")
  /// // [formatting *, formatting *, formatting *, formatting *, link]
  /// ```
  public static let markdown = MarkupLanguage(
    name: "Markdown",
    visibleText: markdownVisibleText(of:),
    markup: markdownMarkup(of:))

  private static func markdownVisibleText(of output: String) -> String {
    var text = ""
    var pending = String.UnicodeScalarView()
    var scalars = output.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        pending.append(scalar)
        continue
      }
      // An escaped character is literal: flush what comes before it, decoded.
      text += String(pending).decodingCharacterReferences
      pending = String.UnicodeScalarView()
      guard let next = scalars.next() else {
        text += "\\"
        break
      }
      if !next.isASCIIPunctuation { text += "\\" }
      text.unicodeScalars.append(next)
    }
    return text + String(pending).decodingCharacterReferences
  }

  private static func markdownMarkup(of output: String) -> [MarkupItem] {
    let scalars = Array(output.unicodeScalars)
    var items: [MarkupItem] = []
    // Unescaped `[` positions still open, and whether each follows an unescaped `!`.
    var openBrackets: [(index: Int, isImage: Bool)] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "\\":
        index += 2
        continue
      case "<" where index + 1 < scalars.count && scalars[index + 1].startsInlineHTML:
        let name = scalars[(index + 1)...].prefix {
          $0.properties.isAlphabetic || $0 == "/" || $0 == "!"
        }
        items.append(
          MarkupItem(
            .element, name: String(String.UnicodeScalarView(name)).lowercased(),
            source: excerpt(scalars, from: index)))
      case "[":
        openBrackets.append(
          (index, index > 0 && scalars[index - 1] == "!" && !isEscaped(scalars, index - 1)))
      case "]":
        if let open = openBrackets.popLast(), index + 1 < scalars.count, scalars[index + 1] == "(" {
          items.append(
            MarkupItem(open.isImage ? .image : .link, source: excerpt(scalars, from: open.index)))
          // The destination is the renderer's address, not text: skip to its `)`.
          index += 2
          while index < scalars.count, scalars[index] != ")" { index += 1 }
        }
      case "*", "_", "~", "`":
        items.append(
          MarkupItem(.formatting, name: String(scalar), source: excerpt(scalars, from: index)))
      default:
        break
      }
      index += 1
    }
    return items
  }

  private static func isEscaped(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    var backslashes = 0
    var before = index - 1
    while before >= 0, scalars[before] == "\\" {
      backslashes += 1
      before -= 1
    }
    return backslashes % 2 == 1
  }

  private static func excerpt(_ scalars: [Unicode.Scalar], from start: Int) -> String {
    let line = scalars[start...].prefix { $0 != "\n" }.prefix(60)
    return String(String.UnicodeScalarView(line))
  }
}

extension Unicode.Scalar {
  /// Whether a `<` followed by this scalar starts inline HTML or an autolink in Markdown.
  fileprivate var startsInlineHTML: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || "/!?".unicodeScalars.contains(self)
  }
}
