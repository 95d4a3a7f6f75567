/// A scene that shows the inspector the boxes of its view model.
///
/// The inspector never looks inside a scene by itself: a scene lists what a learner should
/// see, in the order it matters, and the inspector reads their values and listener counts
/// each time it is drawn.
///
/// ```swift
/// extension PlayerDetailScene: InspectableScene {
///   var inspectedBoxes: [InspectedBox] {
///     [InspectedBox("player", viewModel.player)]
///   }
/// }
/// ```
@MainActor
public protocol InspectableScene: Scene {
  /// The boxes of the scene's view model, read now.
  var inspectedBoxes: [InspectedBox] { get }
}
