/// One level of a route: the part of it that one coordinator reads, as text both ways.
///
/// A route is a path through the coordinator tree (``RoutePath``): `scorers/player/id/32` is
/// the segment `scorers`, opened by the root coordinator, then `player/id/32`, opened by the
/// coordinator the first one started. A segment is data: how it is written and read, and what
/// it names. Which segments may follow which is the app's ``RouteTree``, so a route can be
/// read without an app; what a segment opens is the coordinator's
/// (``RouteHandling/open(_:)``). A segment's `?query`, if any, follows its last component.
///
/// ```swift
/// struct TopScorersRoute: RouteSegment {
///   var page = 1
///   static let forms = [RouteForm("scorers", summary: "the players by goals")]
///   static func read(path: String, query: String?, route: String) throws(RouteError) -> Self? {
///     path == "scorers" && query == nil ? TopScorersRoute() : nil
///   }
///   var address: String { "scorers" }
/// }
/// ```
public protocol RouteSegment: Hashable, Sendable {
  /// How the segment is written, for a help text and for the accepted forms of an error.
  /// Reading tries the forms with the most components first. A help text writes the segments
  /// that may follow this one after its first form (``RoutePath/forms(in:)``), so the first is
  /// the one they stand below: `compare/ID`, the two players side by side, before `compare`,
  /// the picker.
  static var forms: [RouteForm] { get }

  /// Reads the segment from the components one of ``forms`` matched, joined by `/`, and the
  /// query that followed the last of them.
  ///
  /// - Parameters:
  ///   - path: The components the form matched, joined by `/`, without the query.
  ///   - query: What followed the `?` after the last of them, still percent-encoded.
  ///   - route: The whole route as given, for the error.
  /// - Returns: `nil` when the text is not this segment, so the next type may read it.
  /// - Throws: ``RouteError`` when the text is this segment's but the rest is wrong.
  static func read(path: String, query: String?, route: String) throws(RouteError) -> Self?

  /// The segment as text that ``read(path:query:route:)`` reads back as the same segment.
  var address: String { get }

  /// The segment with what its scene shows by default left out: two segments that show the
  /// same screen are then equal.
  var canonical: Self { get }

  /// The segment a route may leave out at the start, when it begins with one of the segments
  /// that may follow this one: the root's default (`player/id/32` means `players/player/id/32`).
  static var implied: Self? { get }

  /// Which scene the segment shows, as an id for programs that is never translated: a
  /// screen's `scene`. By default the first component of ``address`` (`player` for
  /// `player/id/32`, `scorers` for `scorers?page=2`); a segment whose forms show two scenes
  /// names the second its own way (the comparison's picker is `compare`, the comparison
  /// `comparison`).
  var sceneID: String { get }
}

extension RouteSegment {
  public var canonical: Self { self }

  public static var implied: Self? { nil }

  public var sceneID: String {
    String(address.prefix { $0 != "/" && $0 != "?" })
  }

  /// Whether this segment is the one a route may leave out (``implied``).
  var isImplied: Bool {
    guard let implied = Self.implied else { return false }
    return implied.canonical == canonical
  }
}
