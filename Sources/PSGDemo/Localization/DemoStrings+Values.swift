import MVVMC
import PlayerFeed
import Rendering
import TerminalUI

/// The words the boxes' values and the flows' outcomes are described with, in `--trace`, the
/// inspector and a recording: the framework's (``MVVMC/ValueWords``) and the demo's own values'.
///
/// ```swift
/// DemoStrings(.french).valueWords.summary(of: [1])  // "1 élément"
/// ```
package struct DemoValueWords: Sendable {
  /// The framework's words: counts, rows of a window, outcomes.
  let framework: ValueWords
  let loading: String
  let loaded: String
  let failed: String
  /// A page of the list: `rows 1–28 of 35`.
  let rows: @Sendable (_ first: Int, _ last: Int, _ total: Int) -> String
  /// An empty page of the list: `no rows of 0`.
  let noRows: @Sendable (_ total: Int) -> String
  let pin: String
  let unpin: String
  /// Before a player's id in the feed: `7 Kylian MBAPPÉ (id 32)`.
  let id: String

  static let english = DemoValueWords(
    framework: .english, loading: "loading", loaded: "loaded", failed: "failed",
    rows: { "rows \($0)–\($1) of \($2)" }, noRows: { "no rows of \($0)" }, pin: "pin",
    unpin: "unpin", id: "id")

  static let french = DemoValueWords(
    framework: ValueWords(
      language: .french, elements: { "\($0) élément" + ($0 > 1 ? "s" : "") }, nothing: "nil",
      yes: "vrai", no: "faux", row: { "ligne \($0) sur \($1)" },
      noRow: { "aucune ligne sur \($0)" }, shown: { "\($0)–\($1) affichées" },
      finished: "terminé", cancelled: "annulé"),
    loading: "chargement", loaded: "chargé", failed: "échec",
    rows: { "lignes \($0)–\($1) sur \($2)" }, noRows: { "aucune ligne sur \($0)" },
    pin: "épingler", unpin: "désépingler", id: "id")
}

extension DemoStrings {
  /// The words of the values, as this language shows them.
  var values: FlowWords<DemoValueWords> {
    FlowWords(self, english: .english, french: .french)
  }

  /// The words the session's tracer, inspector and coordinators describe values with.
  package var valueWords: ValueWords {
    var words = values.framework
    words.language = language
    return words
  }
}

extension ValueWords: Rewordable {
  /// Each word reworded; the language is the one it was read for.
  package func reworded(_ rewording: @escaping Rewording) -> ValueWords {
    var words = self
    let (elements, row, noRow, shown) = (elements, row, noRow, shown)
    words.elements = { rewording(elements($0)) }
    words.nothing = rewording(nothing)
    words.yes = rewording(yes)
    words.no = rewording(no)
    words.row = { rewording(row($0, $1)) }
    words.noRow = { rewording(noRow($0)) }
    words.shown = { rewording(shown($0, $1)) }
    words.finished = rewording(finished)
    words.cancelled = rewording(cancelled)
    return words
  }
}

extension PlayerListViewModel.LoadState: ValueSummarizing {
  package func summary(_ words: ValueWords) -> String {
    let strings = DemoStrings(words.language)
    return switch self {
    case .loading: strings.values.loading
    case .loaded: strings.values.loaded
    case .failed(let error): "\(strings.values.failed)(\(strings.feedError(error)))"
    }
  }
}

extension PlayerPage: ValueSummarizing {
  package func summary(_ words: ValueWords) -> String {
    let values = DemoStrings(words.language).values
    return players.isEmpty
      ? values.noRows(totalCount) : values.rows(firstRowNumber, lastRowNumber, totalCount)
  }
}

extension PlayerFilter: ValueSummarizing {
  package func summary(_ words: ValueWords) -> String {
    DemoStrings(words.language).filterCommandName(self)
  }
}

extension PinChange: ValueSummarizing {
  func summary(_ words: ValueWords) -> String {
    let values = DemoStrings(words.language).values
    return "\(pins ? values.pin : values.unpin)(\(playerID))"
  }
}

extension Player: ValueSummarizing {
  package func summary(_ words: ValueWords) -> String {
    described(idWord: DemoStrings(words.language).values.id)
  }
}
