import Rendering

extension Language {
  /// French, the original app's language: `psg-demo --lang fr`.
  ///
  /// ```swift
  /// DemoStrings(.french).playersTitle   // "Joueurs"
  /// ```
  package static let french = Language(rawValue: "fr")
}
