/// A child flow that shows a picker and ends with the typed outcome of its
/// ``PickerViewModel``: the chosen option, or cancelled.
///
/// The outcome reaches the parent's handler exactly once, whichever way the flow ends: a choice
/// or `cancel()` from the scene, `back` (the navigator removes the scene, the base class ends
/// the flow cancelled), or a parent or route that ends it first (`cancel()`, or a stack replaced
/// under it); a second ending is ignored by ``BaseCoordinator``.
///
/// ```swift
/// let picker = PickerViewModel(options: players) { $0.name.foldedForComparison }
/// startChild(
///   PickerCoordinator(navigator: navigator, viewModel: picker, presentation: .push) { viewModel in
///     PlayerPickerScene(viewModel: viewModel)
///   }
/// ) { outcome in
///   if case .finished(let player) = outcome { compare(with: player) }
/// }
/// ```
@MainActor
public final class PickerCoordinator<Option: Sendable>: BaseCoordinator<Option> {
  /// How the picker's scene is shown.
  public enum Presentation: Sendable {
    /// Over the scene under it, modally (the filter picker).
    case modal
    /// Pushed on the stack (a picker opened from a pushed scene).
    case push
  }

  /// The picker's state; the coordinator ends when its outcome is set.
  public let viewModel: PickerViewModel<Option>
  private let presentation: Presentation
  private let makeScene: @MainActor (PickerViewModel<Option>) -> any Scene

  /// Creates the flow; ``start()`` shows the scene `makeScene` builds.
  public init(
    navigator: Navigator, viewModel: PickerViewModel<Option>, presentation: Presentation = .modal,
    makeScene: @escaping @MainActor (PickerViewModel<Option>) -> any Scene
  ) {
    self.viewModel = viewModel
    self.presentation = presentation
    self.makeScene = makeScene
    super.init(navigator: navigator)
  }

  public override func start() {
    viewModel.outcome.bind(self) { coordinator, outcome in
      switch outcome {
      case .finished(let option)?: coordinator.finish(with: option)
      case .cancelled?: coordinator.cancel()
      case nil: break
      }
    }
    let scene = makeScene(viewModel)
    switch presentation {
    case .modal: present(scene)
    case .push: push(scene)
    }
  }
}
