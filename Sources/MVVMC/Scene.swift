import Rendering

/// One place in the app the user can be: the View of MVVM.
///
/// A scene binds to its view model through ``Dynamic`` closures and turns the view model's
/// values into a `Screen` (from `Rendering`). It never navigates by itself: it tells its coordinator
/// what the user wants, and the coordinator asks the ``Navigator``.
///
/// ```swift
/// final class PlayerDetailScene: Scene {
///   let viewModel: PlayerDetailViewModel
///   var title: String { viewModel.name.value }
///   func makeScreen() -> Screen {
///     Screen(title: title, blocks: [.fields(viewModel.fields.value)])
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
