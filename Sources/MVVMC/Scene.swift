import Rendering

/// One place in the app the user can be: the View of MVVM.
///
/// A scene binds to its view model through ``Dynamic`` closures and turns the view model's
/// values into a `Screen` (from `Rendering`). It never navigates by itself: it tells its coordinator
/// what the user wants, and the coordinator asks the ``Navigator``.
///
/// The scene keeps what its bindings deliver and builds its screen from those values (a scene
/// of notes, whose view model has `notes: Dynamic<[String]>` and `selected: Dynamic<Int>`):
///
/// ```swift
/// final class NotesScene: Scene {
///   let viewModel: NotesViewModel
///   private var selected = 0
///
///   init(viewModel: NotesViewModel) {
///     self.viewModel = viewModel
///     // An owner binding: it ends when the scene is freed, and never keeps it alive.
///     viewModel.selected.bindAndFire(self) { scene, index in scene.selected = index }
///   }
///
///   var title: String { "Notes" }
///
///   func makeScreen() -> Screen {
///     Screen(
///       title: title,
///       blocks: viewModel.notes.value.enumerated().map { index, note in
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
