extension Dynamic {
  /// Who listens, in bind order: the name given to ``bind(owner:_:)``, or the owner's type
  /// for ``bind(_:as:_:)``; `closure` for a listener bound without a name.
  ///
  /// ```swift
  /// let query = Dynamic("")
  /// query.bind(owner: "SearchScene") { _ in }
  /// query.bind { _ in }
  /// query.listenerOwners  // ["SearchScene", "closure"]
  /// ```
  package var listenerOwners: [String] {
    entries.map { owners[$0.binding.id] ?? "closure" }
  }

  /// For a derived box, the chain it follows (`searchQuery · removingDuplicates ·
  /// debounced 100 ms`); `nil` for a box set directly.
  ///
  /// ```swift
  /// let query = Dynamic("", label: "SearchViewModel.query")
  /// query.removingDuplicates().derivationChain  // "query · removingDuplicates"
  /// ```
  package var derivationChain: String? { derivation?.description }

  /// Whether a derived box has a value on its way: a debounce waiting for its quiet period.
  package var isPending: Bool { derivation?.isPending() ?? false }
}
