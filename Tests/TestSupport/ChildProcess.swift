import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to its end without blocking a thread, so that many tests can run at once.
///
/// Standard output and standard error go to temporary files (a chatty program cannot fill a
/// pipe and stall), standard input is `/dev/null` or a real pipe filled before the program
/// starts, and the environment is only what the test gives, plus `PATH`, `HOME` and `LANG`, so
/// that a developer's `NO_COLOR` or `COLUMNS` cannot change a result.
///
/// The program is started with `posix_spawn` and reaped with `waitpid`, not with `Process`:
/// `Process` learns that a program ended when a descriptor the program inherited closes, and a
/// program that leaves a daemon behind (`tmux new-session -d`) hands that descriptor on, so
/// its end would never be seen.
///
/// ```swift
/// let result = try await ChildProcess.run("/bin/echo", arguments: ["PSG"])
/// result.standardOutput  // "PSG\n"
/// result.exitCode        // 0
/// ```
///
/// ``runBlocking(_:arguments:input:environment:timeout:)`` does the same for a synchronous
/// caller, such as ``CMarkGFM``. Every program ``run(_:arguments:input:environment:timeout:)``
/// starts holds one of the ``ProcessSlots`` while it runs, so at most two run at once, however
/// many tests run in parallel; the timeout counts from the program's start, not from the wait
/// for a slot.
public enum ChildProcess {
  /// What the program reads on standard input.
  public enum Input: Sendable {
    /// Nothing: standard input is `/dev/null`.
    case none
    /// A pipe holding this text, closed after it, as in `printf … | program`.
    case pipe(String)
    /// The file at this path, as in `program < path`: `/dev/zero` never ends.
    case file(String)
  }

  /// Runs `executable` and returns what it wrote and how it ended.
  ///
  /// After `timeout` seconds the program is killed and the result says `timedOut`. The default,
  /// ten minutes, only guards against a hang: a test must not depend on how fast a busy machine
  /// runs the program.
  ///
  /// - Throws: When the program cannot be started or its output cannot be read.
  public static func run(
    _ executable: String, arguments: [String] = [], input: Input = .none,
    environment: [String: String] = [:], timeout: TimeInterval = 600
  ) async throws -> ProcessOutput {
    try await runToEnd(
      executable, arguments: arguments, input: input, environment: environment,
      timeout: timeout, measuringMemory: false
    ).output
  }

  /// Like ``run(_:arguments:input:environment:timeout:)``, calling `watch` with the program's
  /// process id each time it looks whether the program ended (every 5 ms or so) while it runs:
  /// a test can signal the program at the moment it chooses. The program is not reaped before
  /// `watch` returns, so the id is never another program's.
  ///
  /// ```swift
  /// let result = try await ChildProcess.run(demo, arguments: ["export", "site"]) { id in
  ///   if pagesWritten() > 100 { kill(id, SIGKILL) }
  /// }
  /// result.exitCode  // 9 (SIGKILL)
  /// ```
  public static func run(
    _ executable: String, arguments: [String] = [], input: Input = .none,
    environment: [String: String] = [:], timeout: TimeInterval = 120,
    watching watch: @escaping (pid_t) -> Void
  ) async throws -> ProcessOutput {
    try await runToEnd(
      executable, arguments: arguments, input: input, environment: environment,
      timeout: timeout, measuringMemory: false, watch: watch
    ).output
  }

  /// Like ``run(_:arguments:input:environment:timeout:)``, and also returns the most memory
  /// the program held resident, in bytes: the peak (`VmHWM`) Linux reports in
  /// `/proc/PID/status`, read while it runs; `nil` where there is no `/proc`.
  ///
  /// `ru_maxrss` from `wait4` would not do: `posix_spawn` starts the child in this process's
  /// memory, so it counts this process's size too.
  ///
  /// ```swift
  /// let (output, bytes) = try await ChildProcess.runMeasuringMemory(
  ///   demo, arguments: ["--script", "/dev/zero"], timeout: 3)
  /// bytes.map { $0 < 64 << 20 }  // true, whatever the input's size
  /// ```
  public static func runMeasuringMemory(
    _ executable: String, arguments: [String] = [], input: Input = .none,
    environment: [String: String] = [:], timeout: TimeInterval = 600
  ) async throws -> (output: ProcessOutput, maximumResidentBytes: Int?) {
    try await runToEnd(
      executable, arguments: arguments, input: input, environment: environment,
      timeout: timeout, measuringMemory: true)
  }

