import MVVMC

/// One view-model box as the inspector shows it: a name, its current value in short, who
/// listens to it and, for a box fed by a derived chain, that chain.
///
/// The inspector finds the boxes of a scene's view model (``/MVVMC/Scene/viewModelObject``) by
/// itself; the initialiser reads a box, so what the inspector shows is what the box holds now:
///
/// ```swift
/// let query = Dynamic("mba")
/// query.bind(owner: "SearchScene") { _ in }
/// let box = InspectedBox("searchQuery", query)
/// box.value           // "mba"
/// box.listeners       // 1
/// box.listenerOwners  // ["SearchScene"]
/// ```
public struct InspectedBox: Equatable, Hashable, Sendable, Codable {
  /// What the scene calls the box, such as `searchQuery`.
  public var name: String
  /// The value in short, as traces show it: text as itself, a collection by its size, anything
  /// else as `String(describing:)`, cut to 60 characters. May hold untrusted text.
  public var value: String
  /// How many listeners are bound to the box.
  public var listeners: Int
  /// Who listens, in bind order (``/MVVMC/Dynamic/listenerOwners``).
  package var listenerOwners: [String]
  /// The derived chain the box's values come through, such as
  /// `searchQuery · removingDuplicates · debounced 100 ms`; `nil` for a box set directly.
  package var chain: String?
  /// Whether a value is on its way down ``chain``: a debounce waiting for its quiet period.
  package var isPending: Bool

  /// Creates an entry from values already read.
  package init(
    name: String, value: String, listeners: Int, listenerOwners: [String] = [],
    chain: String? = nil, isPending: Bool = false
  ) {
    self.name = name
    self.value = value
    self.listeners = listeners
    self.listenerOwners = listenerOwners
    self.chain = chain
    self.isPending = isPending
  }

  /// Reads `box` now: its value in short, its listeners and, for a derived box, its chain.
  ///
  /// - Parameters:
  ///   - name: What to call the box; the label it was created with when `nil`.
  ///   - box: The box to read.
  @MainActor
  public init<Value>(_ name: String? = nil, _ box: Dynamic<Value>) {
    self.init(name, box, words: .english)
  }

  /// Reads `box` now, its value described in `words`.
  @MainActor
  package init<Value>(_ name: String?, _ box: Dynamic<Value>, words: ValueWords) {
    self.init(
      name: name ?? box.label ?? "", value: words.summary(of: box.value),
      listeners: box.listenerCount, listenerOwners: box.listenerOwners,
      chain: box.derivationChain, isPending: box.isPending)
  }
}
