#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `bytes` to `descriptor` with write(2), as a terminal or a command line must:
/// again after a signal (`EINTR`) and after a short write, waiting for the output to drain after
/// `EAGAIN` instead of spinning. Shared by ``SystemTerminal`` and the command line's streams.
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

/// write(2), from Glibc or Darwin; async-signal-safe.
package func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}
