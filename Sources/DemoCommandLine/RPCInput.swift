import Foundation

/// Standard input's messages, read on a thread of their own, so that a `$/cancelRequest` is
/// seen, and acted on, while the request it names is still at work.
///
/// At most ``capacity`` messages are read ahead of the one being answered: a client that
/// writes faster than the server answers is held back by its pipe, and the messages waiting
/// take at most 64 MiB (each at most ``RPCFraming/maximumMessageLength``).
///
/// ```swift
/// let input = RPCInput(framing: RPCFraming(reader: LineReader()), cancellation: cancellation)
/// for await item in input.items {
///   // answer item.message, framed as item.framing
///   input.took()
/// }
/// ```
struct RPCInput: Sendable {
  /// One message, with the framing its input uses.
  struct Item: Sendable {
    var message: RPCFraming.Message
    var framing: RPCFraming.Kind
  }

  /// The most messages read ahead of the one being answered.
  static let capacity = 64

  /// The messages, in the order they came; finished at the end of input.
  let items: AsyncStream<Item>
  /// One count for each message that may be read ahead. Made at 0 and raised, because
  /// Dispatch traps on freeing a semaphore whose count is below the one it was made with.
  private let slots = DispatchSemaphore(value: 0)

  /// Starts reading `framing` on a thread of its own, which then alone uses it; each
  /// `$/cancelRequest` read is handed to `cancellation` at once, and also passed on.
  init(framing: RPCFraming, cancellation: RPCCancellation) {
    let (items, continuation) = AsyncStream<Item>.makeStream()
    self.items = items
    let slots = slots
    for _ in 0..<Self.capacity { slots.signal() }
    // Only the reading thread touches the framing from now on.
    nonisolated(unsafe) let framing = framing
    Thread {
      while true {
        slots.wait()
        guard let message = framing.next() else { break }
        if case .message(let bytes) = message, let id = RPCCancellation.cancelledID(in: bytes) {
          cancellation.cancel(id)
        }
        continuation.yield(Item(message: message, framing: framing.kind ?? .newline))
      }
      continuation.finish()
    }.start()
  }

  /// Lets one more message be read: call it once for each item taken.
  func took() {
    slots.signal()
  }
}
