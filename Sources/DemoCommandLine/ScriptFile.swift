#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `--script FILE`, read whole before anything is shown, so that a missing script fails
/// before the first frame.
///
/// ```swift
/// let lines = try ScriptFile.lines(at: "tour.txt")  // ["search mba", "open 1", …]
/// ```
enum ScriptFile {
  /// Why a script cannot be run.
  struct Failure: Error, Equatable, CustomStringConvertible {
    /// What is wrong, after the file's name: `no such file`, `permission denied`…
    var reason: String
    /// 66 (`EX_NOINPUT`) when the file cannot be read, 65 (`EX_DATAERR`) when its bytes are
    /// not UTF-8 text.
    var exitCode: Int32

    var description: String { reason }
  }

  /// The script's lines: split at every newline character, so `\r\n` ends a line as `\n` does
  /// and a script saved with Windows line endings reads like one typed at the prompt.
  static func lines(at path: String) throws(Failure) -> [String] {
    try lines(at: CommandLineArgument(path))
  }

  /// The lines of the script named by `path`'s bytes, which need not be UTF-8.
  static func lines(at path: CommandLineArgument) throws(Failure) -> [String] {
    let bytes = try contents(at: path)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Failure(reason: "cannot be read as UTF-8 text", exitCode: 65)
    }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
  }

  private static func contents(at path: CommandLineArgument) throws(Failure) -> [UInt8] {
    let descriptor = path.open(flags: O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw unreadable(errno) }
    defer { close(descriptor) }
    var contents: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw unreadable(errno)
      }
      if count == 0 { return contents }
      contents += chunk[..<count]
    }
  }

  private static func unreadable(_ code: Int32) -> Failure {
    let reason =
      switch code {
      case ENOENT, ENOTDIR: "no such file"
      case EACCES, EPERM: "permission denied"
      case EISDIR: "is a folder, not a file"
      default: "cannot be read: " + systemErrorMessage(code)
      }
    return Failure(reason: reason, exitCode: 66)
  }
}
