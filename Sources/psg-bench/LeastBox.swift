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
  private var storage: Value
  private var listeners: [(Value) -> Void] = []

  var value: Value {
    get { storage }
    set {
      storage = newValue
      for listener in listeners { listener(newValue) }
    }
  }

  init(_ value: Value) {
    storage = value
  }

  func bind(_ listener: @escaping (Value) -> Void) {
    listeners.append(listener)
  }
}
