import MVVMC
import Rendering
import TerminalUI

extension FullScreenWords {
  /// The words of the full-screen host in French, gathered by ``CommandLineWords/french``.
  ///
  /// ```swift
  /// FullScreenWords.french.helpTitle  // "Touches"
  /// ```
  static let french: FullScreenWords = {
    let events = EventWords.french
    var inspection = InspectionWords(
      title: "Inspecteur", coordinators: "Coordinateurs", stack: "Pile", boxes: "Boîtes",
      events: "Événements", modal: "modale", none: "néant", listener: events.listener,
      listeners: events.listeners)
    inspection.eventWords = events
    inspection.of = "de"
    inspection.debouncePending = "anti-rebond en attente"
    inspection.legendTitle = "Légende"
    inspection.start = "départ"
    inspection.changed = "Changements de cette étape"
    // The symbols as the panel shows them, placeholders and the events' words in French.
    inspection.legend = [
      InspectionWords.LegendEntry(
        "Nom: titre", "un coordinateur et les titres des scènes qu’il possède"),
      InspectionWords.LegendEntry("└", "un coordinateur enfant, démarré par celui du dessus"),
      InspectionWords.LegendEntry(
        "·", "un niveau de plus dans l’arbre des coordinateurs ; dans la pile, avant une route"),
      InspectionWords.LegendEntry(
        "1  Titre", "une scène de la pile, la racine d’abord, avec sa route"),
      InspectionWords.LegendEntry("modale", "la scène présentée par-dessus la pile"),
      InspectionWords.LegendEntry(
        "nom = valeur", "une boîte du view model de la scène choisie et sa valeur actuelle"),
      InspectionWords.LegendEntry(
        "→ Propriétaire", "qui écoute la boîte : la scène ou le view model qui l’a liée"),
      InspectionWords.LegendEntry(
        "← chaîne", "les boîtes dérivées par où passe une valeur, avec leurs étapes"),
      InspectionWords.LegendEntry(
        "- avant, + après", "la valeur d’une boîte avant et après l’étape, sous son nom"),
      InspectionWords.LegendEntry(
        "#12 \(events.key(named: "Enter"))",
        "une touche ; les événements qu’elle a causés suivent, en retrait"),
      InspectionWords.LegendEntry(
        "\(events.freed) Nom", "un coordinateur, une scène ou un view model a été libéré"),
    ]
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
    words.history = KeyHint(keys: "h", action: "Historique")
    words.stepBrowser = StepBrowser.Words(
      step: "étape", of: "sur", start: "départ",
      keys: [
        KeyHint(keys: "←/→", action: "Étape"),
        KeyHint(keys: "Début/Fin", action: "Première/dernière"),
        KeyHint(keys: "↑/↓", action: "Événement"), KeyHint(keys: "Entrée", action: "Son étape"),
        KeyHint(keys: "r", action: "Reprendre"), KeyHint(keys: "Échap", action: "Sortir"),
      ],
      noStep: "Aucune étape à montrer")
    words.inspectorPanelKeys = [
      KeyHint(keys: "↑/↓", action: "Défiler"),
      KeyHint(keys: "←/→", action: "Scène"),
      KeyHint(keys: "d", action: "Changements"),
      KeyHint(keys: "?", action: "Légende"),
      KeyHint(keys: "Tab/Échap", action: "Retour", key: .tab),
    ]
    return words
  }()
}
