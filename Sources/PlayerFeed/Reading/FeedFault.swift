/// The first thing wrong in a feed, as ``FeedByteReader`` finds it: a place in the bytes that
/// is not JSON, or JSON that is not the feed's format.
///
/// ``FeedDecoder`` turns it into the message of a ``FeedError``: a syntax fault at an offset
/// becomes `not valid JSON at line 2, column 12: invalid value`, a shape fault is the message
/// as it is.
///
/// ```swift
/// FeedFault.syntax(offset: 6, reason: "invalid value")
/// FeedFault.shape("player 1 must be an object, found a number")
/// ```
enum FeedFault: Error, Equatable {
  /// The bytes are not JSON at `offset` (`nil`: they end too soon), for `reason`, such as
  /// `invalid value` or `unescaped control character`.
  case syntax(offset: Int?, reason: String)
  /// The JSON is not in the feed's format: the whole message, such as
  /// `player 3 ("Denis FRANCHI"): field "number" must be an integer, found a string`.
  case shape(String)

  /// The bytes end in the middle of a value.
  static let endOfFile = FeedFault.syntax(offset: nil, reason: "unexpected end of file")
}
