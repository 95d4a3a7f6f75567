import Foundation
import TestSupport
import Testing

/// Every Swift example in a `///` comment of `Sources/` and `Renderers/` names only what the
/// package has, so an example cannot keep a member, a type or a label that was renamed or
/// never existed.
@Suite struct DocCommentExampleTests {
  /// The Swift files of `Sources/` and `Renderers/`, as paths from the package root, with
  /// their texts.
  static let sources: [(path: String, text: String)] = {
    let root = FixtureFiles.packageRoot
    var files: [(path: String, text: String)] = []
    for folder in ["Sources", "Renderers"] {
      let enumerator = FileManager.default.enumerator(
        atPath: root.appendingPathComponent(folder).path)
      while let relative = enumerator?.nextObject() as? String {
        guard relative.hasSuffix(".swift") else { continue }
        let path = "\(folder)/\(relative)"
        guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        else { continue }
        files.append((path, text))
      }
    }
    return files.sorted { $0.path < $1.path }
  }()

  /// Names of the reader's own code that examples show in use, each a name the package must
  /// not declare (else it would be checked as the package's).
  static let readerNames: [String: String] = [
    "MyRenderer": "the renderer a reader tests with the conformance kit",
    "MyHTMLRenderer": "the HTML renderer a reader tests with the conformance kit",
    "ShoutingRenderer": "the reader's renderer, as `Renderer`'s own example declares it",
    "PlayersCoordinator":
      "the root coordinator of the reader's app (the Coordinators guide's tests declare one)",
  ]

  /// Names of the toolchain that examples use and the package's code does not.
  static let toolchainNames: Set<String> = ["terminator"]

  static let checker = DocExampleChecker(
    vocabulary: PackageVocabulary(sources: sources.map(\.text)),
    allowedNames: toolchainNames.union(readerNames.keys))

  static var examples: [DocCommentExample] {
    sources.flatMap { DocCommentExample.examples(in: $0.text, file: $0.path) }
  }

  @Test func everyExampleNamesOnlyWhatThePackageHas() {
    let examples = Self.examples
    let problems = examples.flatMap { Self.checker.problems(in: $0) }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    // More than a hundred files hold examples: an empty scan would pass silently.
    #expect(examples.count > 150)
  }

  @Test func theReadersNamesAreNotThePackagesAndAreUsed() {
    let examples = Self.examples
    for name in Self.readerNames.keys.sorted() {
      #expect(!Self.checker.vocabulary.typeNames.contains(name), "\(name) is the package's")
      let uses = examples.filter { example in
        SwiftToken.tokens(in: example.lines.joined(separator: "\n")).contains { $0.text == name }
      }
      #expect(!uses.isEmpty, "no example uses \(name)")
    }
  }

  @Test func aRealExampleWithARenamedMemberFails() throws {
    let source = try #require(
      Self.sources.first { $0.path == "Sources/MVVMC/Binding/Dynamic.swift" })
    let example = try #require(DocCommentExample.examples(in: source.text, file: source.path).first)
    #expect(Self.checker.problems(in: example).isEmpty)

    var broken = example
    let index = try #require(broken.lines.firstIndex { $0.contains("name.bindAndFire") })
    broken.lines[index] = broken.lines[index].replacingOccurrences(
      of: "bindAndFire", with: "bindAndFireNow")
    #expect(
      Self.checker.problems(in: broken) == [
        "Sources/MVVMC/Binding/Dynamic.swift:\(example.line + 1 + index): "
          + "`Dynamic` declares no member `bindAndFireNow`"
      ])
  }
}
