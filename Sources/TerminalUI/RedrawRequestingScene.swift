import MVVMC

/// A scene whose screen can change without a key: a debounced search that lands, a load that
/// finishes, a timer.
///
/// ``NavigatorTerminalApp`` gives every such scene on the navigator a ``requestRedraw``
/// closure; the scene calls it from its bindings when a value it shows changed. The host then
/// draws a frame, and writes nothing if the frame is the same, so calling it often costs
/// little. Outside the full-screen host the closure is `nil` and nothing happens.
///
/// ```swift
/// final class PlayerListScene: RedrawRequestingScene {
///   var requestRedraw: (@MainActor () -> Void)?
///   init(viewModel: PlayerListViewModel) {
///     viewModel.page.bindAndFire(self) { scene, page in
///       scene.page = page
///       scene.requestRedraw?()
///     }
///   }
/// }
/// ```
@MainActor
public protocol RedrawRequestingScene: Scene {
  /// Set by the full-screen adapter while the scene is on the navigator; call it when the
  /// screen changed outside a key.
  var requestRedraw: (@MainActor () -> Void)? { get set }
}
