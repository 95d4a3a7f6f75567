import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Under `--rpc`, a signal that ends the process (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`)
/// first writes one last notification, framed as the replies are, then exits with 128 + the
/// signal:
///
/// ```json
/// {"jsonrpc":"2.0","method":"ended","params":{"signal":"SIGTERM","status":143}}
/// ```
///
/// A handler may not allocate, so each notice is made beforehand, as a C string, and made
/// again when the framing is known. A notice replaced is never freed: a handler running on
/// another thread may still be writing it. `SIGKILL` cannot be caught, and writes nothing.
///
/// ```swift
/// RPCSignalNotice.install { $0 + "\n" }            // at the start: one message a line
/// RPCSignalNotice.install(framing: framing.frame)  // once the first line told the framing
/// ```
enum RPCSignalNotice {
  /// The signals that end the process with a notice, by name.
  static let signals: [(number: Int32, name: String)] = [
    (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
  ]

  /// One notice for each signal number below 32, made before any handler can run.
  nonisolated(unsafe) private static let notices = {
    let notices = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 32)
    notices.initialize(repeating: nil, count: 32)
    return notices
  }()

  /// The notice for `signal` as the stream writes it, before framing.
  static func notice(signal name: String, status: Int32) -> String {
    #"{"jsonrpc":"2.0","method":"ended","params":{"signal":"\#(name)","status":\#(status)}}"#
  }

  /// Makes each notice framed by `frame`, then installs the handlers.
  static func install(framing frame: (String) -> String) {
    for (number, name) in signals {
      // One word each, stored before the handler is installed or replaced.
      notices[Int(number)] = strdup(frame(notice(signal: name, status: 128 + number)))
      signal(number) { received in
        // Only async-signal-safe calls: strlen(3), write(2) and _exit(2).
        if received >= 0, received < 32, let notice = RPCSignalNotice.notices[Int(received)] {
          _ = systemWrite(STDOUT_FILENO, notice, strlen(notice))
        }
        _exit(128 + received)
      }
    }
  }
}
