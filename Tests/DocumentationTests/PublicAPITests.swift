import Foundation
import TestSupport
import Testing

/// The public API of every library product is checked in, one declaration a line, in
/// `Docs/API/<Module>.txt`, so that it changes only when someone decides it should: a change to
/// the API fails here until `python3 Docs/Scripts/public-api.py` rewrites the files and the diff
/// is reviewed.
///
/// The script reads the symbol graph (`swift symbolgraph-extract`) of the modules this test run
/// was built with, beside the test executable, so the check costs no build of its own.
@Suite(
  .tags(.process, .externalTool), .skippedInFastLoop,
  .enabled(if: ExternalTool.python3.shouldRun, "needs python3"))
struct PublicAPITests {
  static let script = "Docs/Scripts/public-api.py"

  @Test func theFilesHoldTheAPIOfEveryLibraryProduct() async throws {
    let python = try ExternalTool.python3.require()
    let modules = try await Self.libraryModules()
    let folder = FixtureFiles.packageRoot.appendingPathComponent("Docs/API")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.sorted() == modules.map { "\($0).txt" }, "one file per library product")

    let output = try await Self.runScript(python, arguments: ["--check"] + modules)
    #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
  }

  /// A file that misses a declaration, and lists one the module lacks, fails the check, which
  /// names both.
  @Test func aFileThatDiffersFromTheAPIIsReported() async throws {
    let python = try ExternalTool.python3.require()
    let recorded = try String(
      contentsOf: FixtureFiles.packageRoot.appendingPathComponent("Docs/API/MVVMCTesting.txt"),
      encoding: .utf8)
    var lines = recorded.split(separator: "\n", omittingEmptySubsequences: false)
    let missing = String(try #require(lines.first { $0.contains("FlowRecorder") }))
    lines.removeAll { $0 == missing }
    let extra = "FlowRecorder.undecided: var undecided: Int"
    lines.insert(Substring(extra), at: 0)

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "psg-api-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try lines.joined(separator: "\n").write(
      to: folder.appendingPathComponent("MVVMCTesting.txt"), atomically: true, encoding: .utf8)

    let output = try await Self.runScript(
      python, arguments: ["--check", "--api-dir", folder.path, "MVVMCTesting"])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let diff = output.standardOutput.split(separator: "\n")
    #expect(diff.contains { $0 == "+" + missing }, "\(output.standardOutput)")
    #expect(diff.contains { $0 == "-" + extra }, "\(output.standardOutput)")
  }

  /// The modules of the library products, as the toolchain reads the manifest.
  static func libraryModules() async throws -> [String] {
    let package = try await DescribedPackage.current.value
    return Set(package.products.filter(\.isLibrary).flatMap(\.targets)).sorted()
  }

  /// Runs the script on the modules of this test run's build, with the toolchain's `swift` on
  /// `PATH`.
  static func runScript(_ python: String, arguments: [String]) async throws -> ProcessOutput {
    let swift = try #require(
      DescribedPackage.swiftExecutable(), "no swift: put the toolchain's bin folder on PATH")
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let modules = try #require(builtModules(), "no Modules folder beside the test executable")
    return try await ChildProcess.run(
      python,
      arguments: [FixtureFiles.packageRoot.appendingPathComponent(script).path]
        + ["--modules-dir", modules] + arguments,
      environment: [
        "PATH": URL(fileURLWithPath: swift).deletingLastPathComponent().path + ":" + path
      ])
  }

  /// The folder of the modules the tests were built with: `Modules` beside the test executable
  /// on Linux, beside its bundle on macOS.
  static func builtModules() -> String? {
    let folders = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    return folders.map { $0.appendingPathComponent("Modules").path }.first {
      FileManager.default.fileExists(atPath: $0)
    }
  }
}
