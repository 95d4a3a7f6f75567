/// How a child coordinator ended: with its result, or cancelled because the user left.
///
/// A filter picker, for example, ends `.finished(.goalkeepers)` when a filter is chosen and
/// `.cancelled` when the user goes back. The parent's handler receives exactly one outcome.
public enum CoordinatorOutcome<Result> {
  /// The flow completed with a result.
  case finished(Result)
  /// The flow ended without a result: its scenes were removed (`back`), or it was cancelled.
  case cancelled
}

extension CoordinatorOutcome: Equatable where Result: Equatable {}
extension CoordinatorOutcome: Sendable where Result: Sendable {}

extension CoordinatorOutcome: CustomStringConvertible, ValueSummarizing {
  /// The outcome as traces show it: `finished(goalkeepers)`, `cancelled`.
  public var description: String { summary(.english) }

  /// The outcome in `words`, its result described in them too: `terminé(gardiens)`.
  package func summary(_ words: ValueWords) -> String {
    switch self {
    case .finished(let result): "\(words.finished)(\(words.summary(of: result)))"
    case .cancelled: words.cancelled
    }
  }
}
