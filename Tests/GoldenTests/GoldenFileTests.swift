import Foundation
import Rendering
import TestSupport
import Testing

/// Renders each screen of the demo with each renderer and compares it with its golden file in
/// `Goldens/`. `PSG_RECORD_GOLDENS=1 swift test --filter GoldenTests` rewrites the files.
@MainActor
@Suite struct GoldenFileTests {
  @Test(arguments: GoldenVariant.all)
  func renderedScreenMatchesGolden(_ variant: GoldenVariant) async throws {
    let screen = try await variant.screen.make()
    GoldenFile.path(variant.fileName, besides: #filePath).verify(variant.render(screen))
  }

  @Test func goldenFolderHoldsNoOtherFile() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Goldens")
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasPrefix(".") }
    #expect(Set(onDisk) == Set(GoldenVariant.all.map(\.fileName)))
    // No two variants share a file: the count follows the screens, not a number kept here.
    #expect(GoldenVariant.all.count == Set(GoldenVariant.all.map(\.fileName)).count)
  }
}
