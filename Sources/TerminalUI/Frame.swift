/// What is on the screen: the lines drawn, top to bottom, and the size they were drawn for.
///
/// Lines may hold SGR sequences (colours); they hold no other control character.
public struct Frame: Hashable, Sendable {
  /// The lines, top row first; rows past the end are blank.
  public var lines: [String]
  /// The terminal's size when the frame was drawn.
  public var size: TerminalSize

  /// Creates a frame; lines beyond `size.rows` are dropped.
  public init(lines: [String], size: TerminalSize) {
    self.lines = lines.count > size.rows ? Array(lines.prefix(size.rows)) : lines
    self.size = size
  }
}
