import Foundation
import MVVMCTesting
import PSGDemo
import PlayerFeed
import Rendering
import TerminalUI
import TestSupport
import Testing

@testable import DemoCommandLine

/// The frame the README's first screen shows is one the app draws: the list after `i`, `/mba`
/// and Enter at 100 × 24, with the inspector beside it (colour off: ANSI then prints what plain
/// text prints).
@MainActor
@Suite struct ReadmeFirstScreenTests {
  static let marker =
    "<!-- frame: swift run psg-demo --renderer ansi; 100×24; keys i /mba Enter -->"

  /// The lines of the text block after the marker.
  static func readmeFrame() throws -> [String] {
    let readme = try String(
      contentsOf: FixtureFiles.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: marker), "README.md has no \(marker)")
    try #require(lines[start + 1] == "```text")
    let end = try #require(lines[(start + 2)...].firstIndex(of: "```"))
    return Array(lines[(start + 2)..<end])
  }

  @Test func theReadmeShowsARealFrame() async throws {
    let run = try await FullScreenRun(size: TerminalSize(columns: 100, rows: 24))
    run.terminal.type("i/mba")
    run.searchScheduler.advance(by: PlayerListViewModel.defaultSearchDelay)
    run.terminal.type("\r")
    let frame = run.terminal.screenLines.map { $0.droppingTrailingSpaces() }
    let shown = try Self.readmeFrame()
    #expect(shown == frame, "\(frame.joined(separator: "\n"))")
  }
}
