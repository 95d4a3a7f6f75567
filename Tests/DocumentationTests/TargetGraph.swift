/// The package's targets and what each depends on: as the toolchain describes the manifest
/// (``DescribedPackage``), or as `Docs/Architecture.md` draws the graph between its markers.
struct TargetGraph {
  /// Each target's dependencies, by the target's name.
  var dependencies: [String: Set<String>]
  /// The targets in the order the guide draws them, or the toolchain lists them.
  var order: [String] = []

  /// Every target of the package, with the targets and the other packages' products it
  /// depends on.
  init(package: DescribedPackage) {
    dependencies = [:]
    for target in package.targets {
      order.append(target.name)
      dependencies[target.name] = Set(
        (target.targetDependencies ?? []) + (target.productDependencies ?? []))
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
}
