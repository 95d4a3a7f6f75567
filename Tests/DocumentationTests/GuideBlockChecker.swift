/// Checks a guide's Swift block against the files its marker names.
///
/// Lines are compared without their indentation (an excerpt of a method body is shown
/// unindented) and blank lines are ignored; everything else must match character for character.
struct GuideBlockChecker: Sendable {
  /// The text of a file, by its path from the package root; `nil` when there is none.
  var readFile: @Sendable (String) -> String?

  /// What is wrong with `block`; empty when it matches what its marker names.
  func problems(in block: GuideCodeBlock) -> [String] {
    switch block.check {
    case .quote(let path):
      guard let source = readFile(path) else { return ["it quotes \(path), which does not exist"] }
      return quoteProblems(block.lines, source: source, path: path)
    case .synopsis(let paths):
      var declared: Set<Declaration> = []
      for path in paths {
        guard let source = readFile(path) else {
          return ["it sums up \(path), which does not exist"]
        }
        declared.formUnion(Declaration.all(in: source))
      }
      return Declaration.all(in: block.lines.joined(separator: "\n"))
        .filter { !declared.contains($0) }
        .sorted { ($0.keyword, $0.name) < ($1.keyword, $1.name) }
        .map { "`\($0.keyword) \($0.name)` is not declared in \(paths.joined(separator: ", "))" }
    case .unchecked:
      return []
    case .none:
      return [
        "it has no marker: precede it with <!-- quote: PATH -->, <!-- synopsis: PATHS --> or "
          + "<!-- unchecked: WHY -->"
      ]
    }
  }

  /// The segments of `block` (split at `// …` lines) must appear in `source` in order, each as
  /// consecutive lines.
  private func quoteProblems(_ block: [String], source: String, path: String) -> [String] {
    let sourceLines = Self.comparableLines(source.split(separator: "\n").map(String.init))
    var segments: [[String]] = [[]]
    for line in Self.comparableLines(block) {
      if line == "// …" { segments.append([]) } else { segments[segments.count - 1].append(line) }
    }
    var searchStart = 0
    for segment in segments where !segment.isEmpty {
      if let start = Self.firstIndex(of: segment, in: sourceLines, from: searchStart) {
        searchStart = start + segment.count
        continue
      }
      let differing = Self.firstUnmatchedLine(of: segment, in: sourceLines, from: searchStart)
      return ["the line `\(differing)` is not in \(path) where the excerpt puts it"]
    }
    return []
  }

  private static func comparableLines(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
  }

  private static func firstIndex(of segment: [String], in lines: [String], from start: Int) -> Int?
  {
    // A segment that no longer fits after `start` is a drift to report, not a trap.
    guard segment.count <= lines.count, start <= lines.count - segment.count else { return nil }
    return (start...(lines.count - segment.count)).first { candidate in
      lines[candidate..<(candidate + segment.count)].elementsEqual(segment)
    }
  }

  // The segment's line after its longest prefix that appears in `lines`: the one that drifted.
  private static func firstUnmatchedLine(of segment: [String], in lines: [String], from start: Int)
    -> String
  {
    var longest = 0
    for candidate in min(start, lines.count)..<lines.count {
      var length = 0
      while length < segment.count, candidate + length < lines.count,
        lines[candidate + length] == segment[length]
      {
        length += 1
      }
      longest = max(longest, length)
    }
    return segment[min(longest, segment.count - 1)]
  }
}

/// A name a Swift text declares, with its keyword: `func bind`, `case cancelled`, `class Dynamic`.
struct Declaration: Hashable {
  var keyword: String
  var name: String

  private static let keywords: Set<String> = [
    "func", "var", "let", "class", "struct", "enum", "protocol", "typealias", "case",
  ]

  /// Every declaration in `text`, ignoring comments; `case a(Int), b` declares `a` and `b`.
  static func all(in text: String) -> Set<Declaration> {
    var found: Set<Declaration> = []
    for line in text.split(separator: "\n") {
      let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
      let tokens = Self.tokens(in: code)
      for (index, token) in tokens.enumerated() where keywords.contains(token) {
        guard index + 1 < tokens.count, let first = tokens[index + 1].first,
          first.isLetter || first == "_"
        else { continue }
        found.insert(Declaration(keyword: token, name: tokens[index + 1]))
        guard token == "case" else { continue }
        // More cases on the line: identifiers after a comma outside parentheses.
        var depth = 0
        for (offset, next) in tokens[(index + 2)...].enumerated() {
          if next == "(" { depth += 1 } else if next == ")" { depth -= 1 }
          let position = index + 2 + offset
          if depth == 0, next == ",", position + 1 < tokens.count,
            tokens[position + 1].first?.isLetter == true
          {
            found.insert(Declaration(keyword: "case", name: tokens[position + 1]))
          }
        }
      }
    }
    return found
  }

  // Identifiers, and each other non-space character as a token of its own.
  private static func tokens(in code: Substring) -> [String] {
    var tokens: [String] = []
    var current = ""
    for character in code {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
        continue
      }
      if !current.isEmpty { tokens.append(current) }
      current = ""
      if !character.isWhitespace && character != "`" { tokens.append(String(character)) }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }
}
