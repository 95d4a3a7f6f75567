import Foundation

/// What the tests know about where they run: in CI or not, and which tools are installed.
public enum TestEnvironment {
  /// Whether the tests run in continuous integration: the `CI` variable is `true` or `1`.
  ///
  /// In CI every tool a test needs must be installed; elsewhere a test may skip without it.
  public static var isCI: Bool {
    isCI(environment: ProcessInfo.processInfo.environment)
  }

  /// Whether an environment describes continuous integration.
  public static func isCI(environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return value == "true" || value == "1"
  }

  /// Whether the variable that rewrites golden files, `PSG_RECORD_GOLDENS=1`, is set.
  public static var isRecordingGoldens: Bool {
    ProcessInfo.processInfo.environment["PSG_RECORD_GOLDENS"] == "1"
  }

  /// Whether the variable that rewrites the guides' trace excerpts, `PSG_RECORD_TRACES=1`, is set.
  public static var isRecordingTraces: Bool {
    ProcessInfo.processInfo.environment["PSG_RECORD_TRACES"] == "1"
  }

  /// Whether the fast loop is asked for, `PSG_FAST=1`, outside CI: the tests that wear a tag of
  /// slow work (see `Tag`) are then skipped. CI runs every test whatever the variable says.
  public static var isFastLoop: Bool {
    isFastLoop(environment: ProcessInfo.processInfo.environment)
  }

  /// Whether an environment asks for the fast loop.
  public static func isFastLoop(environment: [String: String]) -> Bool {
    environment["PSG_FAST"] == "1" && !isCI(environment: environment)
  }

  /// The full path of an executable found on `PATH`, or `nil`.
  ///
  /// ```swift
  /// TestEnvironment.executable(named: "cmark-gfm")  // "/usr/bin/cmark-gfm"
  /// ```
  public static func executable(named name: String) -> String? {
    executable(named: name, searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
  }

  /// The full path of an executable found in a `PATH`-style list of folders, or `nil`.
  public static func executable(named name: String, searchPath: String) -> String? {
    let fileManager = FileManager.default
    for folder in searchPath.split(separator: ":") where !folder.isEmpty {
      let candidate = String(folder) + "/" + name
      var isFolder: ObjCBool = false
      if fileManager.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
        fileManager.isExecutableFile(atPath: candidate)
      {
        return candidate
      }
    }
    return nil
  }
}
