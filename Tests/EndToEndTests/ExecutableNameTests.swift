import Foundation
import TestSupport
import Testing

/// Run under another name (a link to the executable, as a host package's own executable
/// would be), the command says that name.
@Suite(.tags(.process), .skippedInFastLoop) struct ExecutableNameTests {
  @Test func errorsAndHelpSayTheNameItWasRunBy() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-name-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("squad-tool")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: try DemoExecutable.path.get())
    let unknown = try await ChildProcess.run(link.path, arguments: ["--bogus"])
    #expect(unknown.exitCode == 64)
    #expect(unknown.errorLines == ["squad-tool: unknown option “--bogus” (see squad-tool --help)"])
    let help = try await ChildProcess.run(link.path, arguments: ["--help"])
    #expect(help.standardOutput.hasPrefix("squad-tool: the Paris Saint-Germain"))
    let version = try await ChildProcess.run(link.path, arguments: ["--version"])
    #expect(version.standardOutput.hasPrefix("squad-tool "))
  }
}
