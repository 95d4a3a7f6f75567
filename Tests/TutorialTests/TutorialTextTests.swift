import Foundation
import TestSupport
import Testing

/// The tutorial's text shows the files these tests compile and run: each `@Code` of its
/// `.tutorial` files names one file of the app or of this target, which `.ci/docs` copies into
/// the catalog it builds. Nothing is written twice, so the text cannot drift from the code.
@Suite struct TutorialTextTests {
  static let catalog = "Docs/Tutorial/YourFirstMVVMCFlow.docc"
  /// Where the files a `@Code` names are found; `.ci/docs` looks in the same folders.
  static let codeFolders = ["Sources/ReadingList", "Sources/reading-list", "Tests/TutorialTests"]

  static func read(_ path: String) throws -> String {
    try String(contentsOf: FixtureFiles.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The paths from the root of every file in `codeFolders`.
  static func codeFiles() throws -> [String] {
    var paths: [String] = []
    for folder in codeFolders {
      let root = FixtureFiles.packageRoot.appendingPathComponent(folder)
      let files = try #require(FileManager.default.enumerator(atPath: root.path))
      for case let file as String in files where file.hasSuffix(".swift") {
        paths.append("\(folder)/\(file)")
      }
    }
    return paths
  }

  /// The `file:` of every `@Code` of the tutorial's files.
  static func quotedFiles() throws -> [String] {
    let folder = FixtureFiles.packageRoot.appendingPathComponent(catalog)
    var quoted: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where name.hasSuffix(".tutorial") {
      let text = try read("\(catalog)/\(name)")
      for line in text.split(separator: "\n") where line.contains("@Code(") {
        let file = try #require(line.firstMatch(of: #/file: *"([^"]+)"/#)?.output.1)
        quoted.append(String(file))
      }
    }
    return quoted
  }

  @Test func everyCodeOfTheTutorialIsOneCompiledFile() throws {
    let files = try Self.codeFiles()
    let quoted = try Self.quotedFiles()
    // Eight steps, each with its code and its test: an empty scan would pass silently.
    #expect(quoted.count > 16)
    for name in Set(quoted) {
      let matches = files.filter { ($0 as NSString).lastPathComponent == name }
      #expect(matches.count == 1, "\(name) is \(matches) in \(Self.codeFolders)")
    }
  }

  @Test func everyStepsTestIsShown() throws {
    let quoted = Set(try Self.quotedFiles())
    let tests = try Self.codeFiles().map { ($0 as NSString).lastPathComponent }
      .filter { $0.hasPrefix("Step") && $0.hasSuffix("Tests.swift") }
    #expect(tests.count == 8)
    for test in tests {
      #expect(quoted.contains(test), "the tutorial does not show \(test)")
    }
  }

  /// The names in the `dependencies: [ … ]` of the target `name` of a manifest, without the
  /// package a product comes from.
  static func dependencies(of name: String, in manifest: String) throws -> Set<String> {
    let declaration = try Regex(
      #"\.(target|executableTarget|testTarget)\(\s*name: ""# + name
        + #"",\s*dependencies: \[([^\]]*)\]"#)
    let match = try #require(manifest.firstMatch(of: declaration), "no target \(name)")
    let list = try #require(match.output[2].substring)
    let names = list.matches(of: #/"([^"]+)"/#).map { String($0.output.1) }
    return Set(names).subtracting(["psg-mvvmc"])
  }

  @Test func theReadersPackageDependsOnWhatTheTutorialsTargetsDo() throws {
    let ours = try Self.read("Package.swift")
    let readers = try Self.read("Tests/TutorialTests/LearnerPackage/Package.swift")
    for target in ["ReadingList", "reading-list"] {
      let expected = try Self.dependencies(of: target, in: ours)
      #expect(!expected.isEmpty)
      let theirs = try Self.dependencies(of: target, in: readers)
      #expect(theirs == expected, "\(target): \(theirs.sorted()) ≠ \(expected.sorted())")
    }
    let tests = try Self.dependencies(of: "ReadingListTests", in: readers)
    #expect(tests.isSubset(of: try Self.dependencies(of: "TutorialTests", in: ours)))
  }
}
