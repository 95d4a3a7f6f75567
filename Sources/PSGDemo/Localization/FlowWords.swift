import Rendering

/// The words of a flow kept in a module of its own, where the languages' values
/// (``DemoStrings/english``, ``DemoStrings/french``) cannot gather them: one value a language,
/// found by the session's language.
///
/// A flow inside the demo's module is gathered instead, one line a language
/// (`topScorers: .french`); this is for a flow from another target or package.
///
/// ```swift
/// struct TeammatesWords: FlowWords {
///   let noTeammates: String
///   static let english = TeammatesWords(noTeammates: "Nobody else plays in this position.")
///   static let translations = [
///     Language.french: TeammatesWords(noTeammates: "Personne d’autre ne joue à ce poste.")
///   ]
/// }
/// DemoStrings(.french).words(TeammatesWords.self).noTeammates
/// ```
package protocol FlowWords: Sendable {
  /// The words in English, for any language the flow does not speak.
  static var english: Self { get }
  /// The words in each other language the flow speaks.
  static var translations: [Language: Self] { get }
}

extension DemoStrings {
  /// A flow's words in this language, or in English when the flow does not speak it.
  ///
  /// - Complexity: O(1).
  package func words<Words: FlowWords>(_: Words.Type = Words.self) -> Words {
    Words.translations[language] ?? .english
  }
}
