import MVVMC

/// A scene that answers keys when the full-screen host shows it on top of the navigator.
///
/// The host gives every key to the scene on top first; keys it ignores fall back to the keys
/// that work everywhere (`?` help, `q` and Ctrl-C quit, Ctrl-Z suspend). A scene maps a key to a
/// call on its view model, or to an intent it hands to its coordinator: it never navigates itself.
///
/// ```swift
/// extension PlayerDetailScene: KeyHandlingScene {
///   func handle(_ key: Key) -> KeyResponse {
///     switch key {
///     case .escape, .backspace, .left: router?.detailSceneDidAskToGoBack(); return .handled
///     default: return .ignored
///     }
///   }
///   var keyHints: [KeyHint] { [KeyHint(keys: "Esc", action: "Back")] }
/// }
/// ```
@MainActor
public protocol KeyHandlingScene: Scene {
  /// Handles one key, or returns ``KeyResponse/ignored`` to let the host try its global keys.
  func handle(_ key: Key) -> KeyResponse

  /// The keys this scene answers, for the footer and the `?` help overlay, most useful first.
  var keyHints: [KeyHint] { get }

  /// Whether a text field has the focus, so printable keys are text: the footer then lists
  /// none of the host's own keys (`?`, `i`, `q`), which the scene takes as text.
  var hasTextFocus: Bool { get }
}

extension KeyHandlingScene {
  /// No field has the focus unless the scene says so.
  public var hasTextFocus: Bool { false }
}
