import MVVMC

extension DemoScene {
  /// The footer's hints and the `?` overlay: the offered actions' hints, in their order, in
  /// the scene's language.
  package var keyHints: [KeyHint] {
    KeyHint.hints(of: offeredActions, in: strings.language)
  }
}
