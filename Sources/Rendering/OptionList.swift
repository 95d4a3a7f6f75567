/// A list of choices, each with the key that picks it, with at most one selected.
public struct OptionList: Equatable, Hashable, Sendable {
  /// The choices, in the order they are offered.
  public var options: [Option]
  /// The index in ``options`` of the current choice, if any.
  public var selectedIndex: Int?

  /// Creates a list of choices.
  public init(options: [Option], selectedIndex: Int? = nil) {
    self.options = options
    self.selectedIndex = selectedIndex
  }

  /// One choice: the key or command that picks it, its label and where it leads.
  public struct Option: Equatable, Hashable, Sendable {
    /// What the user types to pick it, such as `1`.
    public var key: String
    /// What the choice is called, such as `Goalkeepers`.
    public var label: String
    /// The screen that picking the choice shows, such as the filtered list; a linking renderer
    /// links the option there.
    public var destination: Destination?
    /// The choice as data, such as the stable key `goalkeepers`; `nil` when the label is all
    /// there is.
    public var data: DataValue?

    /// Creates a choice.
    public init(
      key: String, label: String, destination: Destination? = nil, data: DataValue? = nil
    ) {
      self.key = key
      self.label = label
      self.destination = destination
      self.data = data
    }
  }
}

/// As data, with the names of Docs/ScreenFormat.md; the compiler writes the coding.
extension OptionList: Codable {}

/// As data, with the names of Docs/ScreenFormat.md; the compiler writes the coding.
extension OptionList.Option: Codable {}
