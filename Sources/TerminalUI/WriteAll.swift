#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `bytes` to `descriptor` with write(2), as a terminal or a command line must:
/// again after a signal (`EINTR`) and after a short write, waiting for the output to drain after
/// `EAGAIN` instead of spinning. Shared by ``SystemTerminal``,
/// ``TerminalAppCommand`` and the demo's command line.
///
/// - Returns: `nil` when everything was written, else the `errno` of the failure (`EIO` for a
///   write(2) that wrote nothing, so it can never loop forever).
package func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
  guard var next = bytes.baseAddress else { return nil }
  var remaining = bytes.count
  while remaining > 0 {
    let written = systemWrite(descriptor, next, remaining)
    if written > 0 {
      next += written
      remaining -= written
      continue
    }
    guard written < 0 else { return EIO }
    switch errno {
    case EINTR:
      continue
    case EAGAIN, EWOULDBLOCK:
      var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&waiting, 1, -1)
    case let code:
      return code
    }
  }
  return nil
}

/// Makes the process's descriptors safe before anything is opened or written.
///
/// - A standard stream the process was started without (`>&-`) is held by `/dev/null`,
///   opened the other way round (standard input for writing, the outputs for reading): no
///   file the program opens later, such as a recording, can take its number, and reading or
///   writing it still fails with `EBADF`, an error to report (74 for an output).
/// - `SIGPIPE` is ignored: a write to a pipe or a FIFO whose reader left fails with `EPIPE`,
///   which the program reports and turns into status 74, rather than killing it.
/// - `SIGXFSZ` is ignored too: a write past the file size limit (`ulimit -f`) fails with
///   `EFBIG`, which stops a recording with one line, as a full disk does.
package func prepareStandardStreams() {
  for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
  where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
    // open(2) takes the lowest free number: this one, since the lower ones are held.
    let held = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
    if held >= 0, held != descriptor { close(held) }
  }
  signal(SIGPIPE, SIG_IGN)
  signal(SIGXFSZ, SIG_IGN)
}

/// write(2), from Glibc or Darwin; async-signal-safe.
package func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}
