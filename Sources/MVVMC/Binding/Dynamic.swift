/// A value that tells its listeners when it changes: the binding box of MVVM.
///
/// A view model exposes its state as `Dynamic` properties; a scene binds closures to them and
/// redraws when they fire. The names are those of the classic MVVM tutorial — `value`,
/// `bind(_:)`, `bindAndFire(_:)` — with what real use needs added: several listeners, a way to
/// stop listening, bindings that end with their owner, and derived boxes (``map(_:)``,
/// ``removingDuplicates()``, ``debounced(for:scheduler:)``).
///
/// ```swift
/// let name = Dynamic("Kylian MBAPPÉ")
/// name.bindAndFire { print("name:", $0) }   // prints "name: Kylian MBAPPÉ"
/// name.value = "Lionel MESSI"                // prints "name: Lionel MESSI"
/// ```
///
/// ## Rules
///
/// - Listeners are called in the order they were bound, synchronously, on the main actor.
/// - A listener bound while listeners are being called first hears the *next* value
///   (``bindAndFire(owner:_:)`` still calls it at once with the current value).
/// - A listener unbound while listeners are being called is not called again, not even for the
///   rest of that round.
/// - A listener that sets ``value`` does not start a nested round: ``value`` changes at once,
///   the current round finishes with the value it started with, then a new round delivers the
///   new value. Every listener hears every value, in the order the values were set.
///   (A listener that always sets a new value therefore never stops, as in any feedback loop.)
///
/// ## Cost
///
/// Setting ``value`` with one listener bound calls that closure once and allocates nothing: a
/// round reads the listeners in place, without copying the list or retaining a closure.
/// `psg-bench` times it against a direct closure call and reads the heap bytes an update keeps.
@MainActor
public final class Dynamic<Value> {
  /// A closure that receives each new value.
  public typealias Listener = (Value) -> Void

  /// The current value. Setting it calls every listener with the new value.
  // Inlinable, with the state it touches, so a client's update is specialised for its own
  // `Value` instead of going through generic value witnesses: see psg-bench.
  @inlinable
  public var value: Value {
    get { storage }
    set {
      storage = newValue
      notify(newValue)
    }
  }

  /// A name for traces, such as `PlayerListViewModel.matches`; `nil` when untraced.
  public let label: String?

  // The properties an update touches skip Swift's run-time exclusivity checks, which were a
  // large part of an update's cost in psg-bench. That is safe because no access to them can
  // overlap another:
  // - the box is main-actor isolated, so accesses never run concurrently;
  // - no access stays open while a listener, a tracer or any other outside code runs: a round
  //   reads one entry of `entries` at a time and ends that read before calling the entry's
  //   listener, and `value`'s setter finishes writing `storage` before it calls `notify`;
  // - the only code that can run inside an access is a deinitializer, and none can be the
  //   user's: entries leave `entries` only between rounds and only while a local array still
  //   holds them (see `removeUnboundEntries`), `pendingValues` only moves values in and out,
  //   and an old `storage` value is released after the new one is stored.
  @exclusivity(unchecked) @usableFromInline var storage: Value
  // The bound listeners, in bind order. During a round entries are only appended (a listener
  // bound then hears the next value) and never removed: unbinding marks the entry, and marked
  // entries leave once the round is over. So the index of an entry never changes during a
  // round, and the entry a round is calling stays alive until the call returns.
  @exclusivity(unchecked) @usableFromInline var entries: [ListenerEntry<Value>] = []
  @exclusivity(unchecked) @usableFromInline var isNotifying = false
  // Whether a listener was unbound during the round, so marked entries wait in `entries`.
  @exclusivity(unchecked) @usableFromInline var hasUnboundEntries = false
  // Values set by a listener during a round, delivered in order once the round ends.
  @exclusivity(unchecked) @usableFromInline var pendingValues: [Value] = []
  private var nextID = 0
  @usableFromInline let tracer: BindingTracer?
  // Keeps the box a derived box listens to alive as long as the derived box.
  private var upstream: AnyObject?
  // The debounced delivery waiting to happen, for `debounced(for:scheduler:)`.
  private var pendingDelivery: ScheduledAction?
  // For a derived box, where its values come from: what the inspector shows.
  var derivation: BoxDerivation?

  /// Creates a box holding `value`.
  ///
  /// - Parameters:
  ///   - value: The initial value. Creating the box calls no listener.
  ///   - label: A name for traces; give one with `tracer`.
  ///   - tracer: Told each time the box calls its listeners, for `--trace` and tests.
  public init(_ value: Value, label: String? = nil, tracer: BindingTracer? = nil) {
    self.storage = value
    self.label = label
    self.tracer = tracer
  }

  /// How many listeners are bound.
  public var listenerCount: Int {
    hasUnboundEntries ? entries.count { $0.isBound } : entries.count
  }

  /// Calls `listener` with every new value, from the next change on.
  ///
  /// - Parameters:
  ///   - owner: Who listens, as the inspector names it (``listenerOwners``); `nil` for nobody
  ///     in particular.
  ///   - listener: Called with each new value.
  /// - Returns: A token whose ``BindingToken/unbind()`` stops the calls. Discard it when the
  ///   listener should live as long as the box.
  @discardableResult
  public func bind(owner: String? = nil, _ listener: @escaping Listener) -> BindingToken {
    let id = nextID
    nextID += 1
    entries.append(ListenerEntry(id: id, owner: owner, listener: listener))
    return BindingToken { [weak self] in self?.removeListener(id: id) }
  }

