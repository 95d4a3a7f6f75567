import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system terminal on a pseudo-terminal the test opens itself: real termios, no tmux.
#if os(Linux)
  @MainActor
  @Suite struct SystemTerminalTests {
    /// A pseudo-terminal pair: the test plays the terminal on `controller`, the app uses `device`.
    final class PseudoTerminal {
      let controller: Int32
      var device: Int32

      // posix_openpt, grantpt and unlockpt are not imported from Glibc: the same through
      // /dev/ptmx and its ioctls (Linux's generic numbers for TIOCSPTLCK and TIOCGPTN).
      private static let unlock: UInt = 0x4004_5431
      private static let number: UInt = 0x8004_5430

      init() throws {
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(controller >= 0)
        var locked: Int32 = 0
        var index: Int32 = 0
        try #require(ioctl(controller, Self.unlock, &locked) == 0)
        try #require(ioctl(controller, Self.number, &index) == 0)
        device = open("/dev/pts/\(index)", O_RDWR | O_NOCTTY)
        try #require(device >= 0)
      }

      func mode() -> termios {
        var mode = termios()
        _ = tcgetattr(device, &mode)
        return mode
      }

      /// Reads what the app wrote (the pty has it at once).
      func readWritten() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 1024)
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 5_000) > 0 else { return [] }
        let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress!, 1024) }
        return count > 0 ? Array(buffer[0..<count]) : []
      }

      deinit {
        close(controller)
        if device >= 0 { close(device) }
      }
    }

    @Test func entersRawModeAndRestoresTheModeItFound() throws {
      let pty = try PseudoTerminal()
      let before = pty.mode()
      #expect(before.c_lflag & tcflag_t(ICANON | ECHO) != 0)
      let terminal = SystemTerminal(input: pty.device, output: pty.device)
      try terminal.enterRawMode()
      let raw = pty.mode()
      #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
      #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
      #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
      terminal.restoreMode()
      let after = pty.mode()
      #expect(after.c_lflag == before.c_lflag)
      #expect(after.c_iflag == before.c_iflag)
      #expect(after.c_oflag == before.c_oflag)
    }

    @Test func writesEveryByteAndReadsTheSize() throws {
      let pty = try PseudoTerminal()
      var window = winsize(ws_row: 14, ws_col: 70, ws_xpixel: 0, ws_ypixel: 0)
      try #require(ioctl(pty.controller, UInt(TIOCSWINSZ), &window) == 0)
      let terminal = SystemTerminal(input: pty.device, output: pty.device)
      #expect(terminal.size == TerminalSize(columns: 70, rows: 14))
      try terminal.enterRawMode()
      defer { terminal.restoreMode() }
      try terminal.write(Array("\u{1B}[1;1Hé\n".utf8))
      // No output processing in raw mode: the newline is not turned into CR LF.
      #expect(pty.readWritten() == Array("\u{1B}[1;1Hé\n".utf8))
    }

    @Test func refusesRawModeOnSomethingThatIsNotATerminal() throws {
      var pipeEnds: [Int32] = [0, 0]
      try #require(pipe(&pipeEnds) == 0)
      defer {
        for end in pipeEnds { close(end) }
      }
      let terminal = SystemTerminal(input: pipeEnds[0], output: pipeEnds[1])
      #expect(throws: TerminalError(operation: "tcgetattr", code: ENOTTY)) {
        try terminal.enterRawMode()
      }
    }

    @Test func throwsInsteadOfTrappingWhenTheOutputIsGone() throws {
      let pty = try PseudoTerminal()
      let terminal = SystemTerminal(input: pty.device, output: pty.device)
      try terminal.enterRawMode()
      defer { terminal.restoreMode() }
      var pipeEnds: [Int32] = [0, 0]
      try #require(pipe(&pipeEnds) == 0)
      close(pipeEnds[0])
      defer { close(pipeEnds[1]) }
      // Raw mode ignores SIGPIPE, so a closed pipe is an EPIPE to report.
      let closedOutput = SystemTerminal(input: pty.device, output: pipeEnds[1])
      #expect(throws: TerminalError(operation: "write", code: EPIPE)) {
        try closedOutput.write(Array("frame".utf8))
      }
    }
  }
#endif
