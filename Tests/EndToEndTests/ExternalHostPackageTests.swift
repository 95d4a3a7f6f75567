import Foundation
import TestSupport
import Testing

/// A package outside this one (`Tests/ExternalHostPackage`) hosts its own renderer with the
/// `DemoCommandLine` product, in the few lines `Docs/WritingARenderer.md` shows.
///
/// The test builds that package with the toolchain running the tests. Its build output goes to
/// a folder of the system's temporary directory named after this checkout, so that a second
/// run only rebuilds what changed and nothing is written into the repository.
@Suite(.tags(.process, .nestedBuild), .skippedInFastLoop) struct ExternalHostPackageTests {
  static let package = FixtureFiles.packageRoot.appendingPathComponent(
    "Tests/ExternalHostPackage")
  static let source = package.appendingPathComponent("Sources/boxed-demo/main.swift")

  @Test func packageBuildsAndItsRendererRunsByName() async throws {
    let executable = try await Self.build()

    let help = try await ChildProcess.run(executable, arguments: ["--help"])
    #expect(help.exitCode == 0)
    #expect(help.standardOutput.contains("plain, ansi, markdown, html, json or boxed"))
    // The host names itself, not psg-demo.
    #expect(help.standardOutput.contains("  boxed-demo export DIR"))
    #expect(!help.standardOutput.contains("psg-demo"))

    let transcript = try await ChildProcess.run(
      executable, arguments: ["--renderer", "boxed", "--width", "40", "--script", "-"],
      input: .pipe("search mba\nopen 1\n"))
    #expect(transcript.exitCode == 0)
    #expect(transcript.standardError == "")
    let rule = "+" + String(repeating: "-", count: 38) + "+"
    let lines = transcript.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    // Three frames, each boxed, set apart by the transcript's rule.
    #expect(lines.filter { $0 == rule }.count == 6)
    #expect(lines.filter { $0 == String(repeating: "=", count: 40) }.count == 2)
    #expect(lines.contains("| Players > Kylian MBAPPÉ              |"))
    let boxed = lines.filter { $0.hasPrefix("|") }
    #expect(boxed.count > 20)
    #expect(boxed.allSatisfy { $0.hasSuffix(" |") && $0.count == 40 })

    // The renderer exports a site as it declares: its extension, its shared file.
    let site = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-site-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: site) }
    let export = try await ChildProcess.run(
      executable, arguments: ["export", site.path, "--renderer", "boxed"])
    #expect(export.exitCode == 0, "\(export.standardError)")
    #expect(export.standardOutput.contains(" pages and 1 shared file to "))
    let files = try FileManager.default.contentsOfDirectory(atPath: site.path)
    #expect(files.contains("index.text") && files.contains("player-id-32.text"))
    #expect(files.allSatisfy { $0.hasSuffix(".text") || $0 == "README.txt" || $0.hasPrefix(".") })
    #expect(
      try String(contentsOf: site.appendingPathComponent("README.txt"), encoding: .utf8)
        == "Pages drawn by boxed-demo.\n")
    let page = try String(
      contentsOf: site.appendingPathComponent("player-id-32.text"), encoding: .utf8)
    #expect(page.hasPrefix("+--") && page.contains("| Players > Kylian MBAPPÉ"))

    let unknown = try await ChildProcess.run(executable, arguments: ["--renderer", "round"])
    #expect(unknown.exitCode == 64)
    #expect(
      unknown.errorLines == [
        "boxed-demo: --renderer must be one of plain, ansi, markdown, html, json, boxed, "
          + "not “round” (see boxed-demo --help)"
      ])
  }

  /// The guide shows the package's whole program; the two must not drift apart.
  @Test func guideShowsThePackagesProgram() throws {
    let guide = try String(
      contentsOf: FixtureFiles.packageRoot.appendingPathComponent("Docs/WritingARenderer.md"),
      encoding: .utf8)
    let program = try String(contentsOf: Self.source, encoding: .utf8)
    let blocks = guide.components(separatedBy: "```swift\n").dropFirst()
      .compactMap { $0.components(separatedBy: "```\n").first }
    #expect(blocks.contains(program), "Docs/WritingARenderer.md does not show \(Self.source.path)")
    #expect(guide.contains(#".product(name: "DemoCommandLine", package: "psg-mvvmc")"#))
  }

  /// Builds the package and returns its executable's path.
  private static func build() async throws -> String {
    let swift = try #require(
      TestEnvironment.executable(named: "swift"), "the Swift toolchain is not on PATH")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "psg-external-host-\(stableHash(FixtureFiles.packageRoot.path))")
    // A hang guard only: a first build compiles the whole package, slowly on a busy machine.
    let build = try await ChildProcess.run(
      swift,
      arguments: [
        "build", "--package-path", package.path, "--scratch-path", scratch.path,
        "--product", "boxed-demo",
        // Plan again on every run: a cached plan would miss a file added to this package.
        "--disable-build-manifest-caching",
      ],
      timeout: 1_800)
    try #require(
      build.exitCode == 0 && !build.timedOut,
      "swift build failed:\n\(build.standardOutput)\(build.standardError)")
    #expect(!build.standardOutput.contains("warning:"), "\(build.standardOutput)")
    return scratch.appendingPathComponent("debug/boxed-demo").path
  }

  /// FNV-1a of `text`: the same name for the same checkout in every run (`hashValue` is seeded
  /// per process).
  private static func stableHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
