import Foundation
import MVVMC
import PSGDemo
import PlainTextRendering
import PlayerFeed
import Rendering
import Testing

/// Every screen of every scene in the pseudo-language (``PSGDemo/DemoStrings/pseudo``), where
/// each word the values hold is between `⟦` and `⟧` and 40 % longer: a word a scene writes as
/// a literal shows without markers, and a word cut short loses its closing marker.
///
/// A third language is one value like that one: these screens show no word that did not come
/// from it.
@MainActor
@Suite struct PseudoLanguageTests {
  /// The screens: each of the registry's, and the help of each (`help`, the same scene's
  /// commands).
  nonisolated static let screens = DemoScreen.allCases.flatMap { [($0, false), ($0, true)] }

  @Test(arguments: screens)
  func everyWordComesFromTheLanguageValues(screen: DemoScreen, withHelp: Bool) async throws {
    let text = try await Self.text(of: screen, withHelp: withHelp, width: 80)
    let players = try await screen == .hostile ? DemoScreen.hostilePlayers() : Squad.paris2021
    // What the registry types into the search fields is the user's text, shown as typed.
    let problems = Self.problems(in: text, data: players, typed: ["zzz", "mbappe", "messi"])
    #expect(
      problems.isEmpty,
      "\(screen)\(withHelp ? " + help" : ""):\n\(problems.joined(separator: "\n"))\n\(text)")
  }

  /// The check finds a literal: a screen whose title is written in a scene, not in the values.
  @Test func aLiteralWordIsFound() {
    let screen = Screen(
      title: "Top scorers", blocks: [.text(DemoStrings.pseudo.rendererWords.search)])
    let text = PlainTextRenderer().render(screen, in: DemoStrings.pseudo.renderContext(width: 80))
    #expect(Self.problems(in: text, data: []) == ["a word without markers: “Top”, “scorers”"])
  }

  /// The check finds a word cut short (an ellipsis in a marked word, then no closing marker),
  /// and not a word's own ellipsis.
  @Test func aWordCutShortIsFound() {
    #expect(
      Self.problems(in: "⟦Players~~~⟧ ⟦Sea…  ⟦Loading…~~~⟧", data: [])
        == ["a marker cut off: ⟦Players~~~⟧ ⟦Sea…"])
  }

  /// `screen`, with its help after it when `withHelp`, in the pseudo-language, as the plain
  /// renderer writes it.
  static func text(of screen: DemoScreen, withHelp: Bool, width: Int) async throws -> String {
    let shown = try await screen.make(in: .pseudo, then: withHelp ? ["help"] : [])
    return PlainTextRenderer().render(shown, in: DemoStrings.pseudo.renderContext(width: width))
  }

  /// What is wrong in `text`: a marked word cut short (an ellipsis, then no closing marker),
  /// markers that do not pair, and words outside markers that are not the feed's `data` (its
  /// names and countries, whole or cut short), what the user `typed`, an address, or a symbol
  /// (`N`, `ID`).
  ///
  /// A marked word may wrap onto the next line, so markers are paired across lines.
  static func problems(in text: String, data: [Player], typed: [String] = []) -> [String] {
    var problems: [String] = []
    var outside = ""
    var depth = 0
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if character == "⟦" { depth += 1 }
      if depth == 0 { outside.append(character) }
      if character == "⟧" { depth -= 1 }
      // A word's own ellipsis (`Loading…`) is followed by its lengthening or its marker; a cut
      // is followed by anything else.
      let next = index + 1 < characters.count ? characters[index + 1] : "\n"
      if depth > 0, character == "…", !["~", "⟧", "…"].contains(next) {
        let line =
          text[..<text.index(text.startIndex, offsetBy: index + 1)]
          .split(separator: "\n").last.map(String.init) ?? ""
        problems.append("a marker cut off: \(line)")
        depth = 0
      }
      if depth < 0 {
        problems.append("a closing marker without its opening one")
        depth = 0
      }
    }
    if depth != 0 { problems.append("a marker left open at the end") }
    // The feed's text as letters only, as a renderer may drop what lies between them.
    let dataLetters =
      (data.flatMap { [$0.name, $0.country, Self.unknownName(of: $0.position)] } + typed).map {
        String($0.sanitizedForTerminal.filter(\.isLetter))
      }
    let unmarked = words(in: outside).filter { word in
      // A single letter is a symbol (`N`), as is a word in capitals (`ID`, `TEXT`); data may
      // be cut short with an ellipsis.
      word.count > 1 && word.contains { $0.isLowercase }
        && !dataLetters.contains { $0.contains(word) }
    }
    if !unmarked.isEmpty {
      problems.append(
        "a word without markers: " + unmarked.map { "“\($0)”" }.joined(separator: ", "))
    }
    return problems
  }

  /// A position the demo does not know, named as the feed wrote it.
  static func unknownName(of position: Position) -> String {
    if case .unknown(let text) = position { text } else { "" }
  }

  /// The runs of letters in `text`, after its addresses (`https://…`, `player/id/7`) are
  /// taken out.
  static func words(in text: String) -> [String] {
    text.split(whereSeparator: \.isWhitespace)
      .filter { !$0.contains("/") && !$0.contains("?") && !$0.contains("=") }
      .flatMap { $0.split { !$0.isLetter } }
      .map(String.init)
  }
}
