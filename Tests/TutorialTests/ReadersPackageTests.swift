import Foundation
import TestSupport
import Testing

/// The tutorial followed as a reader follows it: a new package in a temporary folder, with the
/// manifest the tutorial shows, beside a copy of this package in a folder named `mvvmc` (unlike
/// the package's name, `psg-mvvmc`, as the tutorial's first section says). Each section's
/// listings are written into the files its steps name, in order, and the package is built and
/// tested at the end of every section, so every listing compiles as shown and every section's
/// test passes with what a reader has at that point. The last section's package is the project
/// the tutorial offers to download.
@Suite(.tags(.process, .nestedBuild), .skippedInFastLoop) struct ReadersPackageTests {
  @Test func everySectionBuildsAndPassesItsTests() async throws {
    let swift = try #require(
      TestEnvironment.executable(named: "swift"), "the Swift toolchain is not on PATH")
    let tutorial = try TutorialListings()
    // One folder per checkout, emptied first: SwiftPM leaves a lock file beside the folder
    // it built, so a fresh name each run would leave one more each time.
    let checkout = FixtureFiles.packageRoot.path.split(separator: "/").joined(separator: "-")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "psg-readers-package-\(checkout)")
    try? FileManager.default.removeItem(at: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.copyThisPackage(to: folder.appendingPathComponent("mvvmc"))
    let package = folder.appendingPathComponent("reading-list")

    for (index, section) in tutorial.sections.enumerated() {
      for listing in section.listings {
        let file = package.appendingPathComponent(listing.path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contentsOf: TutorialListings.url(listing.source)).write(to: file)
      }
      // A hang guard only: the first build compiles the framework, slowly on a busy machine.
      let build = try await ChildProcess.run(
        swift, arguments: ["build", "--build-tests", "--package-path", package.path],
        timeout: 1_800)
      try #require(
        build.exitCode == 0,
        "section \(index + 1), \(section.title): swift build failed:\n\(build.standardOutput)\(build.standardError)"
      )
      #expect(
        !(build.standardOutput + build.standardError).contains("warning:"),
        "section \(index + 1), \(section.title):\n\(build.standardOutput)\(build.standardError)")
      let test = try await ChildProcess.run(
        swift, arguments: ["test", "--skip-build", "--package-path", package.path],
        timeout: 1_800)
      try #require(
        test.exitCode == 0,
        "section \(index + 1), \(section.title): swift test failed:\n\(test.standardOutput)\(test.standardError)"
      )
    }
  }

  /// Copies what building this package needs, as a clone holds it: every file but the hidden
  /// ones (`.git`, `.build`).
  static func copyThisPackage(to destination: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: destination, withIntermediateDirectories: true)
    let root = FixtureFiles.packageRoot
    for name in try manager.contentsOfDirectory(atPath: root.path) where !name.hasPrefix(".") {
      try manager.copyItem(
        at: root.appendingPathComponent(name), to: destination.appendingPathComponent(name))
    }
  }
}
