/// The handle of one listener, of a box (``Dynamic/bind(owner:_:)``) or of a navigator's events
/// (``Navigator/observe(_:)``): call ``unbind()`` to stop it.
///
/// Dropping the token does not end the binding (so `bind { … }` works as in the classic
/// tutorial); a view that goes away either keeps its tokens and unbinds them, or binds with a weak
/// owner (``Dynamic/bind(_:as:_:)``).
///
/// ```swift
/// let token = viewModel.searchText.bind { print($0) }
/// token.unbind()  // the closure is released and never called again
/// ```
@MainActor
public final class BindingToken {
  private var remove: (() -> Void)?

  init(remove: @escaping () -> Void) {
    self.remove = remove
  }

  /// Whether the listener is still bound through this token.
  public var isBound: Bool { remove != nil }

  /// Stops the listener. Calling it again does nothing.
  public func unbind() {
    let remove = self.remove
    self.remove = nil
    remove?()
  }
}
