import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns `SIGINT`, `SIGTERM`, `SIGHUP` and `SIGQUIT` into the cancellation of an export's task while it
/// writes, so the export stops between two pages, its temporary file gone, and the run ends
/// with 128 + the signal's number.
///
/// Signals are caught by Dispatch sources on a queue of their own (the export holds the main
/// actor between two pages, which a handler there would wait for). ``stop()`` puts back what
/// the signals did before. `SIGKILL` cannot be caught: the next export removes what it left.
///
/// ```swift
/// let interruption = ExportInterruption()
/// let task = Task { try await exporter.export(to: folder, force: force) }
/// interruption.start(cancelling: task)
/// let result = await task.result
/// interruption.stop()
/// interruption.caught   // SIGINT after Ctrl-C, else nil
/// ```
final class ExportInterruption: @unchecked Sendable {
  /// The signals that stop an export.
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  // Guards `received`: written on the signals' queue, read by the command.
  private let lock = NSLock()
  private var received: Int32?
  private var sources: [any DispatchSourceSignal] = []
  private var savedActions: [Int32: sigaction] = [:]
  private let queue = DispatchQueue(label: "psg-demo.export-signals")

  /// The first signal received since ``start(cancelling:)``, if any.
  var caught: Int32? {
    lock.withLock { received }
  }

  /// Catches the signals and cancels `task` on the first.
  func start<Success: Sendable, Failure: Error>(cancelling task: Task<Success, Failure>) {
    for number in Self.signals {
      var previous = sigaction()
      if sigaction(number, nil, &previous) == 0 { savedActions[number] = previous }
      // Ignored by the process, so only the source sees it.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { [weak self] in
        guard let self else { return }
        self.lock.withLock { if self.received == nil { self.received = number } }
        task.cancel()
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops catching the signals: each does what it did before ``start(cancelling:)``.
  func stop() {
    for source in sources { source.cancel() }
    sources = []
    for (number, action) in savedActions {
      var action = action
      sigaction(number, &action, nil)
    }
    savedActions = [:]
  }
}
