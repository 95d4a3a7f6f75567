import Synchronization

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
/// Setting ``value`` calls each listener once and allocates nothing. A round walks the list of
/// listeners it started with, which costs one reference count, not a copy. `psg-bench` times an
/// update against the least a box must do: store the value, then call each closure of an array.
@MainActor
public final class Dynamic<Value> {
  /// The current value. Setting it calls every listener with the new value.
  // Inlinable, with the state it touches, so a client's update is specialised for its own
  // `Value` instead of going through generic value witnesses: see psg-bench.
  @inlinable
  public var value: Value {
    get { storage }
    set {
      replaceStorage(with: newValue)
      notify(newValue)
    }
  }

  /// A name for traces, such as `PlayerListViewModel.matches`; `nil` when untraced.
  package let label: String?

  @usableFromInline var storage: Value
  // The bound listeners, in bind order. A round walks the array it started with, so a listener
  // that binds or unbinds during the round changes this array, not the round's.
  @usableFromInline var entries: [ListenerEntry<Value>] = []
  // Swift checks at run time that two accesses to a class's `var` never overlap, and on this
  // path the checks would cost more than the update. The flags an update reads are therefore
  // `Atomic` values held by `let`, which need no such check. The box is main-actor isolated, so
  // they are never shared between threads, and `.relaxed` is all they need.
  @usableFromInline let isNotifying = Atomic(false)
  @usableFromInline let hasPendingValues = Atomic(false)
  // How many listeners were ever unbound. A round compares it with the count it started with:
  // while the two are equal, every entry the round holds is still bound.
  @usableFromInline let unbindCount = Atomic(0)
  // Values set by a listener during a round, delivered in order once the round ends.
  @usableFromInline var pendingValues: [Value] = []
  private var nextID = 0
  // Who listens, by listener id, for the inspector only: kept out of `entries` so a round walks
  // entries of a closure and a mark, nothing it does not read.
  var owners: [Int: String] = [:]
  @usableFromInline let tracer: BindingTracer?
  // Keeps the box a derived box listens to alive as long as the derived box.
  private var upstream: AnyObject?
  // The debounced delivery waiting to happen, for `debounced(for:scheduler:)`.
  private var pendingDelivery: ScheduledAction?
  // For a derived box, where its values come from: what the inspector shows.
  var derivation: BoxDerivation?
  // The value last traced, as the tracer describes it: what the next firing changes from.
  private var tracedValue: String?

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
    if label != nil, let tracer { tracedValue = tracer.words.summary(of: value) }
  }

  /// How many listeners are bound.
  public var listenerCount: Int { entries.count }

  /// Calls `listener` with every new value, from the next change on.
  ///
  /// - Parameters:
  ///   - owner: Who listens, as the inspector names it; `nil` for nobody
  ///     in particular.
  ///   - listener: Called with each new value.
  /// - Returns: A token whose ``BindingToken/unbind()`` stops the calls. Discard it when the
  ///   listener should live as long as the box.
  @discardableResult
  public func bind(owner: String? = nil, _ listener: @escaping (Value) -> Void) -> BindingToken {
    let id = nextID
    nextID += 1
    entries.append(ListenerEntry(listener: listener, binding: ListenerBinding(id: id)))
    if let owner { owners[id] = owner }
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
  public func bindAndFire(
    owner: String? = nil, _ listener: @escaping (Value) -> Void
  ) -> BindingToken {
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
    let removed = entries
    entries = []
    owners = [:]
    // Marked for a round under way; released after `entries` changed, when `removed` goes: a
    // listener's captures may run deinits that use this box.
    for entry in removed { entry.binding.isBound.store(false, ordering: .relaxed) }
    unbindCount.wrappingAdd(1, ordering: .relaxed)
  }

  private func removeListener(id: Int) {
    guard let index = entries.firstIndex(where: { $0.binding.id == id }) else { return }
    // Released at the end, once `entries` has changed: a listener's captures may run deinits
    // that use this box.
    let removed = entries.remove(at: index)
    owners[removed.binding.id] = nil
    removed.binding.isBound.store(false, ordering: .relaxed)
    unbindCount.wrappingAdd(1, ordering: .relaxed)
  }

  /// Stores `newValue`, then releases the old value, whose deinit may read this box.
  @inlinable
  func replaceStorage(with newValue: Value) {
    var old = newValue
    swap(&storage, &old)
  }

  @inlinable
  func notify(_ newValue: Value) {
    guard !isNotifying.load(ordering: .relaxed) else {
      pendingValues.append(newValue)
      hasPendingValues.store(true, ordering: .relaxed)
      return
    }
    isNotifying.store(true, ordering: .relaxed)
    deliver(newValue)
    if hasPendingValues.load(ordering: .relaxed) { deliverPendingValues() }
    isNotifying.store(false, ordering: .relaxed)
  }

  /// The values listeners set during a round, each in a round of its own (the rare path).
  @usableFromInline
  func deliverPendingValues() {
    // Batch by batch, so the values are released outside any access to `pendingValues` (a
    // value's deinit may set this box again, adding to the next batch) and the cost is linear.
    while !pendingValues.isEmpty {
      let batch = pendingValues
      pendingValues = []
      for value in batch { deliver(value) }
    }
    hasPendingValues.store(false, ordering: .relaxed)
  }

  @inlinable
  func deliver(_ newValue: Value) {
    if tracer != nil { trace(newValue) }
    // The round's own array: the same storage as `entries`, with one more reference. It keeps
    // every entry alive and in place while listeners bind and unbind; an entry unbound during
    // the round is marked, so the round skips it.
    let round = entries
    let unbindsAtStart = unbindCount.load(ordering: .relaxed)
    for index in round.indices {
      // The first listener needs no look: nothing ran before it in the round.
      if index > 0, unbindCount.load(ordering: .relaxed) != unbindsAtStart,
        !round[index].binding.isBound.load(ordering: .relaxed)
      {
        continue
      }
      round[index].listener(newValue)
    }
  }

  @usableFromInline
  func trace(_ newValue: Value) {
    guard let tracer, let label else { return }
    let summary = tracer.words.summary(of: newValue)
    tracer.bindingFired(
      label: label, listeners: listenerCount, summary: summary, previous: tracedValue,
      owners: listenerOwners)
    tracedValue = summary
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

/// One bound listener: its closure, and whether it is still bound.
@usableFromInline
struct ListenerEntry<Value> {
  @usableFromInline let listener: (Value) -> Void
  @usableFromInline let binding: ListenerBinding
}

/// Whether one listener is still bound, shared by its entry and every round holding a copy.
///
/// `Atomic` for the reason given on `Dynamic.isNotifying`; only a `Dynamic`, on the main actor,
/// ever sets it.
@usableFromInline
final class ListenerBinding: Sendable {
  let id: Int
  @usableFromInline let isBound = Atomic(true)

  init(id: Int) {
    self.id = id
  }
}
