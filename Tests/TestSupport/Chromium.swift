import Foundation

/// Debian's `chromium`, run headless on local files: the DOM it builds, or a screenshot.
///
/// Every run is one browser launch with its own empty profile, no sandbox (CI containers run as
/// root), and a host resolver that finds no host, so a page's pictures never reach the network
/// and a test never depends on it.
///
/// ```swift
/// let chromium = Chromium(executable: try ExternalTool.chromium.require())
/// let dom = try await chromium.dumpDOM(of: siteFolder.appendingPathComponent("index.html"))
/// ```
public struct Chromium: Sendable {
  /// The browser's path.
  public var executable: String

  /// Creates a runner of the browser at `executable`.
  public init(executable: String) {
    self.executable = executable
  }

  /// The DOM the browser built from the page at `file`, serialised as HTML
  /// (`--dump-dom`), after the page's scripts ran.
  ///
  /// - Parameters:
  ///   - file: The page.
  ///   - arguments: More switches for the browser, such as
  ///     `--blink-settings=preferredColorScheme=0` (dark) or `--blink-settings=scriptEnabled=false`.
  /// - Throws: When the browser fails, times out (after a minute: a hang guard) or prints
  ///   nothing.
  public func dumpDOM(of file: URL, arguments: [String] = []) async throws -> String {
    let result = try await run(arguments + ["--dump-dom", file.absoluteString])
    guard result.standardOutput.contains("<html") else {
      throw Failure(message: "chromium printed no DOM: \(result.standardError.suffix(400))")
    }
    return result.standardOutput
  }

  /// Saves a PNG of the page at `file` as a window of `width` × `height` CSS pixels shows it.
  ///
  /// - Throws: When the browser fails, times out or writes no picture.
  public func screenshot(
    of file: URL, to picture: URL, width: Int = 1000, height: Int = 1400
  ) async throws {
    try? FileManager.default.removeItem(at: picture)
    _ = try await run([
      "--screenshot=\(picture.path)", "--window-size=\(width),\(height)",
      "--hide-scrollbars", "--force-device-scale-factor=1", file.absoluteString,
    ])
    guard FileManager.default.fileExists(atPath: picture.path) else {
      throw Failure(message: "chromium wrote no screenshot at \(picture.path)")
    }
  }

  private func run(_ arguments: [String]) async throws -> ProcessOutput {
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let result = try await ChildProcess.run(
      executable,
      arguments: [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=\(profile.path)", "--host-resolver-rules=MAP * ~NOTFOUND",
      ] + arguments,
      // Only a hang guard: a loaded machine can take long to start a browser.
      timeout: 300)
    guard result.exitCode == 0, !result.timedOut else {
      throw Failure(
        message: "chromium exited with \(result.exitCode)\(result.timedOut ? " (timed out)" : ""): "
          + result.standardError.suffix(400))
    }
    return result
  }

  /// The browser did not do what was asked.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    public var description: String { message }
  }
}
