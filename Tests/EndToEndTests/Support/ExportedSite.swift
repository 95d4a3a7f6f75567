import Foundation
import TestSupport
import Testing

/// A site written by `psg-demo export` into a fresh temporary folder, removed by ``remove()``.
struct ExportedSite {
  /// The folder holding the site.
  let folder: URL
  /// What `psg-demo export` printed and how it ended.
  let result: ProcessOutput

  /// Runs `psg-demo export FOLDER` with `arguments` after the folder.
  static func export(_ arguments: [String] = []) async throws -> ExportedSite {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-site-\(UUID().uuidString)")
    let result = try await DemoExecutable.run(["export", folder.path] + arguments)
    return ExportedSite(folder: folder, result: result)
  }

  /// The file `name` of the site.
  func file(_ name: String) -> URL {
    folder.appendingPathComponent(name)
  }

  /// The names of the files written.
  func fileNames() throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
  }

  /// Deletes the folder.
  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
