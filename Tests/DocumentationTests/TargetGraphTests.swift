import Foundation
import TestSupport
import Testing

/// The graph of targets in `Docs/Architecture.md` is the manifest's, as the toolchain reads it
/// (`swift package describe --type json`): the same targets, each with the same dependencies,
/// drawn below what it depends on.
@Suite struct TargetGraphTests {
  static func read(_ path: String) throws -> String {
    try String(contentsOf: FixtureFiles.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The manifest's graph, or an issue saying why the toolchain could not describe it.
  static func manifestGraph() async throws -> TargetGraph {
    TargetGraph(package: try await DescribedPackage.current.value)
  }

  @Test func theArchitectureGuideDrawsTheManifestsGraph() async throws {
    let manifest = try await Self.manifestGraph()
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

  @Test func aDependencyRemovedFromTheManifestFails() async throws {
    var manifest = try await Self.manifestGraph()
    let removed = manifest.dependencies["PSGDemo"]?.remove("Rendering")
    #expect(removed == "Rendering")
    let drawn = try #require(TargetGraph(markdown: try Self.read("Docs/Architecture.md")))
    #expect(manifest.differences(from: drawn) == ["PSGDemo: not a dependency: Rendering"])
  }

  @Test func aTargetLeftOutOfTheGraphOrDrawnTooHighFails() async throws {
    let manifest = try await Self.manifestGraph()
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

  /// The toolchain's JSON, trimmed to what the graph reads: a target without dependencies has
  /// no `target_dependencies` key, and another package's product is a `product_dependencies`.
  @Test func theGraphIsReadFromTheToolchainsDescription() throws {
    let json = """
      {
        "name": "p",
        "products": [
          {"name": "A", "targets": ["A"], "type": {"library": ["automatic"]}},
          {"name": "tool", "targets": ["B"], "type": {"executable": null}}
        ],
        "targets": [
          {"name": "BTests", "type": "test", "path": "Tests/BTests", "target_dependencies": ["B"]},
          {
            "name": "B", "type": "executable", "path": "Sources/B",
            "target_dependencies": ["A"], "product_dependencies": ["Parser"]
          },
          {"name": "A", "type": "library", "path": "Sources/A"}
        ]
      }
      """
    let package = try DescribedPackage(json: Data(json.utf8))
    let graph = TargetGraph(package: package)
    #expect(graph.dependencies == ["A": [], "B": ["A", "Parser"], "BTests": ["B"]])
    #expect(package.products.map(\.isLibrary) == [true, false])
  }

  /// The package is described while `swift test` holds the lock of its build folder: the
  /// description has a scratch folder of its own, so it does not wait for the tests to end.
  @Test func theToolchainDescribesThePackageDuringTheTests() async throws {
    let package = try await DescribedPackage.current.value
    let feed = try #require(package.targets.first { $0.name == "PlayerFeed" })
    #expect(feed.path == "Sources/PlayerFeed")
    #expect(feed.type == "library")
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
