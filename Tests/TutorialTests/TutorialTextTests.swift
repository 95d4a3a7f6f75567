import Foundation
import TestSupport
import Testing

/// The tutorial's text shows the files these tests compile and run: each `@Code` of its
/// `.tutorial` files names one file of the app or of this target, which `.ci/docs` copies into
/// the catalog it builds. Nothing is written twice, so the text cannot drift from the code.
@Suite struct TutorialTextTests {
  @Test func everyCodeOfTheTutorialIsOneFileOfThePackage() throws {
    let tutorial = try TutorialListings()
    let listings = tutorial.sections.flatMap(\.listings)
    // Ten sections, each with its code and its test: an empty scan would pass silently.
    #expect(tutorial.sections.count == 10)
    #expect(listings.count > 30)
    // Every `@Code` was read: the parser and DocC see the same count.
    let text = try TutorialListings.read(TutorialListings.tutorial)
    #expect(text.components(separatedBy: "@Code(").count - 1 == listings.count)
    // A reader writes into the folders the manifest declares.
    let folders = ["Sources/ReadingList/", "Sources/reading-list/", "Tests/ReadingListTests/"]
    for listing in listings where listing.path != "Package.swift" {
      #expect(folders.contains { listing.path.hasPrefix($0) }, "\(listing.path)")
    }
  }

  @Test func everyStepsTestIsShownInItsSection() throws {
    let tutorial = try TutorialListings()
    for (index, section) in tutorial.sections.enumerated() {
      let tests = section.listings.filter { $0.path.hasSuffix("Tests.swift") }
      #expect(tests.count == 1, "\(section.title): \(tests.map(\.path))")
      #expect(
        tests.first?.path.hasPrefix("Tests/ReadingListTests/Step\(index + 1)") == true,
        "\(section.title): \(tests.map(\.path))")
    }
    let shown = Set(tutorial.sections.flatMap(\.listings).map(\.source))
    let stepTests = try TutorialListings.codeFiles().filter {
      ($0 as NSString).lastPathComponent.hasPrefix("Step")
    }
    #expect(stepTests.count == 10)
    for test in stepTests {
      #expect(shown.contains(test), "the tutorial does not show \(test)")
    }
  }

  /// The frames the text describes ("What you should see: …") are those the tests expect:
  /// each quoted piece of a frame is in a string of a step's test.
  @Test func whatTheTextSaysYouSeeIsWhatTheTestsExpect() throws {
    let text = try TutorialListings.read(TutorialListings.tutorial)
    let tests = try TutorialListings.codeFiles()
      .filter { ($0 as NSString).lastPathComponent.hasPrefix("Step") }
      .map(TutorialListings.read)
    let strings = tests.flatMap {
      $0.matches(of: #/"((?:[^"\\]|\\.)*)"/#).map { String($0.output.1) }
    }
    var quoted: [String] = []
    for paragraph in text.components(separatedBy: "\n\n")
    where paragraph.contains("What you should see") {
      let flat = paragraph.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .joined(separator: " ")
      // Pieces of frames; single keys (`a`, `Enter`) are left out.
      quoted += flat.matches(of: #/`([^`]+)`/#).map { String($0.output.1) }
        .filter { $0.count > 5 && !$0.hasPrefix("swift run") }
    }
    #expect(quoted.count > 10, "\(quoted)")
    for piece in quoted {
      #expect(strings.contains { $0.contains(piece) }, "no test expects “\(piece)”")
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
    return Set(names).subtracting(["mvvmc"])
  }

  /// The names of the targets and products a manifest declares.
  static func declaredNames(in manifest: String) -> Set<String> {
    let declaration =
      #/\.(?:target|executableTarget|testTarget|library|executable)\(\s*name: "([^"]+)"/#
    return Set(manifest.matches(of: declaration).map { String($0.output.1) })
  }

  static let readersManifest = "Tests/TutorialTests/LearnerPackage/Package.swift"

  @Test func theReadersPackageDependsOnWhatTheTutorialsTargetsDo() throws {
    let ours = try TutorialListings.read("Package.swift")
    let readers = try TutorialListings.read(Self.readersManifest)
    for (target, theirs) in [
      ("ReadingListExample", "ReadingList"), ("reading-list-example", "reading-list"),
    ] {
      let expected = try Self.dependencies(of: target, in: ours)
        .subtracting(["ReadingListExample"])
      #expect(!expected.isEmpty)
      let found = try Self.dependencies(of: theirs, in: readers).subtracting(["ReadingList"])
      #expect(found == expected, "\(theirs): \(found.sorted()) ≠ \(expected.sorted())")
    }
    let tests = try Self.dependencies(of: "ReadingListTests", in: readers)
      .subtracting(["ReadingList"])
    #expect(tests.isSubset(of: try Self.dependencies(of: "TutorialTests", in: ours)))
  }

  /// A package graph may not hold two targets of one name: the reader's package, beside a
  /// clone of this one, declares none that this package declares.
  @Test func theReadersNamesAreNotThisPackagesNames() throws {
    let ours = Self.declaredNames(in: try TutorialListings.read("Package.swift"))
    let readers = Self.declaredNames(in: try TutorialListings.read(Self.readersManifest))
    #expect(ours.contains("MVVMC") && ours.contains("reading-list-example"), "\(ours.sorted())")
    #expect(readers == ["ReadingList", "reading-list", "ReadingListTests"])
    #expect(ours.isDisjoint(with: readers), "\(ours.intersection(readers).sorted())")
  }

  /// The toolchain is stated once and true: this manifest, the reader's and the README name
  /// the same Swift version, and it has every feature the code uses.
  @Test func theToolchainIsTheSameEverywhere() throws {
    func toolsVersion(_ manifest: String) throws -> String {
      let line = try TutorialListings.read(manifest).prefix { $0 != "\n" }
      return try #require(line.firstMatch(of: #/^// swift-tools-version: ([0-9.]+)$/#)?.output.1)
        .description
    }
    let version = try toolsVersion("Package.swift")
    #expect(try toolsVersion(Self.readersManifest) == version)
    let readme = try TutorialListings.read("README.md")
    #expect(
      readme.contains("the Swift \(version) toolchain"), "README does not name Swift \(version)")
    let tutorial = try TutorialListings.read(TutorialListings.tutorial)
    #expect(tutorial.contains("the Swift \(version) toolchain"))
    // `weak let` came with Swift 6.2.
    let usesWeakLet = try TutorialListings.codeFiles().contains {
      try TutorialListings.read($0).contains("weak let ")
    }
    #expect(usesWeakLet)
    #expect(
      version.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes([6, 2])
        == false)
  }
}
