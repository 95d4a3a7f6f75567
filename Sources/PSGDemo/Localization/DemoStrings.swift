import MVVMC
import PlayerFeed
import Rendering
import TerminalUI

/// Every word the demo's interface writes itself, in one language: one value a language
/// (``english``, ``french``), built from a ``Vocabulary`` by its memberwise initialiser, so a
/// word a language lacks does not compile.
///
/// Words that take values are functions, and a family of problems is one function holding
/// that language's `switch`. A flow's words are a ``FlowWords`` value in its own folder, found
/// by the language (``words(_:)``), so that no list here names a flow. Nothing outside the
/// values chooses words by language: a scene reads `strings.playersTitle`, whatever the
/// language.
///
/// Data (names, countries) is never translated; the model has no words of its own, so position
/// names and filter labels are here too (``name(of:)``, ``label(of:)``).
///
/// The value keeps its vocabulary in one box and reads each word from there, so a copy is one
/// reference however many words there are: every screen copies the strings many times (each
/// action's label and word looks up its language's).
///
/// ```swift
/// DemoStrings(.french).playersTitle                    // "Joueurs"
/// DemoStrings.english.rowsShown(1, 8, 24)              // "Players 1–8 of 24"
/// ```
package struct DemoStrings: Sendable {
  /// The words, kept once and never changed.
  private let box: Box

  /// The strings of `vocabulary`, one language's words.
  init(_ vocabulary: Vocabulary) {
    box = Box(vocabulary)
  }

  private final class Box: Sendable {
    let vocabulary: Vocabulary

    init(_ vocabulary: Vocabulary) {
      self.vocabulary = vocabulary
    }
  }

  /// The language these strings are in.
  package var language: Language { box.vocabulary.language }

  // Each word below, as ``Vocabulary`` documents it.

  // MARK: List
  var playersTitle: String { box.vocabulary.playersTitle }
  var searchLabel: String { box.vocabulary.searchLabel }
  var searchPlaceholder: String { box.vocabulary.searchPlaceholder }
  var numberColumn: String { box.vocabulary.numberColumn }
  var nameColumn: String { box.vocabulary.nameColumn }
  var positionColumn: String { box.vocabulary.positionColumn }
  var academyColumn: String { box.vocabulary.academyColumn }
  var academyBadge: String { box.vocabulary.academyBadge }
  var loadingMessage: String { box.vocabulary.loadingMessage }
  var noPlayersMessage: String { box.vocabulary.noPlayersMessage }
  var filterLine: @Sendable (_ label: String) -> String { box.vocabulary.filterLine }
  var noMatchMessage: @Sendable (_ search: String, _ filter: String) -> String {
    box.vocabulary.noMatchMessage
  }
  var noPlayerInFilter: @Sendable (_ filter: String) -> String { box.vocabulary.noPlayerInFilter }
  var loadFailed: @Sendable (FeedError) -> String { box.vocabulary.loadFailed }
  var rowsShown: @Sendable (_ first: Int, _ last: Int, _ total: Int) -> String {
    box.vocabulary.rowsShown
  }

  // MARK: Filters
  var filtersTitle: String { box.vocabulary.filtersTitle }
  var filtersIntro: String { box.vocabulary.filtersIntro }

  // MARK: Detail
  var numberField: String { box.vocabulary.numberField }
  var positionField: String { box.vocabulary.positionField }
  var academyField: String { box.vocabulary.academyField }
  var birthDateField: String { box.vocabulary.birthDateField }
  var countryField: String { box.vocabulary.countryField }
  var heightField: String { box.vocabulary.heightField }
  var weightField: String { box.vocabulary.weightField }
  var matchesField: String { box.vocabulary.matchesField }
  var goalsField: String { box.vocabulary.goalsField }
  var centimetres: @Sendable (Int) -> String { box.vocabulary.centimetres }
  var kilograms: @Sendable (Int) -> String { box.vocabulary.kilograms }
  var yes: String { box.vocabulary.yes }
  var no: String { box.vocabulary.no }

  // MARK: Actions
  var searchAction: String { box.vocabulary.searchAction }
  var clearAction: String { box.vocabulary.clearAction }
  var filterAction: String { box.vocabulary.filterAction }
  var openAction: String { box.vocabulary.openAction }
  var nextAction: String { box.vocabulary.nextAction }
  var previousAction: String { box.vocabulary.previousAction }
  var refreshAction: String { box.vocabulary.refreshAction }
  var chooseAction: String { box.vocabulary.chooseAction }
  var backAction: String { box.vocabulary.backAction }
  var gotoAction: String { box.vocabulary.gotoAction }
  var cancelAction: String { box.vocabulary.cancelAction }
  var helpAction: String { box.vocabulary.helpAction }
  var quitAction: String { box.vocabulary.quitAction }

  // MARK: Keys (the full-screen app's footer and help)
  var enterKey: String { box.vocabulary.enterKey }
  var escapeKey: String { box.vocabulary.escapeKey }
  var backspaceKey: String { box.vocabulary.backspaceKey }
  var pageKeys: String { box.vocabulary.pageKeys }
  var homeEndKeys: String { box.vocabulary.homeEndKeys }
  var moveKeyAction: String { box.vocabulary.moveKeyAction }
  var pageKeyAction: String { box.vocabulary.pageKeyAction }
  var homeEndKeyAction: String { box.vocabulary.homeEndKeyAction }
  var openKeyAction: String { box.vocabulary.openKeyAction }
  var searchKeyAction: String { box.vocabulary.searchKeyAction }
  var filterKeyAction: String { box.vocabulary.filterKeyAction }
  var reloadKeyAction: String { box.vocabulary.reloadKeyAction }
  var leaveFieldKeyAction: String { box.vocabulary.leaveFieldKeyAction }
  var cursorKeyAction: String { box.vocabulary.cursorKeyAction }
  var clearKeyAction: String { box.vocabulary.clearKeyAction }
  var deleteWordKeyAction: String { box.vocabulary.deleteWordKeyAction }
  var chooseKeyAction: String { box.vocabulary.chooseKeyAction }
  var cancelKeyAction: String { box.vocabulary.cancelKeyAction }
  var backKeyAction: String { box.vocabulary.backKeyAction }

  // MARK: What --help says of each command and each route form
  var searchSummary: String { box.vocabulary.searchSummary }
  var clearSummary: String { box.vocabulary.clearSummary }
  var filterSummary: String { box.vocabulary.filterSummary }
  var openRowSummary: String { box.vocabulary.openRowSummary }
  var pagesSummary: String { box.vocabulary.pagesSummary }
  var refreshSummary: String { box.vocabulary.refreshSummary }
  var chooseFilterSummary: String { box.vocabulary.chooseFilterSummary }
  var backSummary: String { box.vocabulary.backSummary }
  var gotoSummary: String { box.vocabulary.gotoSummary }
  var inspectSummary: String { box.vocabulary.inspectSummary }
  var helpSummary: String { box.vocabulary.helpSummary }
  var quitSummary: String { box.vocabulary.quitSummary }
  var playersForm: String { box.vocabulary.playersForm }
  var playersQueryForm: String { box.vocabulary.playersQueryForm }
  var playersPageForm: String { box.vocabulary.playersPageForm }
  var playersVisitedForm: String { box.vocabulary.playersVisitedForm }
  var filtersForm: String { box.vocabulary.filtersForm }
  var filtersRowForm: String { box.vocabulary.filtersRowForm }
  var playerIDForm: String { box.vocabulary.playerIDForm }
  var playerNumberForm: String { box.vocabulary.playerNumberForm }

  // MARK: Command words
  var commandWords: [String: [String]] { box.vocabulary.commandWords }
  var placeholderWords: [String: String] { box.vocabulary.placeholderWords }
  var or: String { box.vocabulary.or }

  // MARK: The model's names
  var positionName: @Sendable (Position) -> String { box.vocabulary.positionName }
  var filterLabel: @Sendable (PlayerFilter) -> String { box.vocabulary.filterLabel }
  var filterCommandName: @Sendable (PlayerFilter) -> String { box.vocabulary.filterCommandName }

  // MARK: Problems, one `switch` a language
  var commandError: @Sendable (DemoCommandProblem) -> CommandError { box.vocabulary.commandError }
  var commandHint: @Sendable (DemoCommandProblem.Hint) -> String { box.vocabulary.commandHint }
  var routeError: @Sendable (RouteError) -> String { box.vocabulary.routeError }
  var routeProblem: @Sendable (RouteProblem) -> String { box.vocabulary.routeProblem }
  var demoRouteProblem: @Sendable (DemoRouteProblem) -> String { box.vocabulary.demoRouteProblem }
  var feedError: @Sendable (FeedError) -> String { box.vocabulary.feedError }
  var feedProblem: @Sendable (FeedProblem) -> String { box.vocabulary.feedProblem }
  var exportProblem: @Sendable (ExportProblem) -> String { box.vocabulary.exportProblem }
  var exportReportLine: @Sendable (_ summary: SiteExportSummary, _ folder: String) -> String {
    box.vocabulary.exportReportLine
  }

  // MARK: Around the screens
  /// The words a renderer writes around the demo's screens (`Error:`, `Commands`).
  package var rendererWords: RendererWords { box.vocabulary.rendererWords }
  /// The words events are written with, by `--trace` and the inspector.
  package var eventWords: EventWords { box.vocabulary.eventWords }
}

extension DemoStrings {
  /// The languages the demo speaks, English first: a new language is one more value here.
  package static let all = [english, french]

  /// The strings for `language`; a language the demo does not speak gets English.
  ///
  /// - Complexity: O(*l*) for *l* languages; no array is built.
  package init(_ language: Language) {
    let known = Self.known
    var found = known.startIndex  // English
    for index in known.indices where known[index].language == language {
      found = index
      break
    }
    self = known[found]
  }

  /// What ``init(_:)`` looks in: the languages the demo speaks, English first, then the
  /// pseudo-language.
  private static let known = all + [pseudo]

  /// The back key's hint: `Esc/← Back`.
  var backHint: KeyHint { KeyHint(keys: "\(escapeKey)/←", action: backKeyAction, key: .escape) }
}