  private static func runToEnd(
    _ executable: String, arguments: [String], input: Input, environment: [String: String],
    timeout: TimeInterval, measuringMemory: Bool, watch: ((pid_t) -> Void)? = nil
  ) async throws -> (output: ProcessOutput, maximumResidentBytes: Int?) {
    try await ProcessSlots.shared.withSlot {
      try await runStarted(
        executable, arguments: arguments, input: input, environment: environment,
        timeout: timeout, measuringMemory: measuringMemory, watch: watch)
    }
  }

  private static func runStarted(
    _ executable: String, arguments: [String], input: Input, environment: [String: String],
    timeout: TimeInterval, measuringMemory: Bool, watch: ((pid_t) -> Void)?
  ) async throws -> (output: ProcessOutput, maximumResidentBytes: Int?) {
    let launch = try Launch(executable, arguments, input, environment)
    defer { launch.cleanUp() }
    var wait = Wait(processID: launch.processID, timeout: timeout)
    var peak: Int?
    while try !wait.hasEnded() {
      watch?(launch.processID)
      if measuringMemory, let sample = residentPeak(of: launch.processID) {
        peak = max(peak ?? 0, sample)
      }
      // Not `try`: a cancelled test must still reap its child, which the deadline bounds.
      try? await Task.sleep(for: .milliseconds(5))
    }
    return (try launch.output(wait), peak)
  }

  /// The `VmHWM` line of `/proc/PID/status` in bytes: the most the process has held resident
  /// since its `exec`.
  private static func residentPeak(of processID: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
    else { return nil }
    return kilobytes * 1024
  }

  /// Like ``run(_:arguments:input:environment:timeout:)``, blocking the calling thread.
  public static func runBlocking(
    _ executable: String, arguments: [String] = [], input: Input = .none,
    environment: [String: String] = [:], timeout: TimeInterval = 600
  ) throws -> ProcessOutput {
    // No slot: a thread blocked waiting for one could be a thread of the concurrency pool
    // that the holders of the slots need to see their programs end. The callers run short
    // checkers (cmark-gfm, a schema validator) for milliseconds.
    let launch = try Launch(executable, arguments, input, environment)
    defer { launch.cleanUp() }
    var wait = Wait(processID: launch.processID, timeout: timeout)
    while try !wait.hasEnded() {
      usleep(5_000)
    }
    return try launch.output(wait)
  }

  /// A started program and the files its output goes to.
  private struct Launch {
    let folder: URL
    let outputFile: URL
    let errorFile: URL
    let processID: pid_t

    init(
      _ executable: String, _ arguments: [String], _ input: Input,
      _ environment: [String: String]
    ) throws {
      let fileManager = FileManager.default
      folder = fileManager.temporaryDirectory.appendingPathComponent(
        "psg-process-" + UUID().uuidString, isDirectory: true)
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
      outputFile = folder.appendingPathComponent("stdout")
      errorFile = folder.appendingPathComponent("stderr")
      let variables = ChildProcess.baseEnvironment.merging(environment) { _, given in given }
        .map { "\($0.key)=\($0.value)" }
      var standardStreams: [Int32] = []
      // The child has its own copies; ours close whether or not it started.
      defer {
        for descriptor in standardStreams { close(descriptor) }
      }
      do {
        standardStreams.append(try input.descriptor())
        standardStreams.append(try ChildProcess.create(outputFile))
        standardStreams.append(try ChildProcess.create(errorFile))
        processID = try ChildProcess.spawn(
          executable, arguments: arguments, variables: variables,
          standardStreams: standardStreams)
      } catch {
        try? fileManager.removeItem(at: folder)
        throw error
      }
    }

    /// What the program wrote, once `wait` has seen it end.
    func output(_ wait: Wait) throws -> ProcessOutput {
      ProcessOutput(
        standardOutput: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
        standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self),
        exitCode: wait.exitCode,
        timedOut: wait.timedOut)
    }

