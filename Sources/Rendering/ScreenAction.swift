/// Something the user can do on a screen: the command to type, what it does, and the screen
/// it leads to when it leads to one; and, for a program that builds a menu, the action as a
/// declaration: its stable ``key``, the word that types it, the ``argument`` it takes and
/// where typing the word alone leads (``target``).
///
/// ```swift
/// ScreenAction(
///   command: "filter [NAME]", label: "Choose a filter", key: "filter", name: "filter",
///   argument: ScreenAction.Argument(.choice, placeholder: "NAME", isOptional: true,
///                                   choices: ["none", "goalkeepers"]),
///   target: Destination("players/filters"))
/// ```
public struct ScreenAction: Equatable, Hashable, Sendable {
  /// What to type, such as `open N` or `back`.
  public var command: String
  /// What it does, such as `Show player N`.
  public var label: String
  /// The screen the action shows, such as the filter picker for `filter`; a linking renderer
  /// links the action there. For an action whose argument picks the screen (`compare ID`),
  /// the screen of one argument, one a site holds. `nil` for an action that changes the
  /// screen in place.
  public var destination: Destination?
  /// What the action is, as a key that is never localised, such as `search` or `compare`;
  /// `nil` when the screen does not declare it.
  public var key: String?
  /// The word that types the action in the screen's language, such as `chercher` for
  /// `search` in French; `nil` for an action typed without a word (a picker's number).
  public var name: String?
  /// What the action takes after its word; `nil` when the screen does not declare it.
  public var argument: Argument?
  /// The screen typing the word alone shows, such as the picker for `compare` where
  /// `compare ID` shows a comparison; `nil` when the word alone shows none.
  public var target: Destination?

  /// Creates an action.
  public init(
    command: String, label: String, destination: Destination? = nil, key: String? = nil,
    name: String? = nil, argument: Argument? = nil, target: Destination? = nil
  ) {
    self.command = command
    self.label = label
    self.destination = destination
    self.key = key
    self.name = name
    self.argument = argument
    self.target = target
  }

  /// What an action takes after its word: nothing, a number in a range, one of a set, or
  /// free text, perhaps left out.
  ///
  /// ```swift
  /// ScreenAction.Argument(.number, placeholder: "N", minimum: 1, maximum: 35)  // open N
  /// ```
  public struct Argument: Equatable, Hashable, Sendable {
    /// What kind of text the action takes.
    public var kind: Kind
    /// How the command writes it, such as `N`, in the screen's language; `nil` for none.
    public var placeholder: String?
    /// Whether the word alone is an action too (`filter` opens the picker, `search` alone
    /// clears).
    public var isOptional: Bool
    /// The smallest number accepted, when the argument is a number in a range.
    public var minimum: Int?
    /// The largest number accepted, when the argument is a number in a range.
    public var maximum: Int?
    /// The texts accepted, by their stable keys, when the argument is one of a set.
    public var choices: [String]?

    /// Declares an argument.
    public init(
      _ kind: Kind, placeholder: String? = nil, isOptional: Bool = false, minimum: Int? = nil,
      maximum: Int? = nil, choices: [String]? = nil
    ) {
      self.kind = kind
      self.placeholder = placeholder
      self.isOptional = isOptional
      self.minimum = minimum
      self.maximum = maximum
      self.choices = choices
    }

    /// What kind of text an action takes.
    public enum Kind: String, Equatable, Hashable, Sendable, CaseIterable {
      /// Nothing: the word alone is the action.
      case none = "none"
      /// A whole number, between ``Argument/minimum`` and ``Argument/maximum`` when given.
      case number = "number"
      /// One of ``Argument/choices``, by its stable key.
      case choice = "choice"
      /// Any text.
      case text = "text"
    }
  }
}

/// As data, with the names of Docs/ScreenFormat.md; the compiler writes the coding.
extension ScreenAction: Codable {}

extension ScreenAction.Argument: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, placeholder
    case isOptional = "optional"
    case minimum, maximum, choices
  }
}

extension ScreenAction.Argument.Kind: Codable {}
