/// The package's targets and what each depends on: read from the manifest's text, or from the
/// graph that `Docs/Architecture.md` draws between its markers.
struct TargetGraph {
  /// Each target's dependencies, by the target's name.
  var dependencies: [String: Set<String>]
  /// The targets in the order they are written.
  var order: [String] = []

  /// The targets of a `Package.swift`: every `.target`, `.executableTarget` and `.testTarget`
  /// in its `targets:` array, with the names in its `dependencies:` (a string, or the `name:` of
  /// `.product(name:package:)` or `.target(name:)`). `nil` when there is no `targets:` array.
  init?(manifest: String) {
    let tokens = SwiftToken.tokens(in: manifest)
    guard let array = Self.array(labelled: "targets", in: tokens[...]) else { return nil }
    dependencies = [:]
    for element in Self.elements(of: array) {
      let head = element.prefix(2).map(\.text)
      guard head.count == 2, head[0] == ".", Self.targetKinds.contains(head[1]),
        let name = Self.string(labelled: "name", in: element)
      else { continue }
      order.append(name)
      let entries = Self.array(labelled: "dependencies", in: element).map(Self.elements) ?? []
      dependencies[name] = Set(
        entries.compactMap { entry in
          guard let first = entry.first else { return nil }
          return first.kind == .string
            ? Self.unquoted(first.text) : Self.string(labelled: "name", in: entry)
        })
    }
  }

  /// The lines `Target → A, B` (or `Target → nothing`) between `<!-- target-graph -->` and
  /// `<!-- /target-graph -->`; an indented line without an arrow continues the list above it,
  /// fences and blank lines are skipped. `nil` without both markers.
  init?(markdown: String) {
    guard let start = markdown.range(of: Self.startMarker),
      let end = markdown.range(of: Self.endMarker, range: start.upperBound..<markdown.endIndex)
    else { return nil }
    dependencies = [:]
    var target: String?
    for line in markdown[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let parts = line.components(separatedBy: "→")
      let list: String
      if parts.count == 2 {
        target = parts[0].trimmingWhitespace()
        order.append(parts[0].trimmingWhitespace())
        list = parts[1]
      } else if parts.count == 1, line.first == " ", target != nil {
        list = parts[0]
      } else {
        target = nil
        continue
      }
      guard let target else { continue }
      let names = list.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
      dependencies[target, default: []].formUnion(names == ["nothing"] ? [] : names)
    }
  }

  /// The manifest's kinds of target.
  static let targetKinds: Set<String> = [
    "target", "executableTarget", "testTarget", "macro", "plugin", "binaryTarget",
    "systemLibrary",
  ]

  static let startMarker = "<!-- target-graph -->"
  static let endMarker = "<!-- /target-graph -->"

  /// The dependencies written after the target that depends on them, as `Target → Dependency`.
  var dependenciesBelowTheirTargets: [String] {
    order.enumerated().flatMap { position, target in
      (dependencies[target] ?? []).filter { !order[..<position].contains($0) }.sorted()
        .map { "\(target) → \($0)" }
    }
  }

  /// Where `other` differs from this graph, a line per target: what it lacks and adds.
  func differences(from other: TargetGraph) -> [String] {
    Set(dependencies.keys).union(other.dependencies.keys).sorted().compactMap { target in
      switch (dependencies[target], other.dependencies[target]) {
      case (nil, _): return "\(target) is not a target"
      case (_, nil): return "\(target) is missing"
      case (let expected?, let drawn?) where expected != drawn:
        let missing = expected.subtracting(drawn).sorted()
        let extra = drawn.subtracting(expected).sorted()
        return "\(target): "
          + [
            missing.isEmpty ? nil : "missing \(missing.joined(separator: ", "))",
            extra.isEmpty ? nil : "not a dependency: \(extra.joined(separator: ", "))",
          ].compactMap { $0 }.joined(separator: "; ")
      default: return nil
      }
    }
  }

  // The tokens inside the first `[ … ]` after `label:` at the top level of `tokens`.
  private static func array(labelled label: String, in tokens: ArraySlice<SwiftToken>)
    -> ArraySlice<SwiftToken>?
  {
    var depth = 0
    for index in tokens.indices {
      let text = tokens[index].text
      if "([{".contains(text) { depth += 1 }
      if ")]}".contains(text) { depth -= 1 }
      guard depth <= 1, text == label, index + 2 < tokens.endIndex,
        tokens[index + 1].text == ":", tokens[index + 2].text == "["
      else { continue }
      guard let close = closing(of: index + 2, in: tokens) else { return nil }
      return tokens[(index + 3)..<close]
    }
    return nil
  }

  // The index of the bracket that closes the one at `open`.
  private static func closing(of open: Int, in tokens: ArraySlice<SwiftToken>) -> Int? {
    var depth = 0
    for index in open..<tokens.endIndex {
      if "([{".contains(tokens[index].text) { depth += 1 }
      if ")]}".contains(tokens[index].text) { depth -= 1 }
      if depth == 0 { return index }
    }
    return nil
  }

  // The comma-separated elements of an array's tokens.
  private static func elements(of tokens: ArraySlice<SwiftToken>) -> [ArraySlice<SwiftToken>] {
    var elements: [ArraySlice<SwiftToken>] = []
    var depth = 0
    var start = tokens.startIndex
    for index in tokens.indices {
      let text = tokens[index].text
      if "([{".contains(text) { depth += 1 }
      if ")]}".contains(text) { depth -= 1 }
      if depth == 0 && text == "," {
        elements.append(tokens[start..<index])
        start = index + 1
      }
    }
    elements.append(tokens[start..<tokens.endIndex])
    return elements.filter { !$0.isEmpty }
  }

  // The string after the first `label:` in `tokens`: `"Rendering"` in `.target(name: "Rendering"`.
  private static func string(labelled label: String, in tokens: ArraySlice<SwiftToken>) -> String? {
    for index in tokens.indices.dropLast(2)
    where tokens[index].text == label && tokens[index + 1].text == ":"
      && tokens[index + 2].kind == .string
    {
      return unquoted(tokens[index + 2].text)
    }
    return nil
  }

  private static func unquoted(_ text: String) -> String { String(text.dropFirst().dropLast()) }
}
