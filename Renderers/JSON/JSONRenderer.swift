import Rendering

/// Renders a ``/Rendering/Screen`` as one line of JSON: the screen as data, for programs.
///
/// The line is the screen's `Codable` form (Docs/ScreenFormat.md gives every field, and
/// Docs/ScreenFormat.schema.json is its JSON Schema): a `version`, the `title`, the
/// `breadcrumb`, the `blocks`, each with its `kind`, the `actions`, and the destinations with
/// the `file` each has in a site exported as JSON. Keys are sorted, so the same screen always
/// gives the same bytes, and a transcript of several screens is JSON Lines: one screen a line.
///
/// Every string from the screen stays a string: quotes, backslashes and C0 controls are escaped
/// as JSON asks, and DEL, the C1 controls, the bidirectional controls and the line and
/// paragraph separators are written as `\u` escapes too, so the output holds no control
/// character for a terminal that shows it, and a program that reads it gets the data back
/// exactly. The width, the colours and the words of the context play no part: a program lays
/// out and words the screen itself.
///
/// ```swift
/// let screen = Screen(title: "Players", blocks: [.text("Players 1–35 of 35", role: .secondary)])
/// print(JSONRenderer().render(screen, in: RenderContext()), terminator: "")
/// // {"actions":[],"blocks":[{"kind":"text","role":"secondary","text":"Players 1–35 of 35"}],…
/// ```
///
/// - Complexity: O(*n*) in the total length of the screen's strings.
public struct JSONRenderer: Renderer {
  /// The extension of a site's files when it is exported as JSON: `json`.
  public static let fileExtension = Destination.jsonFileExtension

  /// Whether the JSON is laid out on indented lines, for people and for diffs, rather than
  /// on one line.
  public var isIndented: Bool

  /// Creates a JSON renderer: one line a screen, or indented lines when `indented` is true
  /// (a document then, not JSON Lines).
  public init(indented: Bool = false) {
    self.isIndented = indented
  }

  public func render(_ screen: Screen, in context: RenderContext) -> String {
    var text = ""
    render(screen, in: context) { text += $0 }
    return text
  }

  /// Writes the screen's line in pieces of about 64 KiB, handing each to `output` as it is
  /// made: joined, they are ``render(_:in:)``'s text.
  ///
  /// A name of megabytes that the screen shows several times (a player's page has it in its
  /// title, its breadcrumb and its photo's text) is then held once, as the screen holds it,
  /// not once more each time it appears in the text.
  ///
  /// ```swift
  /// try JSONRenderer().render(screen, in: RenderContext()) { piece in
  ///   try output.write(piece)
  /// }
  /// ```
  ///
  /// - Complexity: O(*n*) in the total length of the screen's strings. Memory besides the
  ///   screen: one piece, and a node for each of its values, its strings shared.
  public func render<Failure: Error>(
    _ screen: Screen, in context: RenderContext,
    pieceByPiece output: (String) throws(Failure) -> Void
  ) throws(Failure) {
    // A value the encoder refuses (an infinite number, which no screen holds) gives the empty
    // screen rather than half a line; a renderer never traps.
    guard try line(encoding: screen, pieceByPiece: output) else {
      try output(#"{"actions":[],"blocks":[],"breadcrumb":[],"title":"","version":1}"# + "\n")
      return
    }
  }

  /// `value` written as ``render(_:in:)`` writes a screen: keys sorted, the same escapes, a
  /// newline at the end; `nil` when the encoder cannot write it (an infinite number). A host
  /// writes the other lines of its stream with it, such as a screen with fields around it.
  ///
  /// ```swift
  /// JSONRenderer().line(encoding: ["kind": "end"])  // "{\"kind\":\"end\"}\n"
  /// ```
  ///
  /// - Complexity: O(*n*) in the total length of the value's strings.
  public func line(encoding value: some Encodable) -> String? {
    var text = ""
    let written = line(encoding: value) { text += $0 }
    return written ? text : nil
  }

  /// Writes `value`'s line in pieces, as ``render(_:in:pieceByPiece:)`` writes a screen's;
  /// `false`, with nothing written, when the encoder cannot write it.
  ///
  /// - Complexity: O(*n*) in the total length of the value's strings. Memory besides the
  ///   value: one piece, and a node for each of its values, its strings shared.
  @discardableResult
  public func line<Failure: Error>(
    encoding value: some Encodable, pieceByPiece output: (String) throws(Failure) -> Void
  ) throws(Failure) -> Bool {
    try line(encoding: value, longestString: nil, pieceByPiece: output)
  }

  /// Writes `value`'s line in pieces, each string whose text between its quotes would take
  /// more than `longestString` bytes (escapes counted as written) cut on a scalar before it
  /// does and ended with `…`, so that it takes at most that many.
  @discardableResult
  package func line<Failure: Error>(
    encoding value: some Encodable, longestString: Int?,
    pieceByPiece output: (String) throws(Failure) -> Void
  ) throws(Failure) -> Bool {
    // The value is read whole before any text is written, so that a value the encoder
    // refuses gives no half line.
    guard let node = try? JSONNodeEncoder.node(of: value) else { return false }
    var writer = JSONTextWriter(indented: isIndented, longestString: longestString)
    try writer.write(node, to: output)
    try writer.finishLine(to: output)
    return true
  }
}
