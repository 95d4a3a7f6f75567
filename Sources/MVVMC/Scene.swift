import Rendering

/// One place in the app the user can be: the View of MVVM.
///
/// A scene binds to its view model through ``Dynamic`` closures and turns the view model's
/// values into a `Screen` (from `Rendering`). It never navigates by itself: it tells its coordinator
/// what the user wants, and the coordinator asks the ``Navigator``.
///
/// The scene keeps what its bindings deliver and builds its screen from those values (abridged
/// from the demo's player page):
///
/// ```swift
/// final class PlayerDetailScene: Scene {
///   private var name = ""
///   private var fields: [Field] = []
///
///   init(viewModel: PlayerDetailViewModel) {
///     // Owner bindings: they end when the scene is freed, and never keep it alive.
///     viewModel.name.bindAndFire(self) { scene, name in scene.name = name }
///     viewModel.fields.bindAndFire(self) { scene, fields in scene.fields = fields }
///   }
///
///   var title: String { name }
///
///   func makeScreen() -> Screen {
///     Screen(title: title, blocks: [.fields(fields)])
///   }
/// }
/// ```
@MainActor
public protocol Scene: AnyObject {
  /// The scene's title, used for its screen, the breadcrumb and navigation events.
  var title: String { get }

  /// What the scene shows now. The navigator fills in the breadcrumb.
  func makeScreen() -> Screen
}
