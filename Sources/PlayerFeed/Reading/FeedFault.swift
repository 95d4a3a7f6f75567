/// The first thing wrong in a feed, as ``FeedByteReader`` finds it: a place in the bytes that
/// is not JSON, or JSON that is not the feed's format.
///
/// ``FeedDecoder`` turns it into the problem of a ``FeedError``: a syntax fault at an offset
/// becomes ``FeedProblem/notJSON(at:_:)`` at a line and column, a shape fault is the problem
/// as it is.
///
/// ```swift
/// FeedFault.syntax(offset: 6, .invalidValue)
/// FeedFault.shape(.playerNotAnObject(index: 1, found: FeedValueKind(kind: .number(1))))
/// ```
enum FeedFault: Error, Equatable {
  /// The bytes are not JSON at `offset` (`nil`: they end too soon), for the reason given.
  case syntax(offset: Int?, FeedSyntaxFault)
  /// The JSON is not in the feed's format.
  case shape(FeedProblem)

  /// The bytes end in the middle of a value.
  static let endOfFile = FeedFault.syntax(offset: nil, .unexpectedEndOfFile)
}
