import MVVMC
import PlayerFeed
import Rendering
import TerminalUI

extension DemoStrings {
  /// Every word of one language, as its memberwise initialiser takes them: each language's
  /// strings (``DemoStrings/english``, ``DemoStrings/french``) are made of one, so a word a
  /// language lacks does not compile. ``DemoStrings`` reads each word from it.
  package struct Vocabulary: Sendable {
    /// The language these strings are in.
    package let language: Language

    // MARK: List

    let playersTitle: String
    let searchLabel: String
    let searchPlaceholder: String
    let numberColumn: String
    let nameColumn: String
    let positionColumn: String
    let academyColumn: String
    let academyBadge: String
    let loadingMessage: String
    let noPlayersMessage: String

    /// The filter's line over the list: `Filter: Academy graduates`.
    let filterLine: @Sendable (_ label: String) -> String
    let noMatchMessage: @Sendable (_ search: String, _ filter: String) -> String
    let noPlayerInFilter: @Sendable (_ filter: String) -> String
    let loadFailed: @Sendable (FeedError) -> String
    let rowsShown: @Sendable (_ first: Int, _ last: Int, _ total: Int) -> String

    // MARK: Filters

    let filtersTitle: String
    let filtersIntro: String

    // MARK: Detail

    let numberField: String
    let positionField: String
    let academyField: String
    let birthDateField: String
    let countryField: String
    let heightField: String
    let weightField: String
    let matchesField: String
    let goalsField: String
    /// A height and a weight with their units: `187 cm`, `76 kg`.
    let centimetres: @Sendable (Int) -> String
    let kilograms: @Sendable (Int) -> String
    let yes: String
    let no: String

    // MARK: Actions

    let searchAction: String
    let clearAction: String
    let filterAction: String
    let openAction: String
    let nextAction: String
    let previousAction: String
    let refreshAction: String
    let chooseAction: String
    let backAction: String
    let gotoAction: String
    let cancelAction: String
    let helpAction: String
    let quitAction: String

    // MARK: Keys (the full-screen app's footer and help)

    let enterKey: String
    let escapeKey: String
    let backspaceKey: String
    let pageKeys: String
    let homeEndKeys: String
    let moveKeyAction: String
    let pageKeyAction: String
    let homeEndKeyAction: String
    let openKeyAction: String
    let searchKeyAction: String
    let filterKeyAction: String
    let reloadKeyAction: String
    let leaveFieldKeyAction: String
    let cursorKeyAction: String
    let clearKeyAction: String
    let deleteWordKeyAction: String
    let chooseKeyAction: String
    let cancelKeyAction: String
    let backKeyAction: String

    // MARK: What --help says of each command and each route form

    let searchSummary: String
    let clearSummary: String
    let filterSummary: String
    let openRowSummary: String
    let pagesSummary: String
    let refreshSummary: String
    let chooseFilterSummary: String
    let backSummary: String
    let gotoSummary: String
    let inspectSummary: String
    let helpSummary: String
    let quitSummary: String
    let playersForm: String
    let playersQueryForm: String
    let playersPageForm: String
    let playersVisitedForm: String
    let filtersForm: String
    let filtersRowForm: String
    let playerIDForm: String
    let playerNumberForm: String

    // MARK: Command words

    /// The words of each English command word of the app's own scenes in this language, the
    /// one shown first; the others (spellings without accents) are read too. English lists its
    /// own, so every language names the same command words. A flow's come with its actions'
    /// names (``MVVMC/Action/Name/translatedWord``).
    let commandWords: [String: [String]]
    /// The placeholders of a usage or a route's form in this language: `NAME` is `NOM`.
    let placeholderWords: [String: String]
    /// How `--help` joins two spellings of a command: ` or `.
    let or: String

    // MARK: The model's names

    let positionName: @Sendable (Position) -> String
    let filterLabel: @Sendable (PlayerFilter) -> String
    /// The name a filter is chosen by in a command: `goalkeepers`, or `gardiens` in French.
    let filterCommandName: @Sendable (PlayerFilter) -> String

    // MARK: Problems, one `switch` a language

    let commandError: @Sendable (DemoCommandProblem) -> CommandError
    let commandHint: @Sendable (DemoCommandProblem.Hint) -> String
    let routeError: @Sendable (RouteError) -> String
    let routeProblem: @Sendable (RouteProblem) -> String
    let demoRouteProblem: @Sendable (DemoRouteProblem) -> String
    let feedError: @Sendable (FeedError) -> String
    let feedProblem: @Sendable (FeedProblem) -> String
    let exportProblem: @Sendable (ExportProblem) -> String
    let exportReportLine: @Sendable (_ summary: SiteExportSummary, _ folder: String) -> String

    // MARK: Around the screens

    /// The words a renderer writes around the demo's screens (`Error:`, `Commands`): hosts put
    /// them in the ``Rendering/RenderContext``, so the renderers translate nothing.
    package let rendererWords: RendererWords
    /// The words events are written with, by `--trace` and the inspector: `libéré`, `touche`.
    /// Names of types, scenes, boxes and routes stay as written.
    package let eventWords: EventWords
  }
}
