import Foundation

/// The built `psg-demo` executable, found beside the test bundle.
///
/// `swift test` builds it first, since the test target depends on it, and puts it in the same
/// folder as the tests (`.build/debug`). `PSG_DEMO_EXECUTABLE` names another one.
///
/// ```swift
/// let result = try await DemoExecutable.run(["--version"])
/// result.standardOutput  // "psg-demo 0.1.0\n"
/// ```
public enum DemoExecutable {
  /// The executable's path, or an error naming the folders searched.
  public static let path: Result<String, NotFound> = locate()

  /// Runs `psg-demo` with `arguments`, `input` on standard input and `environment`.
  public static func run(
    _ arguments: [String], input: ChildProcess.Input = .none,
    environment: [String: String] = [:], timeout: TimeInterval = 600
  ) async throws -> ProcessOutput {
    try await ChildProcess.run(
      try path.get(), arguments: arguments, input: input, environment: environment,
      timeout: timeout)
  }

  /// Runs `psg-demo` with `arguments`, calling `watch` with its process id while it runs (see
  /// ``ChildProcess/run(_:arguments:input:environment:timeout:watching:)``).
  public static func run(
    _ arguments: [String], input: ChildProcess.Input = .none, timeout: TimeInterval = 120,
    watching watch: @escaping (pid_t) -> Void
  ) async throws -> ProcessOutput {
    try await ChildProcess.run(
      try path.get(), arguments: arguments, input: input, timeout: timeout, watching: watch)
  }

  /// An executable is not where the tests looked.
  public struct NotFound: Error, CustomStringConvertible {
    /// The executable's name.
    public var name = "psg-demo"
    /// The folders searched, in order.
    public var folders: [String]
    public var description: String {
      "\(name) was not found beside the tests (looked in \(folders.joined(separator: ", "))); "
        + "build it with swift build"
        + (name == "psg-demo" ? ", or name it with PSG_DEMO_EXECUTABLE" : "")
    }
  }

  private static func locate() -> Result<String, NotFound> {
    if let given = ProcessInfo.processInfo.environment["PSG_DEMO_EXECUTABLE"], !given.isEmpty {
      return FileManager.default.isExecutableFile(atPath: given)
        ? .success(given) : .failure(NotFound(folders: [given]))
    }
    return product(named: "psg-demo")
  }

  /// The executable product `name` the build put beside the tests (a test target that depends
  /// on it is built after it): `psg-demo`, or the tutorial's `reading-list-example`.
  public static func product(named name: String) -> Result<String, NotFound> {
    let fileManager = FileManager.default
    // Linux runs the tests from an executable in the build folder; macOS from a bundle there.
    var folders: [URL] = [
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    for folder in folders {
      let candidate = folder.appendingPathComponent(name).path
      var isFolder: ObjCBool = false
      if fileManager.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
        fileManager.isExecutableFile(atPath: candidate)
      {
        return .success(candidate)
      }
    }
    return .failure(NotFound(name: name, folders: folders.map(\.path)))
  }
}
