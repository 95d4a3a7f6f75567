/// One view-model box as the inspector shows it: a name, its current value in short, and how
/// many listeners it has.
///
/// A scene lists the boxes of its view model through ``Scene/inspectedBoxes``; the initialiser reads
/// the box itself, so what the inspector shows is what the box holds now:
///
/// ```swift
/// let query = Dynamic("mba")
/// query.bind { _ in }
/// let box = InspectedBox("searchQuery", query)
/// box.value      // "mba"
/// box.listeners  // 1
/// ```
public struct InspectedBox: Equatable, Hashable, Sendable {
  /// What the scene calls the box, such as `searchQuery`.
  public var name: String
  /// The value in short, as traces show it: text as itself, a collection by its size, anything
  /// else as `String(describing:)`, cut to 60 characters. May hold untrusted text.
  public var value: String
  /// How many listeners are bound to the box.
  public var listeners: Int

  /// Creates an entry from values already read.
  public init(name: String, value: String, listeners: Int) {
    self.name = name
    self.value = value
    self.listeners = listeners
  }

  /// Reads `box` now: its value in short and its listener count.
  ///
  /// - Parameters:
  ///   - name: What to call the box; its ``Dynamic/label`` when `nil`.
  ///   - box: The box to read.
  @MainActor
  public init<Value>(_ name: String? = nil, _ box: Dynamic<Value>) {
    self.init(
      name: name ?? box.label ?? "", value: BindingTracer.summary(of: box.value),
      listeners: box.listenerCount)
  }
}
