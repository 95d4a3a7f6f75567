import Rendering
import TerminalUI

extension EventWords {
  /// The words events are written with in French, by `--trace` and the inspector: names of
  /// types, scenes, boxes and routes stay as written.
  ///
  /// ```swift
  /// EventWords.french.freed  // "libéré", as in "libéré PlayerDetailCoordinator"
  /// ```
  package static let french = EventWords(
    navigation: "navigation", push: "empiler", pop: "dépiler", popToRoot: "revenir à la racine",
    present: "présenter", dismiss: "fermer", replaceStack: "remplacer la pile", with: "par",
    back: "retour", ignored: "ignoré", coordinator: "coordinateur", started: "a démarré",
    removed: "a retiré", binding: "liaison", listener: "écouteur", listeners: "écouteurs",
    freed: "libéré", key: "touche",
    keyNames: [
      "Enter": "Entrée", "Esc": "Échap", "Backspace": "Retour arrière", "Shift-Tab": "Maj-Tab",
      "Delete": "Suppr", "Home": "Début", "End": "Fin", "PgUp": "PgPréc", "PgDn": "PgSuiv",
    ],
    command: "commande", paste: "collage", mouse: "souris", resumed: "reprise à l’étape",
    resized: "nouvelle taille", after: "après")
}
