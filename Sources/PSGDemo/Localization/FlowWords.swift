/// A flow's words as the session's language shows them: the flow keeps its words in its folder,
/// one value a language the demo speaks, and reads them through this, so that adding a flow
/// edits no list of words.
///
/// Each language the demo speaks is an argument, so a flow that leaves one out does not
/// compile; the pseudo-language (``Rendering/Language/pseudo``) is English with each word
/// reworded as it is read (``WordsReading``), with no list of the flow's words kept by hand.
/// A flow's command words are its actions' names (``MVVMC/Action/Name/translatedWord``), read
/// from these words too.
///
/// ```swift
/// struct TeammatesWords {
///   let noTeammates: String
///   static let english = TeammatesWords(noTeammates: "Nobody else plays in this position.")
///   static let french = TeammatesWords(noTeammates: "Personne d’autre ne joue à ce poste.")
/// }
/// extension DemoStrings {
///   var teammates: FlowWords<TeammatesWords> {
///     FlowWords(self, english: TeammatesWords.english, french: TeammatesWords.french)
///   }
/// }
/// DemoStrings(.french).teammates.noTeammates   // "Personne d’autre ne joue à ce poste."
/// ```
package struct FlowWords<Words: Sendable>: WordsReading {
  package let written: Words
  package let rewording: Rewording?

  /// The words `strings` speaks, `english` for a language the demo does not speak, reworded as
  /// `strings` rewords its own.
  ///
  /// - Complexity: O(1).
  package init(_ strings: DemoStrings, english: Words, french: Words) {
    written = strings.language == .french ? french : english
    rewording = strings.rewording
  }
}
