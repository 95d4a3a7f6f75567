/// Where a derived box's values come from: the labelled box at the start of its chain and the
/// steps in between, such as `searchQuery · removingDuplicates · debounced 100 ms`.
///
/// ``Dynamic/map(_:)``, ``Dynamic/removingDuplicates()`` and
/// ``Dynamic/debounced(for:scheduler:)`` give one to the box they make, so the inspector can
/// say what a derived box follows and whether a value is waiting to arrive.
@MainActor
struct BoxDerivation {
  /// The last part of the label of the first labelled box up the chain (`searchQuery`), or
  /// `box` when none has a label.
  var source: String
  /// The steps from that box to this one, in order.
  var steps: [String]
  /// Whether a value is on its way: a debounce waiting for its quiet period to end.
  var isPending: @MainActor () -> Bool = { false }

  /// The chain as the inspector prints it: `searchQuery · removingDuplicates · debounced 100 ms`.
  var description: String {
    ([source] + steps).joined(separator: " · ")
  }

  /// The derivation of a box made from `upstream` by `step`.
  init<Value>(from upstream: Dynamic<Value>, step: String) {
    if let label = upstream.label {
      source = label.split(separator: ".").last.map(String.init) ?? label
      steps = [step]
    } else if let parent = upstream.derivation {
      source = parent.source
      steps = parent.steps + [step]
    } else {
      source = "box"
      steps = [step]
    }
  }

  /// `interval` in the unit a person reads best: `100 ms`, `2 s`.
  static func describe(_ interval: Duration) -> String {
    let (seconds, attoseconds) = interval.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    return milliseconds % 1_000 == 0 && milliseconds != 0
      ? "\(milliseconds / 1_000) s" : "\(milliseconds) ms"
  }
}
