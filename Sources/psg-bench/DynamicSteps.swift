// The boxes Docs/Dynamic.md grows step by step, from the classic tutorial's box to `Dynamic`,
// as the guide shows them (Tests/DocumentationTests/DynamicSteps.swift, which the tests run):
// the bench times each against the least a box must do (`LeastBox`).

/// Step 0, the classic tutorial's box: one optional listener, called from `didSet`.
final class StepTutorialBox<T> {
  typealias Listener = (T) -> Void
  var listener: Listener?

  func bind(_ listener: Listener?) {
    self.listener = listener
  }

  func bindAndFire(_ listener: Listener?) {
    self.listener = listener
    listener?(value)
  }

  var value: T {
    didSet { listener?(value) }
  }

  init(_ v: T) {
    value = v
  }
}

/// Step 1, many listeners: a second `bind` no longer replaces the first.
final class ManyListenersBox<T> {
  typealias Listener = (T) -> Void
  private var listeners: [Listener] = []

  func bind(_ listener: @escaping Listener) {
    listeners.append(listener)
  }

  var value: T {
    didSet { for listener in listeners { listener(value) } }
  }

  init(_ v: T) {
    value = v
  }
}

/// What `bind` returns in step 2: call `unbind()` to stop the listener.
final class StepToken {
  let unbind: () -> Void

  init(unbind: @escaping () -> Void) {
    self.unbind = unbind
  }
}

/// Step 2, tokens and lifetimes: each listener can be unbound, or ends with its owner.
final class TokenBox<T> {
  typealias Listener = (T) -> Void
  private var entries: [(id: Int, listener: Listener)] = []
  private var nextID = 0

  @discardableResult
  func bind(_ listener: @escaping Listener) -> StepToken {
    let id = nextID
    nextID += 1
    entries.append((id, listener))
    return StepToken { [weak self] in self?.entries.removeAll { $0.id == id } }
  }

  @discardableResult
  func bind<Owner: AnyObject>(_ owner: Owner, _ listener: @escaping (Owner, T) -> Void)
    -> StepToken
  {
    let id = nextID
    return bind { [weak self, weak owner] value in
      if let owner {
        listener(owner, value)
      } else {
        self?.entries.removeAll { $0.id == id }
      }
    }
  }

  var value: T {
    // The loop walks a copy of `entries`, so a listener may unbind (itself or another)
    // while it runs; the copy is the price.
    didSet { for entry in entries { entry.listener(value) } }
  }

  init(_ v: T) {
    value = v
  }
}

/// Step 3, main-actor isolation: step 2's box, which the compiler now keeps on the main actor.
@MainActor
final class MainActorBox<T> {
  private let box: TokenBox<T>

  @discardableResult
  func bind(_ listener: @escaping TokenBox<T>.Listener) -> StepToken {
    box.bind(listener)
  }

  var value: T {
    get { box.value }
    set { box.value = newValue }
  }

  init(_ v: T) {
    box = TokenBox(v)
  }
}
