import Rendering

/// The words of a flow, kept in the flow's folder: one value a language the demo speaks,
/// found by the session's language, so that adding a flow edits no list of words.
///
/// A language the demo speaks is a requirement, so a flow that leaves one out does not compile;
/// the pseudo-language (``Rendering/Language/pseudo``) is computed from English by ``mapped(_:)``.
/// A flow's command words are its actions' names (``MVVMC/Action/Name/translatedWord``), read
/// from these words too.
///
/// ```swift
/// struct TeammatesWords: FlowWords {
///   let noTeammates: String
///   static let english = TeammatesWords(noTeammates: "Nobody else plays in this position.")
///   static let french = TeammatesWords(noTeammates: "Personne d’autre ne joue à ce poste.")
///   func mapped(_ word: @escaping @Sendable (String) -> String) -> Self {
///     TeammatesWords(noTeammates: word(noTeammates))
///   }
/// }
/// DemoStrings(.french).words(TeammatesWords.self).noTeammates
/// ```
package protocol FlowWords: Sendable {
  /// The words in English, and for any language the demo does not speak.
  static var english: Self { get }
  /// The words in French.
  static var french: Self { get }
  /// These words with `word` applied to each, and to what each function writes: how the
  /// pseudo-language is made from English (see ``DemoStrings/pseudo``).
  func mapped(_ word: @escaping @Sendable (String) -> String) -> Self
}

extension DemoStrings {
  /// A flow's words in this language.
  ///
  /// - Complexity: O(1); O(*n*) in the flow's words for the pseudo-language, a test's language.
  package func words<Words: FlowWords>(_: Words.Type = Words.self) -> Words {
    switch language {
    case .french: Words.french
    case .pseudo: Words.english.mapped(Self.pseudoWord)
    default: Words.english
    }
  }
}
