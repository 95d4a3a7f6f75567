import Rendering

/// One thing a user can do in a scene, declared once: its name and the other words that type
/// it, the text it takes, the keys that press it, what it is called in each language and what
/// `--help` says of it.
///
/// Every surface reads the same declaration, as swift-argument-parser's options feed parsing,
/// help and completion from one place:
///
/// - a typed line is parsed against the actions' words and prefixes,
/// - a full-screen key finds its action among the offered ones,
/// - the footer's key hints and the `?` overlay show its `hint`,
/// - the in-app help and the links of documents show its `usage` and `label`,
/// - the COMMANDS of a command-line `--help` show its `helpUsage` and `summary`, in the
///   language `--help` is asked in.
///
/// A scene declares its actions as constants and says which it offers now; performing one is
/// the scene's business (a call on its view model, or an intent to its coordinator).
///
/// ```swift
/// // `Words(language)`: the app's words in a language, one value a language.
/// let open = Action(
///   .open, argument: .text("N"), keys: [.enter],
///   label: { Words($0).openRow },
///   hint: { KeyHint(keys: Words($0).enterKey, action: Words($0).open, key: .enter) },
///   summary: { Words($0).openRowSummary })
/// open.usage                                          // "open N"
/// Command(parsing: "open 7", among: [open])?.argument   // "7"
/// ```
public struct Action: Sendable {
  /// Which action: its first word, such as `search` or `prev`; the empty word is the action of
  /// a line no other action reads (a filter's number in a picker).
  ///
  /// A name may bring its word in each language, so that a flow kept in its own folder
  /// declares its command words where it declares its action, and nothing else lists them:
  ///
  /// ```swift
  /// static let scorers = Action.Name("scorers") { Words($0).command }   // "buteurs" in French
  /// ```
  public struct Name: Hashable, Sendable, CustomStringConvertible {
    /// The word, as messages name the action.
    public let word: String
    /// The word in each language, typed in any of them and shown in that language's help;
    /// `nil` when the app's own table of words translates it.
    public let translatedWord: (@Sendable (Language) -> String)?

    /// A name; scenes declare theirs as static constants (`Action.Name.search`).
    ///
    /// - Parameters:
    ///   - word: The word, in English: the name's identity.
    ///   - translatedWord: The word in each language, when the name brings its own.
    public init(_ word: String, translatedWord: (@Sendable (Language) -> String)? = nil) {
      self.word = word
      self.translatedWord = translatedWord
    }

    /// Two names are one action when their words are: the translations follow the word.
    public static func == (left: Name, right: Name) -> Bool { left.word == right.word }

    public func hash(into hasher: inout Hasher) { hasher.combine(word) }

    public var description: String { word }
  }

  /// The text an action takes after its word.
  public enum Argument: Sendable, Equatable {
    /// None: the word alone is the action.
    case none
    /// Text if any, written `[PLACEHOLDER]` in help.
    case optional(String)
    /// Text, perhaps empty, written `PLACEHOLDER` in help.
    case text(String)
    /// Text; the word alone is the other action named (`search` alone is `clear`).
    case textOr(String, Name)
  }

  /// The action's name.
  public var name: Name
  /// Every word that types the action, in lower case, the name's first; none for an action
  /// only keys perform (`↑`).
  package var words: [String]
  /// A prefix that starts the action with the rest of the line as its text (`/` for search).
  package var prefix: String?
  /// What the action takes after its word.
  package var argument: Argument
  /// The keys that perform it in a full-screen host; none for an action only typed.
  public var keys: [Key]
  /// The text a key gives the action, for keys that type it (a picker's `1`–`8`); a key not
  /// listed gives none (`Enter`: the highlighted row).
  public var keyArguments: [Key: String]
  /// What the in-app help calls it, in each language; `nil` for an action help does not list
  /// (a key-only move).
  package var label: (@Sendable (Language) -> String)?
  /// Its key hint in each language; `nil` when another action's hint covers its keys
  /// (`↑/↓ Move` is declared on `up`).
  package var hint: (@Sendable (Language) -> KeyHint)?
  /// The action as the in-app help writes it: `open N`, `filter [NAME]`.
  package var usage: String
  /// The action as a command-line `--help` writes it (`search TEXT, /TEXT`); `nil` when
  /// another action's line covers it (`next, prev`) or it is not typed.
  package var helpUsage: String?
  /// What a command-line `--help` says it does, in each language.
  package var summary: @Sendable (Language) -> String

  /// Declares an action.
  ///
  /// - Parameters:
  ///   - name: Its name; unless `words` says otherwise, its only word.
  ///   - words: Every word that types it; `nil` for the name's word alone, `[]` for none.
  ///   - aliases: More words, after the name's (`exit` for `quit`).
  ///   - prefix: A prefix that reads the rest of the line as its text (`/`).
  ///   - argument: The text it takes after its word.
  ///   - keys: The keys that perform it in a full-screen host.
  ///   - keyArguments: The text each of those keys gives it, when a key types it (`1`).
  ///   - label: What the in-app help calls it, in each language.
  ///   - hint: Its key hint in each language; `nil` when another action's covers its keys.
  ///   - usage: How the in-app help writes it; the word and the argument's placeholder unless
  ///     given.
  ///   - helpUsage: How `--help` writes it; `usage` unless given.
  ///   - isInHelp: Whether `--help` lists it: `false` when another action's line covers it.
  ///   - summary: What `--help` says it does, in each language.
  public init(
    _ name: Name, words: [String]? = nil, aliases: [String] = [], prefix: String? = nil,
    argument: Argument = .none, keys: [Key] = [], keyArguments: [Key: String] = [:],
    label: (@Sendable (Language) -> String)? = nil,
    hint: (@Sendable (Language) -> KeyHint)? = nil,
    usage: String? = nil, helpUsage: String? = nil, isInHelp: Bool = true,
    summary: @escaping @Sendable (Language) -> String = { _ in "" }
  ) {
    self.name = name
    self.words = (words ?? [name.word]) + aliases
    self.prefix = prefix
    self.argument = argument
    self.keys = keys
    self.keyArguments = keyArguments
    self.label = label
    self.hint = hint
    let written = usage ?? Self.usage(word: self.words.first ?? "", argument: argument)
    self.usage = written
    let isTyped = !self.words.isEmpty || prefix != nil
    self.helpUsage = isInHelp ? helpUsage ?? (isTyped ? written : nil) : nil
    self.summary = summary
  }

  /// Whether a line can type the action.
  package var isTyped: Bool { !words.isEmpty || prefix != nil }

  /// The first of `actions` that `key` performs.
  package static func action(for key: Key, among actions: [Action]) -> Action? {
    actions.first { $0.keys.contains(key) }
  }

  private static func usage(word: String, argument: Argument) -> String {
    switch argument {
    case .none: word
    case .optional(let placeholder): "\(word) [\(placeholder)]"
    case .text(let placeholder), .textOr(let placeholder, _): "\(word) \(placeholder)"
    }
  }
}
