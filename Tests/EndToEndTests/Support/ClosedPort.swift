import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP port on 127.0.0.1 that nothing listens on.
///
/// The system picks a free port for a socket bound to port 0; closing the socket frees it
/// again, so a connection to it is refused (unless another program takes it meanwhile, which
/// is unlikely in the moment a test needs).
enum ClosedPort {
  /// Binds, reads back and closes a socket; returns its port.
  static func make() throws -> UInt16 {
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socketFD >= 0 else { throw POSIXError(.EMFILE) }
    defer { close(socketFD) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(socketFD, pointer, length) == 0 && getsockname(socketFD, pointer, &length) == 0
      }
    }
    guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
    return UInt16(bigEndian: address.sin_port)
  }
}
