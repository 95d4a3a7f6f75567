extension Player: CustomStringConvertible {
  /// The shirt number and the name, such as `7 Kylian MBAPPÉ`: how a trace names a player.
  ///
  /// The name is data: sanitise the description before it reaches a terminal.
  public var description: String { "\(number) \(name)" }
}
