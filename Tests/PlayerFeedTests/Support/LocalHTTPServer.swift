import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 that serves canned responses, for loader tests.
///
/// It listens on a port the system picks, answers one connection per canned response, in order,
/// then closes. Every wait is bounded (``idleTimeout``), so the server stops by itself even if
/// no client comes; it never listens beyond the loopback interface.
///
/// A response can also misbehave as servers do: answer late, drip its body, announce a length it
/// does not send, send a body far larger than it holds in memory, or reset the connection.
final class LocalHTTPServer: Sendable {
  /// One canned answer.
  struct Response: Sendable {
    /// What the `Content-Length` header says.
    enum Length: Sendable {
      /// The length of what is sent.
      case actual
      /// This number, whatever is sent.
      case announced(Int)
      /// No header: the body ends when the connection closes.
      case omitted
    }

    var status: Int
    var reason: String
    var body: Data
    /// More header lines, such as `Content-Encoding: gzip`.
    var headers: [String] = []
    /// How long to wait after reading the request before answering.
    var delay: Duration = .zero
    /// How many times ``body`` is sent in a row: a huge body without holding it.
    var repetitions = 1
    var length = Length.actual
    /// When set, the body goes one byte at a time with this pause before each byte.
    var drip: Duration?
    /// Whether the connection ends with a reset (`RST`) instead of an orderly close.
    var endsWithReset = false

    static func ok(_ body: String) -> Response {
      Response(status: 200, reason: "OK", body: Data(body.utf8))
    }

    static func ok(_ body: Data) -> Response {
      Response(status: 200, reason: "OK", body: body)
    }

    static let notFound = Response(status: 404, reason: "Not Found", body: Data("not found".utf8))
  }

  struct SocketError: Error, CustomStringConvertible {
    var call: String
    var code: Int32
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  /// The longest the server waits for a connection or a request before giving up: only a
  /// guard against a server thread left waiting for ever, wide enough for a busy machine.
  static let idleTimeout: Duration = .seconds(60)

  /// The port the server listens on.
  let port: UInt16

  /// Starts serving `responses` on a background thread.
  init(responses: [Response]) throws {
    let listener = try Self.boundLoopbackSocket()
    guard listen(listener, 8) == 0 else {
      let code = errno
      close(listener)
      throw SocketError(call: "listen", code: code)
    }
    port = try Self.port(of: listener)
    let thread = Thread {
      Self.serve(responses, on: listener)
    }
    thread.start()
  }

  /// The address of `path` on this server.
  func url(_ path: String = "/players.json") -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  /// A loopback port nothing listens on: bound, then closed, so connecting to it is refused.
  static func closedPort() throws -> UInt16 {
    let socket = try boundLoopbackSocket()
    defer { close(socket) }
    return try port(of: socket)
  }

  // MARK: Serving

  private static func serve(_ responses: [Response], on listener: Int32) {
    defer { close(listener) }
    for response in responses {
      guard waitForInput(on: listener) else { return }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      defer { close(connection) }
      guard readRequestHead(from: connection) else { continue }
      sleep(for: response.delay)
      write(response, to: connection)
      if response.endsWithReset {
        // A zero linger time makes close send RST and drop what is unsent.
        var immediately = linger(l_onoff: 1, l_linger: 0)
        setsockopt(
          connection, SOL_SOCKET, SO_LINGER, &immediately, socklen_t(MemoryLayout<linger>.size))
      }
    }
  }

  private static func sleep(for duration: Duration) {
    guard duration > .zero else { return }
    let (seconds, attoseconds) = duration.components
    var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    nanosleep(&time, nil)
  }

  /// Reads until the blank line that ends the request head (this server ignores bodies).
  private static func readRequestHead(from connection: Int32) -> Bool {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let end: [UInt8] = Array("\r\n\r\n".utf8)
    while received.count < 64 << 10 {
      guard waitForInput(on: connection) else { return false }
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return false }
      received.append(contentsOf: buffer[0..<count])
      if received.firstRange(of: end) != nil { return true }
    }
    return false
  }

  private static func write(_ response: Response, to connection: Int32) {
    var head = "HTTP/1.1 \(response.status) \(response.reason)\r\n"
    head += "Content-Type: application/json\r\n"
    switch response.length {
    case .actual: head += "Content-Length: \(response.body.count * response.repetitions)\r\n"
    case .announced(let count): head += "Content-Length: \(count)\r\n"
    case .omitted: break
    }
    head += response.headers.map { $0 + "\r\n" }.joined()
    head += "Connection: close\r\n\r\n"
    guard send(Array(head.utf8), to: connection) else { return }
    let body = Array(response.body)
    for _ in 0..<response.repetitions {
      if let drip = response.drip {
        for byte in body {
          sleep(for: drip)
          guard send([byte], to: connection) else { return }
        }
      } else {
        guard send(body, to: connection) else { return }
      }
    }
  }

  /// Sends all of `bytes`; `false` once the client has gone.
  private static func send(_ bytes: [UInt8], to connection: Int32) -> Bool {
    var sent = 0
    while sent < bytes.count {
      // MSG_NOSIGNAL: a client that already gave up must not kill the test process (SIGPIPE).
      let count = bytes[sent...].withUnsafeBytes {
        systemSend(connection, $0.baseAddress, $0.count, noSignalFlag)
      }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  private static func waitForInput(on socket: Int32) -> Bool {
    var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(idleTimeout.components.seconds * 1000)
    return poll(&descriptor, 1, milliseconds) == 1
  }

  // MARK: Sockets

  private static func boundLoopbackSocket() throws -> Int32 {
    let socket = makeStreamSocket()
    guard socket >= 0 else { throw SocketError(call: "socket", code: errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      let code = errno
      close(socket)
      throw SocketError(call: "bind", code: code)
    }
    return socket
  }

  private static func port(of socket: Int32) throws -> UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    guard result == 0 else { throw SocketError(call: "getsockname", code: errno) }
    return UInt16(bigEndian: address.sin_port)
  }
}

/// `send(2)`, named apart from the server's own `send`.
private func systemSend(
  _ socket: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32
) -> Int {
  send(socket, buffer, count, flags)
}

#if canImport(Glibc)
  /// Stops `send` from raising SIGPIPE when the client has gone.
  private let noSignalFlag = Int32(MSG_NOSIGNAL)

  private func makeStreamSocket() -> Int32 {
    socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  }
#else
  private let noSignalFlag: Int32 = 0

  private func makeStreamSocket() -> Int32 {
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    var on: Int32 = 1
    // Darwin has no MSG_NOSIGNAL; the socket option does the same.
    setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    return descriptor
  }
#endif
