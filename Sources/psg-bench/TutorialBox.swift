/// The one-listener box of the classic MVVM tutorial, as a yardstick for ``MVVMC/Dynamic``:
/// one optional closure, called from `didSet`, with none of `Dynamic`'s rules.
///
/// ```swift
/// let box = TutorialBox(0)
/// box.bind { print($0) }
/// box.value = 1  // prints 1
/// ```
final class TutorialBox<Value> {
  typealias Listener = (Value) -> Void

  private var listener: Listener?

  var value: Value {
    didSet { listener?(value) }
  }

  init(_ value: Value) {
    self.value = value
  }

  func bind(_ listener: Listener?) {
    self.listener = listener
  }
}
