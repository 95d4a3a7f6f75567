/// What ``FeedDocument`` and ``FeedPlayer`` found where the feed's format wants something
/// else, carried as the underlying error of the `DecodingError` they throw: its coding path
/// says where, this says what, and ``FeedDecoder`` makes the ``FeedProblem`` of both.
///
/// ```swift
/// throw DecodingError.feedMismatch(at: path, expected: "an array", found: kind)
/// // context.underlyingError: FeedDecodingFault.found(kind)
/// ```
enum FeedDecodingFault: Error, Equatable {
  /// A value of the wrong kind.
  case found(FeedValueKind)
  /// A birth date that is not a date written dd/MM/yyyy: the text found.
  case invalidBirthDate(String)
}
