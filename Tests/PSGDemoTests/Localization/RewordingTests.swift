import PlayerFeed
import Testing

@testable import PSGDemo

/// A derived language rewords each word as it is read, by the word's type: the pseudo-language
/// marks the demo's words and a flow's, and keeps what is data, punctuation or for programs.
@Suite struct RewordingTests {
  let pseudo = DemoStrings.pseudo

  @Test func wordsAndWhatFunctionsWriteAreReworded() {
    #expect(pseudo.playersTitle == "⟦Players~~~⟧")
    #expect(pseudo.rowsShown(1, 8, 24) == "⟦Players 1–8 of 24~~~~~~~⟧")
    #expect(pseudo.filterLine("None") == "⟦Filter: None~~~~~⟧")
    #expect(
      pseudo.noMatchMessage("a", "b")
        == DemoStrings.pseudoWord("No player matches “a” (filter: b)."))
  }

  @Test func aFlowsWordsAreRewordedToo() {
    #expect(
      pseudo.teammates.noTeammates
        == DemoStrings.pseudoWord("Nobody else plays in this position."))
    #expect(pseudo.teammates.title("Messi") == DemoStrings.pseudoWord("Messi’s teammates"))
    #expect(pseudo.comparison.comparisonTitle("A", "B") == "⟦A and B~~~⟧")
  }

  @Test func languagesTheDemoSpeaksAreReadAsWritten() {
    #expect(DemoStrings.english.teammates.noTeammates == "Nobody else plays in this position.")
    #expect(DemoStrings.french.teammates.noTeammates == "Personne d’autre ne joue à ce poste.")
    #expect(
      DemoStrings.french.rowsShown(1, 8, 24) == DemoStrings.french.written.rowsShown(1, 8, 24))
  }

  @Test func dataPunctuationAndCodesAreKept() {
    #expect(pseudo.name(of: .unknown("Libéro")) == "Libéro")
    #expect(pseudo.name(of: .striker) == "⟦Striker~~~⟧")
    #expect(pseudo.rendererWords.colon == ":")
    #expect(pseudo.rendererWords.error == "⟦Error:~~~⟧")
    #expect(
      pseudo.placeholderWords.keys.sorted() == DemoStrings.english.placeholderWords.keys.sorted())
    // The events' words are words too; a key's name is looked up by its English name.
    #expect(pseudo.eventWords.freed == "⟦freed~~⟧")
    #expect(pseudo.valueWords.cancelled == "⟦cancelled~~~~⟧")
    #expect(pseudo.valueWords.elements(1) == "⟦1 element~~~~⟧")
    let error = pseudo.commandError(.noRowSelected)
    let english = DemoStrings.english.commandError(.noRowSelected)
    #expect(error.message == DemoStrings.pseudoWord(english.message))
    #expect(error.hint == DemoStrings.pseudoWord(english.hint))
    #expect(error.code == english.code)
  }
}
