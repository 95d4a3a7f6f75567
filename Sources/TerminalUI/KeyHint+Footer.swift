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
    let separator = "  "
    func text(_ hints: [KeyHint]) -> String {
      hints.map { "\($0.keys) \($0.action)" }.joined(separator: separator).sanitizedForTerminal
    }
    let all = text(scene + global)
    let globalText = text(global)
    guard all.displayWidth > width, !global.isEmpty, globalText.displayWidth <= width else {
      return all.truncated(toWidth: width)
    }
    var kept: [KeyHint] = []
    for hint in scene {
      let candidate = text(kept + [hint]) + separator + globalText
      guard candidate.displayWidth <= width else { break }
      kept.append(hint)
    }
    return kept.isEmpty ? globalText : text(kept) + separator + globalText
  }
}
