extension Dynamic {
  /// A box that holds `transform(value)` and follows every change of this box.
  ///
  /// The derived box keeps this one alive; this one holds the derived box weakly, so dropping the
  /// derived box ends the link.
  ///
  /// ```swift
  /// let players = Dynamic(["MESSI", "NEYMAR"])
  /// let count = players.map(\.count)
  /// count.bind { print($0) }
  /// players.value.append("MBAPPÉ")  // prints 3
  /// ```
  ///
  /// - Complexity: `transform` runs once now and once per change.
  public func map<Mapped>(_ transform: @escaping (Value) -> Mapped) -> Dynamic<Mapped> {
    let derived = Dynamic<Mapped>(transform(value))
    derived.retainUpstream(self)
    // The chain the inspector shows (`query · map`), and the listener's name.
    derived.derivation = BoxDerivation(from: self, step: "map")
    bind(derived, as: "map") { derived, value in derived.value = transform(value) }
    return derived
  }

  /// A box that follows this one after a quiet period: each change waits `interval`, and a
  /// newer change within that time replaces it, so only the last of a burst arrives.
  ///
  /// Time comes from `scheduler`, so tests drive it with a `ManualScheduler` (from
  /// `MVVMCTesting`) and never sleep:
  ///
  /// ```swift
  /// let scheduler = ManualScheduler()
  /// let query = Dynamic("")
  /// let settled = query.debounced(for: .milliseconds(300), scheduler: scheduler)
  /// settled.bind { print("search", $0) }
  /// query.value = "m"; query.value = "mb"; query.value = "mba"
  /// scheduler.advance(by: .milliseconds(300))  // prints "search mba", once
  /// ```
  public func debounced(
    for interval: Duration,
    scheduler: some DelayScheduler
  ) -> Dynamic<Value> {
    let derived = Dynamic(value)
    derived.retainUpstream(self)
    // The binding holds the scheduler strongly: a caller may hand over the only reference.
    // No cycle: the scheduler's pending actions hold the derived box weakly.
    let burst = DebounceBurst<Value>()
    let step = "debounced " + BoxDerivation.describe(interval)
    derived.derivation = BoxDerivation(from: self, step: step)
    derived.derivation?.isPending = { burst.latest != nil }
    bind(derived, as: step) { derived, value in
      guard let now = scheduler.elapsedTime else {
        burst.latest = value
        let action = scheduler.schedule(after: interval) { [weak derived] in
          burst.latest = nil
          derived?.value = value
        }
        derived.replacePendingDelivery(with: action)
        return
      }
      // One delivery per burst: a change within the wait moves the deadline, and the
      // delivery, when it comes early, waits for the rest.
      burst.latest = value
      burst.deadline = now + interval
      if !burst.isArmed { burst.arm(after: interval, scheduler: scheduler, delivering: derived) }
    }
    return derived
  }
}

extension Dynamic where Value: Equatable {
  /// A box that follows this one but skips a value equal to the one before it.
  ///
  /// ```swift
  /// let filter = Dynamic("none")
  /// let distinct = filter.removingDuplicates()
  /// distinct.bind { print($0) }
  /// filter.value = "none"         // prints nothing
  /// filter.value = "goalkeepers"  // prints "goalkeepers"
  /// ```
  public func removingDuplicates() -> Dynamic<Value> {
    let derived = Dynamic(value)
    derived.retainUpstream(self)
    derived.derivation = BoxDerivation(from: self, step: "removingDuplicates")
    bind(derived, as: "removingDuplicates") { derived, value in
      if derived.value != value { derived.value = value }
    }
    return derived
  }
}

/// The state of a debounce: the last value of the burst until it is delivered (what makes the
/// box pending) and, when the scheduler keeps time, when it is due and whether a delivery is
/// scheduled.
@MainActor
private final class DebounceBurst<Value> {
  var latest: Value?
  var deadline: Duration = .zero
  private(set) var isArmed = false

  /// Schedules the delivery after `delay`; when it runs before ``deadline`` (a later change
  /// moved it), it waits for the rest instead.
  func arm(
    after delay: Duration, scheduler: some DelayScheduler, delivering derived: Dynamic<Value>
  ) {
    isArmed = true
    _ = scheduler.schedule(after: delay) { [weak self, weak derived] in
      guard let self, let derived else { return }
      let now = scheduler.elapsedTime ?? self.deadline
      if now < self.deadline {
        self.arm(after: self.deadline - now, scheduler: scheduler, delivering: derived)
        return
      }
      self.isArmed = false
      if let value = self.latest {
        self.latest = nil
        derived.value = value
      }
    }
  }
}