  /// Calls `listener` with the current value now, then with every new value.
  ///
  /// ```swift
  /// let count = Dynamic(3)
  /// count.bindAndFire { print($0) }  // prints 3
  /// count.value = 4                  // prints 4
  /// ```
  @discardableResult
  public func bindAndFire(owner: String? = nil, _ listener: @escaping Listener) -> BindingToken {
    let token = bind(owner: owner, listener)
    listener(value)
    return token
  }

  /// Calls `listener` with `owner` and every new value, for as long as `owner` is alive.
  ///
  /// The box holds `owner` weakly, so a scene can bind to its view model without a retain
  /// cycle, and the binding ends by itself once the scene is freed (the entry is dropped at the
  /// next change).
  ///
  /// ```swift
  /// viewModel.filter.bind(self) { scene, filter in scene.filter = filter }
  /// ```
  ///
  /// The inspector names the listener `ownerName`, or the owner's type when it is `nil`.
  @discardableResult
  public func bind<Owner: AnyObject>(
    _ owner: Owner, as ownerName: String? = nil,
    _ listener: @escaping (Owner, Value) -> Void
  ) -> BindingToken {
    let id = nextID
    bind(owner: ownerName ?? String(describing: type(of: owner))) {
      [weak self, weak owner] value in
      guard let owner else {
        self?.removeListener(id: id)
        return
      }
      listener(owner, value)
    }
    return BindingToken { [weak self] in self?.removeListener(id: id) }
  }

  /// Like ``bind(_:as:_:)``, and calls `listener` at once with the current value.
  @discardableResult
  public func bindAndFire<Owner: AnyObject>(
    _ owner: Owner, as ownerName: String? = nil,
    _ listener: @escaping (Owner, Value) -> Void
  ) -> BindingToken {
    let token = bind(owner, as: ownerName, listener)
    listener(owner, value)
    return token
  }

  /// Removes every listener.
  public func unbindAll() {
    for entry in entries { entry.isBound = false }
    hasUnboundEntries = true
    if !isNotifying { removeUnboundEntries() }
  }

  private func removeListener(id: Int) {
    guard let entry = entries.first(where: { $0.id == id && $0.isBound }) else { return }
    entry.isBound = false
    hasUnboundEntries = true
    if !isNotifying { removeUnboundEntries() }
  }

  /// Drops the entries unbound since the last call; never during a round.
  @usableFromInline
  func removeUnboundEntries() {
    // The removed entries are released when `removed` goes, after every access to `entries`
    // has ended: a listener's captures may run user deinits that bind to this box again.
    let removed = entries.filter { !$0.isBound }
    withExtendedLifetime(removed) { entries.removeAll { !$0.isBound } }
    hasUnboundEntries = false
  }

  @inlinable
  func notify(_ newValue: Value) {
    guard !isNotifying else {
      pendingValues.append(newValue)
      return
    }
    isNotifying = true
    deliver(newValue)
    if !pendingValues.isEmpty { deliverPendingValues() }
    isNotifying = false
    if hasUnboundEntries { removeUnboundEntries() }
  }

  /// The values listeners set during a round, each in a round of its own (the rare path).
  @usableFromInline
  func deliverPendingValues() {
    // Batch by batch, so the values are released outside any access to `pendingValues` (a
    // value's deinit may set this box again, adding to the next batch) and the cost is linear.
    while !pendingValues.isEmpty {
      let batch = pendingValues
      pendingValues.removeAll()
      for value in batch { deliver(value) }
    }
  }

  @inlinable
  func deliver(_ newValue: Value) {
    if tracer != nil { trace(newValue) }
    // Entries bound during the round sit past `end`; unbound ones stay, marked (see `entries`).
    // Each entry is read without retaining it: `entries` keeps it alive until the round is over.
    let end = entries.count
    var index = 0
    while index < end {
      Self.callIfBound(Unmanaged.passUnretained(entries[index]), with: newValue)
      index += 1
    }
  }

  /// Calls the listener of `entry` if it is still bound, without retaining either.
  ///
  /// Nonisolated so the closure below is not main-actor isolated, which would cost a run-time
  /// executor check per call.
  @inlinable
  nonisolated static func callIfBound(
    _ entry: Unmanaged<ListenerEntry<Value>>, with value: Value
  ) {
    entry._withUnsafeGuaranteedRef { entry in
      if entry.isBound { entry.listener(value) }
    }
  }

  @usableFromInline
  func trace(_ newValue: Value) {
    guard let tracer, let label else { return }
    tracer.bindingFired(
      label: label, listeners: listenerCount, value: newValue, owners: listenerOwners)
  }
}

extension Dynamic {
  /// Makes `self` keep `box` alive; used by derived boxes to hold their source.
  func retainUpstream(_ box: AnyObject) {
    upstream = box
  }

  /// Replaces the debounced delivery waiting to happen, cancelling the previous one.
  func replacePendingDelivery(with action: ScheduledAction?) {
    pendingDelivery?.cancel()
    pendingDelivery = action
  }
}

/// One bound listener, marked rather than removed when unbound during a round.
///
/// `listener` is a constant so a round can call it without retaining it: the entry holds it.
/// Not actor-isolated, so reading it costs no executor check; only a `Dynamic`, on the main
/// actor, ever touches one.
@usableFromInline
final class ListenerEntry<Value> {
  let id: Int
  // Who listens, for the inspector.
  let owner: String?
  @usableFromInline let listener: (Value) -> Void
  // Unchecked for the reason given on `Dynamic.storage`: it is set only by the box, on the main
  // actor, and no access to it stays open while outside code runs.
  @exclusivity(unchecked) @usableFromInline var isBound = true

  init(id: Int, owner: String? = nil, listener: @escaping (Value) -> Void) {
    self.id = id
    self.owner = owner
    self.listener = listener
  }
}
