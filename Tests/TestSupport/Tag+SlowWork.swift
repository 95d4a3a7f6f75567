import Testing

/// The tags of the tests that wait on something outside the process or run long. Each such test
/// also wears `skippedInFastLoop`, so `PSG_FAST=1 swift test` leaves it out;
/// `swift test` alone and CI run every test.
///
/// ```swift
/// @Suite(.tags(.process), .skippedInFastLoop) struct UsageTests { ... }
/// ```
extension Tag {
  /// Starts a child process, usually the `psg-demo` executable.
  @Tag public static var process: Self
  /// Drives the full-screen app in a `tmux` server and polls its pane.
  @Tag public static var tmux: Self
  /// Runs headless Chromium on exported pages.
  @Tag public static var chromium: Self
  /// Runs a long randomised session, such as 100,000 actions.
  @Tag public static var soak: Self
  /// Builds another Swift package with `swift build`.
  @Tag public static var nestedBuild: Self
  /// Runs the `psg-bench` executable.
  @Tag public static var bench: Self
  /// Runs other external tools, such as `cmark-gfm` or Python.
  @Tag public static var externalTool: Self
  /// Takes more than about a second on its own, without leaving the process.
  @Tag public static var slow: Self
}
