import MVVMC
import PlayerFeed
import Rendering

extension Language {
  /// A pseudo-language for checks, after the pseudo-locales of Android and Chromium: English
  /// with every word marked and lengthened (``DemoStrings/pseudo``). `--lang` does not offer it.
  package static let pseudo = Language(rawValue: "qps")
}

extension DemoStrings {
  /// English with every word between `⟦` and `⟧` and lengthened by 40 %: a screen in this
  /// language shows a word that bypassed the values (a literal in a scene) without markers, and
  /// a word cut short without its closing marker. A third language is one value, as this one.
  ///
  /// ```swift
  /// DemoStrings.pseudo.playersTitle   // "⟦Players~~~⟧"
  /// ```
  package static let pseudo = DemoStrings(english.mapped(language: .pseudo, pseudoWord))

  /// `word` in the pseudo-language: marked, and lengthened by 40 %.
  @Sendable static func pseudoWord(_ word: String) -> String {
    word.isEmpty ? word : "⟦" + word + String(repeating: "~", count: (word.count * 2 + 4) / 5) + "⟧"
  }

  /// These words with `word` applied to each, and to what each function writes: the
  /// vocabulary of a language derived from this one.
  ///
  /// - Complexity: O(*n*) in the number of words; a function's words are mapped when called.
  func mapped(language: Language, _ word: @escaping @Sendable (String) -> String) -> Vocabulary {
    // A label's colon is punctuation, not a word: kept as it is.
    var rendererWords = self.rendererWords.mapped(word)
    rendererWords.colon = self.rendererWords.colon
    return Vocabulary(
      language: language,
      playersTitle: word(self.playersTitle),
      searchLabel: word(self.searchLabel),
      searchPlaceholder: word(self.searchPlaceholder),
      numberColumn: word(self.numberColumn),
      nameColumn: word(self.nameColumn),
      positionColumn: word(self.positionColumn),
      academyColumn: word(self.academyColumn),
      academyBadge: word(self.academyBadge),
      loadingMessage: word(self.loadingMessage),
      noPlayersMessage: word(self.noPlayersMessage),
      filterLine: { word(self.filterLine($0)) },
      noMatchMessage: { word(self.noMatchMessage($0, $1)) },
      noPlayerInFilter: { word(self.noPlayerInFilter($0)) },
      loadFailed: { word(self.loadFailed($0)) },
      rowsShown: { word(self.rowsShown($0, $1, $2)) },
      filtersTitle: word(self.filtersTitle),
      filtersIntro: word(self.filtersIntro),
      numberField: word(self.numberField),
      positionField: word(self.positionField),
      academyField: word(self.academyField),
      birthDateField: word(self.birthDateField),
      countryField: word(self.countryField),
      heightField: word(self.heightField),
      weightField: word(self.weightField),
      matchesField: word(self.matchesField),
      goalsField: word(self.goalsField),
      centimetres: { word(self.centimetres($0)) },
      kilograms: { word(self.kilograms($0)) },
      yes: word(self.yes),
      no: word(self.no),
      searchAction: word(self.searchAction),
      clearAction: word(self.clearAction),
      filterAction: word(self.filterAction),
      openAction: word(self.openAction),
      nextAction: word(self.nextAction),
      previousAction: word(self.previousAction),
      refreshAction: word(self.refreshAction),
      chooseAction: word(self.chooseAction),
      backAction: word(self.backAction),
      gotoAction: word(self.gotoAction),
      cancelAction: word(self.cancelAction),
      helpAction: word(self.helpAction),
      quitAction: word(self.quitAction),
      enterKey: word(self.enterKey),
      escapeKey: word(self.escapeKey),
      backspaceKey: word(self.backspaceKey),
      pageKeys: word(self.pageKeys),
      homeEndKeys: word(self.homeEndKeys),
      moveKeyAction: word(self.moveKeyAction),
      pageKeyAction: word(self.pageKeyAction),
      homeEndKeyAction: word(self.homeEndKeyAction),
      openKeyAction: word(self.openKeyAction),
      searchKeyAction: word(self.searchKeyAction),
      filterKeyAction: word(self.filterKeyAction),
      reloadKeyAction: word(self.reloadKeyAction),
      leaveFieldKeyAction: word(self.leaveFieldKeyAction),
      cursorKeyAction: word(self.cursorKeyAction),
      clearKeyAction: word(self.clearKeyAction),
      deleteWordKeyAction: word(self.deleteWordKeyAction),
      chooseKeyAction: word(self.chooseKeyAction),
      cancelKeyAction: word(self.cancelKeyAction),
      backKeyAction: word(self.backKeyAction),
      searchSummary: word(self.searchSummary),
      clearSummary: word(self.clearSummary),
      filterSummary: word(self.filterSummary),
      openRowSummary: word(self.openRowSummary),
      pagesSummary: word(self.pagesSummary),
      refreshSummary: word(self.refreshSummary),
      chooseFilterSummary: word(self.chooseFilterSummary),
      backSummary: word(self.backSummary),
      gotoSummary: word(self.gotoSummary),
      inspectSummary: word(self.inspectSummary),
      helpSummary: word(self.helpSummary),
      quitSummary: word(self.quitSummary),
      playersForm: word(self.playersForm),
      playersQueryForm: word(self.playersQueryForm),
      playersPageForm: word(self.playersPageForm),
      playersVisitedForm: word(self.playersVisitedForm),
      filtersForm: word(self.filtersForm),
      filtersRowForm: word(self.filtersRowForm),
      playerIDForm: word(self.playerIDForm),
      playerNumberForm: word(self.playerNumberForm),
      commandWords: self.commandWords.mapValues { $0.map(word) },
      placeholderWords: self.placeholderWords.mapValues(word),
      or: word(self.or),
      positionName: { position in
        // A position the demo does not know is named as the feed wrote it: data, not a word.
        if case .unknown(let text) = position { return text }
        return word(self.positionName(position))
      },
      filterLabel: { word(self.filterLabel($0)) },
      filterCommandName: { word(self.filterCommandName($0)) },
      commandError: {
        let error = self.commandError($0)
        return CommandError(word(error.message), hint: word(error.hint))
      },
      commandHint: { word(self.commandHint($0)) },
      routeError: { word(self.routeError($0)) },
      routeProblem: { word(self.routeProblem($0)) },
      demoRouteProblem: { word(self.demoRouteProblem($0)) },
      feedError: { word(self.feedError($0)) },
      feedProblem: { word(self.feedProblem($0)) },
      exportProblem: { word(self.exportProblem($0)) },
      exportReportLine: { word(self.exportReportLine($0, $1)) },
      rendererWords: rendererWords,
      // Events are the inspector's and the trace's, not a screen's: kept as they are.
      eventWords: self.eventWords)
  }
}
