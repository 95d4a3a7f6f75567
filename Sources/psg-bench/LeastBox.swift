/// The yardstick of an update: the least a box must do. It stores the value, then calls each
/// listener with it, from an array of closures held by the box, as every box does.
///
/// It has none of ``MVVMC/Dynamic``'s rules (a listener may not bind, unbind or set the value
/// while it runs), so `Dynamic` cannot cost less: the ratio of the two is what the rules cost.
///
/// ```swift
/// let box = LeastBox(0)
/// box.bind { print($0) }
/// box.value = 1  // prints 1
/// ```
final class LeastBox<Value> {
  /// One listener. An array stores a closure in its most general form, which also returns
  /// `Void` through memory; a property typed `(Value) -> Void` does not, and `Dynamic` holds
  /// its listeners in such a property. The wrapper gives both boxes the same call.
  private struct Listener {
    let call: (Value) -> Void
  }

  private var storage: Value
  private var listeners: [Listener] = []

  var value: Value {
    get { storage }
    set {
      storage = newValue
      for listener in listeners { listener.call(newValue) }
    }
  }

  init(_ value: Value) {
    storage = value
  }

  func bind(_ listener: @escaping (Value) -> Void) {
    listeners.append(Listener(call: listener))
  }
}
