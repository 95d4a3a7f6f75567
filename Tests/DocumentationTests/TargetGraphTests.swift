import Foundation
import TestSupport
import Testing

/// The graph of targets in `Docs/Architecture.md` is the manifest's: the same targets, each
/// with the same dependencies, drawn below what it depends on.
@Suite struct TargetGraphTests {
  static func read(_ path: String) throws -> String {
    try String(contentsOf: FixtureFiles.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theArchitectureGuideDrawsTheManifestsGraph() throws {
    let manifest = try #require(TargetGraph(manifest: try Self.read("Package.swift")))
    let drawn = try #require(
      TargetGraph(markdown: try Self.read("Docs/Architecture.md")),
      "Docs/Architecture.md has no \(TargetGraph.startMarker) … \(TargetGraph.endMarker)")
    let differences = manifest.differences(from: drawn)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    #expect(drawn.dependenciesBelowTheirTargets.isEmpty)
    // Libraries, executables and tests: a manifest read as empty would match an empty graph.
    #expect(manifest.dependencies.count > 25)
    #expect(manifest.dependencies["DemoCommandLine"]?.contains("TerminalUI") == true)
  }

  @Test func aDependencyRemovedFromTheManifestFails() throws {
    var altered = try Self.read("Package.swift")
    let target = try #require(altered.range(of: #".target(name: "PSGDemo""#))
    let dependency = try #require(
      altered.range(of: #", "Rendering""#, range: target.upperBound..<altered.endIndex))
    altered.removeSubrange(dependency)
    let manifest = try #require(TargetGraph(manifest: altered))
    let drawn = try #require(TargetGraph(markdown: try Self.read("Docs/Architecture.md")))
    #expect(manifest.differences(from: drawn) == ["PSGDemo: not a dependency: Rendering"])
  }

  @Test func aTargetLeftOutOfTheGraphOrDrawnTooHighFails() throws {
    let manifest = try #require(TargetGraph(manifest: try Self.read("Package.swift")))
    let text = try Self.read("Docs/Architecture.md")
    let line = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("MVVMCTesting ") && $0.contains("→") })
    let withoutLine = text.replacingOccurrences(of: line + "\n", with: "")
    let drawn = try #require(TargetGraph(markdown: withoutLine))
    #expect(manifest.differences(from: drawn) == ["MVVMCTesting is missing"])

    let movedUp = withoutLine.replacingOccurrences(
      of: TargetGraph.startMarker + "\n```text\n",
      with: TargetGraph.startMarker + "\n```text\n" + line + "\n")
    #expect(
      try #require(TargetGraph(markdown: movedUp)).dependenciesBelowTheirTargets == [
        "MVVMCTesting → MVVMC"
      ])
  }

  @Test func theManifestIsReadAsSwiftNotAsLines() throws {
    let manifest = """
      let package = Package(
        name: "p",
        products: [.library(name: "A", targets: ["A"])],
        targets: [
          // .target(name: "Commented", dependencies: ["A"]),
          .target(name: "A"),
          .target(
            name: "B", dependencies: ["A", .product(name: "Parser", package: "parser")],
            path: "Sources/B/\\("x")"),
          .testTarget(name: "BTests", dependencies: [.target(name: "B")], exclude: ["A"]),
        ]
      )
      """
    let graph = try #require(TargetGraph(manifest: manifest))
    #expect(graph.dependencies == ["A": [], "B": ["A", "Parser"], "BTests": ["B"]])
    #expect(graph.order == ["A", "B", "BTests"])
    #expect(TargetGraph(manifest: "let package = Package(name: \"p\")") == nil)
  }

  @Test func theGraphIsReadWithItsContinuationLines() throws {
    let markdown = """
      Text → not in the graph.

      \(TargetGraph.startMarker)
      ```text
      A → nothing
      B → A,
          C
      C → A
      ```
      \(TargetGraph.endMarker)
      """
    let graph = try #require(TargetGraph(markdown: markdown))
    #expect(graph.dependencies == ["A": [], "B": ["A", "C"], "C": ["A"]])
    #expect(graph.dependenciesBelowTheirTargets == ["B → C"])
    #expect(TargetGraph(markdown: "A → B") == nil)
  }
}
