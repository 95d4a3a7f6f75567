#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal operation that failed: which one, and the system's error number.
///
/// The host reports it in ``FullScreenExit/failed(_:)`` after restoring the terminal; it never
/// traps.
///
/// ```swift
/// TerminalError(operation: "write", code: EPIPE).description  // "write: Broken pipe"
/// ```
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was being done: `"write"`, `"read"`, `"tcsetattr"`…
  public var operation: String
  /// The `errno` value, or 0 when the failure has none.
  public var code: Int32

  /// Creates an error.
  public init(operation: String, code: Int32) {
    self.operation = operation
    self.code = code
  }

  /// The operation and the system's message for the error number.
  public var description: String {
    guard code != 0, let message = strerror(code) else { return operation }
    return "\(operation): \(String(cString: message))"
  }
}
