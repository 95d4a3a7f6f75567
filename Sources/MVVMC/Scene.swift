import Rendering

/// One place in the app the user can be: the View of MVVM.
///
/// A scene binds to its view model through ``Dynamic`` closures and turns the view model's
/// values into a `Screen` (from `Rendering`). It never navigates by itself: it tells its coordinator
/// what the user wants, and the coordinator asks the ``Navigator``.
///
/// The scene keeps what its bindings deliver and builds its screen from those values (a scene
/// of notes and its view model):
///
/// ```swift
/// @MainActor final class NotesViewModel {
///   let notes = Dynamic(["Book the pitch", "Call the coach"])
///   let selected = Dynamic(0)
/// }
///
/// final class NotesScene: Scene {
///   let viewModel: NotesViewModel
///   // What the bindings last delivered.
///   private var notes: [String] = []
///   private var selected = 0
///
///   init(viewModel: NotesViewModel) {
///     self.viewModel = viewModel
///     // Owner bindings: they end when the scene is freed, and never keep it alive.
///     viewModel.notes.bindAndFire(self) { scene, notes in scene.notes = notes }
///     viewModel.selected.bindAndFire(self) { scene, index in scene.selected = index }
///   }
///
///   var title: String { "Notes" }
///
///   func makeScreen() -> Screen {
///     Screen(
///       title: title,
///       blocks: notes.enumerated().map { index, note in
///         .text((index == selected ? "> " : "  ") + note)
///       })
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
