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
  package static let pseudo = DemoStrings(
    english.written, language: .pseudo, rewording: pseudoWord)

  /// `word` in the pseudo-language: marked, and lengthened by 40 %.
  @Sendable static func pseudoWord(_ word: String) -> String {
    word.isEmpty ? word : "⟦" + word + String(repeating: "~", count: (word.count * 2 + 4) / 5) + "⟧"
  }
}
