extension MarkupLanguage {
  /// HTML, read as a browser would for what matters to the checks.
  ///
  /// Visible text: the text between tags with character references decoded (`&amp;`,
  /// `&#201;`, `&#xC9;` and the common named ones), without the contents of `<style>`,
  /// `<script>` and comments, plus the values of `alt`, `title` and `src`, which say what a
  /// picture is and where, and of `value` and `placeholder`, which a field shows. Markup: every start tag as an element, each of its attributes, an
  /// `<a>` with `href` as a link and an `<img>` as an image; comments and declarations are
  /// elements named `!--` and `!doctype`.
  ///
  /// ```swift
  /// MarkupLanguage.html.visibleText(of: "<p>Pipe &amp; <b>bold</b></p>")  // "Pipe & bold"
  /// ```
  public static let html = MarkupLanguage(name: "HTML", reader: HTMLReader.self)
}

/// A small, forgiving reader of HTML: enough to tell markup from text, never a validator.
///
/// It reads in one pass, in time linear in the length of the source.
struct HTMLReader: MarkupReader {
  let source: String

  /// What the reader found.
  struct Reading {
    var visibleText = ""
    var markup: [MarkupItem] = []
  }

  func read() -> (visibleText: String, markup: [MarkupItem]) {
    var reading = Reading()
    let scalars = Array(source.unicodeScalars)
    var index = 0
    var text = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "<", index + 1 < scalars.count, scalars[index + 1].startsMarkup else {
        text.append(scalar)
        index += 1
        continue
      }
      reading.visibleText += String(text).decodingCharacterReferences
      text = String.UnicodeScalarView()
      index = readMarkup(scalars, at: index, into: &reading)
    }
    reading.visibleText += String(text).decodingCharacterReferences
    return (reading.visibleText, reading.markup)
  }

  /// Reads the tag, comment or declaration starting at `start` (a `<`) and returns the index
  /// after it.
  private func readMarkup(
    _ scalars: [Unicode.Scalar], at start: Int, into reading: inout Reading
  ) -> Int {
    if scalars.matches("<!--", at: start) {
      let end = scalars.index(after: "-->", from: start + 4) ?? scalars.count
      reading.markup.append(
        MarkupItem(.element, name: "!--", source: scalars.excerpt(start, end)))
      return end
    }
    let end = scalars.endOfTag(from: start + 1)
    let tag = scalars.excerpt(start, end)
    let parsed = Tag(parsing: Array(scalars[(start + 1)..<max(start + 1, end - 1)]))
    if parsed.isClosing { return end }
    reading.markup.append(MarkupItem(.element, name: parsed.name, source: tag))
    // A declaration such as `<!DOCTYPE html>` has words, not attributes.
    if parsed.name.starts(with: "!") || parsed.name.starts(with: "?") { return end }
    for (name, value) in parsed.attributes {
      reading.markup.append(MarkupItem(.attribute, name: name, source: tag))
      if ["alt", "title", "src", "value", "placeholder"].contains(name) {
        reading.visibleText += " " + value.decodingCharacterReferences + " "
      }
    }
    let attributeNames = parsed.attributes.map(\.name)
    if parsed.name == "a", attributeNames.contains("href") {
      reading.markup.append(MarkupItem(.link, source: tag))
    }
    if parsed.name == "img" { reading.markup.append(MarkupItem(.image, source: tag)) }
    // Raw text elements: their content is not markup, and not text a reader sees.
    if parsed.name == "style" || parsed.name == "script" {
      let closing = "</" + parsed.name
      guard let close = scalars.index(ofCaseInsensitive: closing, from: end) else {
        return scalars.count
      }
      return scalars.endOfTag(from: close + 1)
    }
    return end
  }

  /// A tag's name and attributes.
  private struct Tag {
    var name = ""
    var isClosing = false
    var attributes: [(name: String, value: String)] = []

    init(parsing inside: [Unicode.Scalar]) {
      var index = 0
      if index < inside.count, inside[index] == "/" {
        isClosing = true
        index += 1
      }
      name = Self.word(inside, &index).lowercased()
      while index < inside.count {
        if inside[index].properties.isWhitespace || inside[index] == "/" {
          index += 1
          continue
        }
        let attribute = Self.word(inside, &index).lowercased()
        guard !attribute.isEmpty else {
          index += 1
          continue
        }
        var value = ""
        if index < inside.count, inside[index] == "=" {
          index += 1
          value = Self.value(inside, &index)
        }
        attributes.append((attribute, value))
      }
    }

    private static func word(_ scalars: [Unicode.Scalar], _ index: inout Int) -> String {
      var word = String.UnicodeScalarView()
      while index < scalars.count, !scalars[index].properties.isWhitespace,
        !"/=>".unicodeScalars.contains(scalars[index])
      {
        word.append(scalars[index])
        index += 1
      }
      return String(word)
    }

    private static func value(_ scalars: [Unicode.Scalar], _ index: inout Int) -> String {
      guard index < scalars.count else { return "" }
      var value = String.UnicodeScalarView()
      let quote = scalars[index]
      if quote == "\"" || quote == "'" {
        index += 1
        while index < scalars.count, scalars[index] != quote {
          value.append(scalars[index])
          index += 1
        }
        index += 1
      } else {
        while index < scalars.count, !scalars[index].properties.isWhitespace {
          value.append(scalars[index])
          index += 1
        }
      }
      return String(value)
    }
  }
}

extension Unicode.Scalar {
  /// Whether a `<` followed by this scalar starts markup in HTML: a letter (a tag), `/` (an end
  /// tag), `!` (a comment or declaration) or `?`.
  fileprivate var startsMarkup: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || "/!?".unicodeScalars.contains(self)
  }
}

extension Array where Element == Unicode.Scalar {
  /// Whether `text` starts at `index`.
  fileprivate func matches(_ text: String, at index: Int) -> Bool {
    let wanted = Array(text.unicodeScalars)
    guard index + wanted.count <= count else { return false }
    return self[index..<(index + wanted.count)].elementsEqual(wanted)
  }

  /// The index just after the first `text` at or after `start`.
  fileprivate func index(after text: String, from start: Int) -> Int? {
    let wanted = Array(text.unicodeScalars)
    var index = start
    while index + wanted.count <= count {
      if self[index..<(index + wanted.count)].elementsEqual(wanted) { return index + wanted.count }
      index += 1
    }
    return nil
  }

  /// The index of the first `text` at or after `start`, ignoring ASCII case.
  fileprivate func index(ofCaseInsensitive text: String, from start: Int) -> Int? {
    let wanted = Array(text.lowercased().unicodeScalars)
    var index = start
    while index + wanted.count <= count {
      let candidate = self[index..<(index + wanted.count)].map {
        ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0
      }
      if candidate.elementsEqual(wanted) { return index }
      index += 1
    }
    return nil
  }

  /// The index after the `>` that ends the tag whose name starts at `start`, skipping quoted
  /// attribute values; the end of the source if there is none.
  fileprivate func endOfTag(from start: Int) -> Int {
    var index = start
    var quote: Unicode.Scalar?
    while index < count {
      let scalar = self[index]
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == ">" {
        return index + 1
      }
      index += 1
    }
    return count
  }

  /// The scalars from `start` to `end` as a string.
  fileprivate func excerpt(_ start: Int, _ end: Int) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: self[start..<Swift.min(end, count)])
    return String(view)
  }
}
