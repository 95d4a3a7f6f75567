/// A fenced Swift block of a Markdown guide, with the marker comment that says how it is checked.
///
/// A marker is an HTML comment on the last non-blank line before the fence (invisible on the
/// forge, removed from the DocC articles):
///
/// - `<!-- quote: Sources/MVVMC/Choosing/PickerCoordinator.swift -->`: the block is an excerpt
///   of that file. A line `// …` in the block stands for lines left out.
/// - `<!-- synopsis: Sources/MVVMC/Binding/Dynamic.swift, Sources/MVVMC/Binding/Dynamic+Derived.swift -->`: the
///   block sums up declarations; every name it declares is declared in those files.
/// - `<!-- unchecked: why -->`: neither applies (a fragment of another package's manifest).
struct GuideCodeBlock: Equatable {
  /// How the marker says to check the block.
  enum Check: Equatable {
    case quote(path: String)
    case synopsis(paths: [String])
    case unchecked(reason: String)
    /// No marker, or one this checker does not know.
    case none
  }

  /// The guide, as a path from the package root.
  var guide: String
  /// The line of the opening fence, from 1.
  var line: Int
  var check: Check
  /// The block's lines, without the fence's indentation.
  var lines: [String]

  /// The fenced `swift` blocks of `markdown`, in order.
  static func blocks(in markdown: String, guide: String) -> [GuideCodeBlock] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [GuideCodeBlock] = []
    var index = 0
    var lastNonBlank: String?
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingWhitespace()
      guard trimmed.hasPrefix("```") else {
        if !trimmed.isEmpty { lastNonBlank = trimmed }
        index += 1
        continue
      }
      // A fence: find its end, whatever the language, so a ``` inside another block is skipped.
      let indentation = line.prefix { $0 == " " }.count
      var end = index + 1
      while end < lines.count && lines[end].trimmingWhitespace() != "```" { end += 1 }
      if trimmed == "```swift" {
        let body = lines[(index + 1)..<min(end, lines.count)].map {
          String($0.dropLeadingSpaces(indentation))
        }
        blocks.append(
          GuideCodeBlock(
            guide: guide, line: index + 1, check: Check(marker: lastNonBlank), lines: body))
      }
      lastNonBlank = nil
      index = end + 1
    }
    return blocks
  }
}

extension GuideCodeBlock.Check {
  init(marker: String?) {
    guard let marker, marker.hasPrefix("<!--"), marker.hasSuffix("-->") else {
      self = .none
      return
    }
    let content = marker.dropFirst(4).dropLast(3).trimmingWhitespace()
    guard let colon = content.firstIndex(of: ":") else {
      self = .none
      return
    }
    let kind = content[..<colon].trimmingWhitespace()
    let argument = content[content.index(after: colon)...].trimmingWhitespace()
    switch kind {
    case "quote" where !argument.isEmpty:
      self = .quote(path: argument)
    case "synopsis" where !argument.isEmpty:
      self = .synopsis(paths: argument.split(separator: ",").map { $0.trimmingWhitespace() })
    case "unchecked" where !argument.isEmpty:
      self = .unchecked(reason: argument)
    default:
      self = .none
    }
  }
}

extension StringProtocol {
  func trimmingWhitespace() -> String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }

  func dropLeadingSpaces(_ count: Int) -> Substring {
    let spaces = prefix { $0 == " " }.count
    return Substring(self).dropFirst(Swift.min(spaces, count))
  }
}