    func cleanUp() {
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// Waiting for a program to end, killing it after a deadline.
  ///
  /// The deadline is a Dispatch timer, not the waiting loop: when a busy machine (or tests that
  /// block the shared cooperative threads) keeps the loop from running, the program is still
  /// killed on time, and the result still says it timed out.
  private struct Wait {
    let processID: pid_t
    private let deadline: ChildDeadline
    private(set) var timedOut = false
    private var status: Int32 = 0

    init(processID: pid_t, timeout: TimeInterval) {
      self.processID = processID
      deadline = ChildDeadline(processID: processID, timeout: timeout)
    }

    /// Reaps the program if it has ended.
    mutating func hasEnded() throws -> Bool {
      // Look without reaping first: until it is reaped, the program's id cannot be reused, so
      // the timer can never kill another process.
      var info = siginfo_t()
      if waitid(P_PID, id_t(processID), &info, WEXITED | WNOHANG | WNOWAIT) != 0 {
        if errno == EINTR { return false }
        throw POSIXError(.ECHILD)
      }
      // `siginfo_t` starts zeroed; it names SIGCHLD only when the program has ended.
      guard info.si_signo == SIGCHLD else { return false }
      timedOut = deadline.finish()
      while waitpid(processID, &status, 0) < 0 {
        if errno != EINTR { throw POSIXError(.ECHILD) }
      }
      return true
    }

    /// The exit status, or the signal that ended the program (the encoding of wait(2): the
    /// low 7 bits are the signal, or 0 and the exit status above).
    var exitCode: Int32 {
      let signal = status & 0x7F
      return signal == 0 ? (status >> 8) & 0xFF : signal
    }
  }

  /// The variables every child gets: enough to find programs and decode UTF-8, nothing that
  /// changes colours or widths.
  fileprivate static var baseEnvironment: [String: String] {
    let inherited = ProcessInfo.processInfo.environment
    var environment = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
    environment["HOME"] = inherited["HOME"]
    return environment
  }

  /// Starts the program with `standardStreams` as its descriptors 0, 1 and 2.
  fileprivate static func spawn(
    _ executable: String, arguments: [String], variables: [String], standardStreams: [Int32]
  ) throws -> pid_t {
    var actions = SpawnFileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (target, descriptor) in standardStreams.enumerated() {
      // dup2 clears close-on-exec on the copy; every other descriptor here has it set.
      posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(target))
    }
    // The calling thread blocks most signals (a thread of the concurrency pool), and a child
    // inherits that mask: unblock everything and restore default actions, or tmux would never
    // hear of its pane's end (SIGCHLD) and could not be stopped.
    var attributes = SpawnAttributes()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var processID = pid_t()
    let status = posix_spawn(&processID, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOEXEC)
    }
    return processID
  }

  /// Creates (or empties) `file` for writing, with close-on-exec.
  fileprivate static func create(_ file: URL) throws -> Int32 {
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw POSIXError(.EACCES) }
    return descriptor
  }
}

extension ChildProcess.Input {
  /// A descriptor to give the child as its standard input, with close-on-exec.
  fileprivate func descriptor() throws -> Int32 {
    switch self {
    case .none:
      let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw POSIXError(.ENOENT) }
      return descriptor
    case .pipe(let text):
      // The text is written before the child starts, so this process cannot get SIGPIPE;
      // close-on-exec keeps another test's child from holding the pipe open.
      var ends: [Int32] = [0, 0]
      guard openPipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
      defer { close(ends[1]) }
      let bytes = Array(text.utf8)
      precondition(bytes.count < 65_536, "a script must fit in a pipe's buffer")
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        guard count > 0 else {
          close(ends[0])
          throw POSIXError(.EPIPE)
        }
        written += count
      }
      return ends[0]
    case .file(let path):
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw POSIXError(.ENOENT) }
      return descriptor
    }
  }
}

// Linux declares the spawn types as structs, Darwin as optional pointers.
#if canImport(Darwin)
  private typealias SpawnFileActions = posix_spawn_file_actions_t?
  private typealias SpawnAttributes = posix_spawnattr_t?
  extension Optional where Wrapped == UnsafeMutableRawPointer {
    fileprivate init() { self = nil }
  }
#else
  private typealias SpawnFileActions = posix_spawn_file_actions_t
  private typealias SpawnAttributes = posix_spawnattr_t
#endif

/// `pipe(2)`, named apart from ``ChildProcess/Input/pipe(_:)``.
private func openPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
  pipe(ends)
}

/// Kills a child with SIGKILL when its time is up, from a Dispatch timer.
private final class ChildDeadline: @unchecked Sendable {
  private let lock = NSLock()
  private let processID: pid_t
  private let timer: DispatchSourceTimer
  // Guarded by `lock`.
  private var ended = false
  private var fired = false

  init(processID: pid_t, timeout: TimeInterval) {
    self.processID = processID
    timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + max(0, timeout))
    timer.setEventHandler { [weak self] in self?.fire() }
    timer.resume()
  }

  deinit {
    timer.cancel()
  }

  private func fire() {
    lock.lock()
    defer { lock.unlock() }
    guard !ended else { return }
    kill(processID, SIGKILL)
    fired = true
  }

  /// Stops the timer once the child has ended (before it is reaped); returns whether the
  /// deadline killed it.
  func finish() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    ended = true
    timer.cancel()
    return fired
  }
}
