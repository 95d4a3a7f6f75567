import MVVMC

/// A scene whose view model's boxes the inspector shows: a capability of the inspector's, not
/// of every scene, so the framework's ``/MVVMC/Scene`` stays what every host needs.
///
/// The inspector never looks inside a scene by itself: a scene lists its boxes, in the order
/// they matter, read now.
///
/// ```swift
/// extension ReadingListScene: InspectableScene {
///   var inspectedBoxes: [InspectedBox] { [InspectedBox("books", viewModel.books)] }
/// }
/// ```
@MainActor
public protocol InspectableScene: Scene {
  /// The boxes of the scene's view model, in the order they matter, read now.
  var inspectedBoxes: [InspectedBox] { get }
}

extension Scene {
  /// The scene's boxes when it lists them (``InspectableScene``); none otherwise.
  var boxesForInspection: [InspectedBox] {
    (self as? any InspectableScene)?.inspectedBoxes ?? []
  }
}
