import MVVMC
import Rendering
import TerminalUI

extension FullScreenWords {
  /// The words of the full-screen host in the demo's interface language (`--lang`).
  ///
  /// ```swift
  /// FullScreenWords.words(for: .french).helpTitle  // "Touches"
  /// ```
  static func words(for language: Language) -> FullScreenWords {
    guard language == .french else { return .english }
    var inspection = InspectionWords(
      title: "Inspecteur", coordinators: "Coordinateurs", stack: "Pile", boxes: "Boîtes",
      events: "Événements", modal: "modale", none: "aucun", listener: "écouteur",
      listeners: "écouteurs")
    inspection.of = "de"
    inspection.debouncePending = "anti-rebond en attente"
    inspection.legendTitle = "Légende"
    var words = FullScreenWords(
      helpTitle: "Touches",
      terminalTooSmall: "Terminal trop petit",
      help: KeyHint(keys: "?", action: "Aide"),
      closeHelp: KeyHint(keys: "?/Échap", action: "Fermer l’aide", key: .escape),
      quit: KeyHint(keys: "q", action: "Quitter"),
      interrupt: KeyHint(keys: "Ctrl-C", action: "Quitter"),
      suspend: KeyHint(keys: "Ctrl-Z", action: "Suspendre"),
      everywhereTitle: "Partout",
      inspect: KeyHint(keys: "i", action: "Inspecter"),
      inspection: inspection)
    words.focusInspector = KeyHint(keys: "Tab", action: "Panneau", key: .tab)
    words.inspectorPanelKeys = [
      KeyHint(keys: "↑/↓", action: "Défiler"),
      KeyHint(keys: "←/→", action: "Scène"),
      KeyHint(keys: "?", action: "Légende"),
      KeyHint(keys: "Tab/Échap", action: "Retour", key: .tab),
    ]
    return words
  }
}
