import MVVMC
import Rendering

extension KeyHint {
  /// The footer's line of hints in `width` columns: every hint when they fit; otherwise the
  /// `global` ones (help, quit, the inspector) with as many of the scene's first hints as fit
  /// before them, so the keys that work everywhere, `?` above all, never fall off the edge.
  /// Cut to the width only when the global hints alone do not fit.
  ///
  /// ```swift
  /// KeyHint.footerLine(scene: listHints, global: [help, quit], width: 30)
  /// // "↑/↓ Move  ? Help  q Quit": "Enter Open" made room for the global keys
  /// ```
  static func footerLine(scene: [KeyHint], global: [KeyHint], width: Int) -> String {
    text(footerHints(scene: scene, global: global, width: width)).truncated(toWidth: width)
  }

  /// The hints ``footerLine(scene:global:width:)`` shows, left to right: where a click on the
  /// footer lands.
  static func footerHints(scene: [KeyHint], global: [KeyHint], width: Int) -> [KeyHint] {
    let globalText = text(global)
    guard text(scene + global).displayWidth > width, !global.isEmpty,
      globalText.displayWidth <= width
    else { return scene + global }
    var kept: [KeyHint] = []
    for hint in scene {
      let candidate = text(kept + [hint]) + footerSeparator + globalText
      guard candidate.displayWidth <= width else { break }
      kept.append(hint)
    }
    return kept + global
  }

  /// What goes between two hints of the footer.
  static let footerSeparator = "  "

  /// Hints as the footer writes them: `keys action`, two spaces apart, controls made visible.
  static func text(_ hints: [KeyHint]) -> String {
    hints.map { "\($0.keys) \($0.action)" }.joined(separator: footerSeparator)
      .sanitizedForTerminal
  }
}
