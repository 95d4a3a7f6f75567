/// A scene that names its view model, so a tool that follows a flow can find it without looking
/// inside the scene.
///
/// `FlowRecorder` (in `MVVMCTesting`) reads it to check that a view model goes when its scene
/// goes. Conforming costs one line, because an MVVM scene already keeps its view model:
///
/// ```swift
/// @MainActor final class NoteViewModel {
///   let title = Dynamic("Book the pitch")
/// }
///
/// final class NoteScene: ViewModelScene {
///   let viewModel: NoteViewModel
///
///   init(viewModel: NoteViewModel) { self.viewModel = viewModel }
///
///   var title: String { viewModel.title.value }
///   func makeScreen() -> Screen { Screen(title: title) }
/// }
/// ```
///
/// A scene that does not conform is simply not followed to a view model: nothing is found by a
/// property's name, so renaming a property never hides a leak silently.
@MainActor
public protocol ViewModelScene: Scene {
  /// The type of the scene's view model: a class, since a view model is shared by reference
  /// between the scene and the coordinator that made it.
  associatedtype ViewModel: AnyObject

  /// The view model the scene binds to.
  var viewModel: ViewModel { get }
}
