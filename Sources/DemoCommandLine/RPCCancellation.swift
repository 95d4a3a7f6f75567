import Foundation
import PlayerFeed

/// The request at work and the `$/cancelRequest`s that name it. A cancel is read on the
/// input's thread (``RPCInput``) while the request runs on the main actor, hence the lock.
///
/// A cancel that comes while its request runs cancels its task; one read before its request
/// started cancels it as it starts (the last ``maximumEarlyCancels`` such ids are kept); one
/// for a request already answered changes nothing.
///
/// ```swift
/// cancellation.begin(.int(7)) { work.cancel() }   // a `refresh`, id 7
/// cancellation.cancel(.int(7))                     // read meanwhile: the work is cancelled
/// cancellation.end()
/// ```
final class RPCCancellation: @unchecked Sendable {
  /// The most cancels kept for requests not yet started.
  static let maximumEarlyCancels = 64

  private let lock = NSLock()
  private var running: (id: RPCRequest.ID, cancel: @Sendable () -> Void)?
  private var early: [RPCRequest.ID] = []

  /// The request `id` starts; `cancel` stops its work. Returns whether a cancel had already
  /// come for it (then `cancel` has been called).
  @discardableResult
  func begin(_ id: RPCRequest.ID, cancel: @escaping @Sendable () -> Void) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if let index = early.firstIndex(of: id) {
      early.remove(at: index)
      cancel()
      return true
    }
    running = (id, cancel)
    return false
  }

  /// The request that began last has its reply.
  func end() {
    lock.lock()
    defer { lock.unlock() }
    running = nil
  }

  /// A `$/cancelRequest` for `id`.
  func cancel(_ id: RPCRequest.ID) {
    lock.lock()
    defer { lock.unlock() }
    if let running, running.id == id {
      running.cancel()
      return
    }
    if early.count == Self.maximumEarlyCancels { early.removeFirst() }
    early.append(id)
  }

  /// The id a `$/cancelRequest` notification in `bytes` names, or `nil` for any other
  /// message. Only a short message that holds `cancelRequest` is parsed (not the whole name:
  /// some writers escape its `/` as `\/`).
  static func cancelledID(in bytes: [UInt8]) -> RPCRequest.ID? {
    guard bytes.count <= 4096, bytes.firstRange(of: Array("cancelRequest".utf8)) != nil,
      FeedNestingCheck.tooDeepProblem(in: bytes) == nil,
      let value = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)),
      case .object(let members) = value, members["id"] == nil,
      members["method"] == .string(cancelMethod),
      case .object(let params) = members["params"]
    else { return nil }
    switch params["id"] {
    case .int(let int): return .int(int)
    case .string(let string): return .string(string)
    default: return nil
    }
  }

  /// LSP's cancellation notification, `{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":7}}`.
  static let cancelMethod = "$/cancelRequest"
}
