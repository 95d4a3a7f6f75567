import Foundation
import Testing

/// Compares rendered text with a golden file kept beside the tests.
///
/// Run the tests with `PSG_RECORD_GOLDENS=1` to write (or rewrite) the files, then review the
/// change with `git diff`. Without it, a difference is recorded as a test issue with a
/// ``LineDiff`` where escapes are visible.
///
/// ```swift
/// @Test func playerListMatchesGolden() {
///   let output = MarkdownRenderer().render(screen, in: RenderContext())
///   GoldenFile.path("player-list.md", besides: #filePath).verify(output)
/// }
/// ```
public struct GoldenFile: Sendable, Equatable {
  /// Where the golden file is.
  public var path: String

  /// A golden file at a path.
  public init(path: String) {
    self.path = path
  }

  /// The golden file `name` in the `folder` beside the test source file `filePath`.
  public static func path(
    _ name: String, besides filePath: String, folder: String = "Goldens"
  ) -> GoldenFile {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    return GoldenFile(
      path: directory.appendingPathComponent(folder).appendingPathComponent(name).path)
  }

  /// Why `actual` does not match the file, or `nil` when it matches.
  ///
  /// When `recording` is true the file is written first, so the result is `nil`.
  public func mismatch(
    _ actual: String, recording: Bool = TestEnvironment.isRecordingGoldens
  ) -> String? {
    let url = URL(fileURLWithPath: path)
    if recording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Atomic: a test reading the golden while this run rewrites it sees it whole.
        try Data(actual.utf8).write(to: url, options: .atomic)
        return nil
      } catch {
        return "could not record \(url.lastPathComponent): \(error)"
      }
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return "missing golden file \(url.lastPathComponent); record it with PSG_RECORD_GOLDENS=1"
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return nil }
    return """
      output differs from \(url.lastPathComponent) (- golden, + actual; \
      PSG_RECORD_GOLDENS=1 rewrites it):
      \(LineDiff(expected: expected, actual: actual))
      """
  }

  /// Records a test issue when `actual` does not match the file.
  public func verify(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = mismatch(actual) {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}
