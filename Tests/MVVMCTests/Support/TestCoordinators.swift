import MVVMC
import MVVMCTesting

/// The root of a test tree: pushes one root scene.
@MainActor
final class TestRootCoordinator: BaseCoordinator<Never> {
  let rootScene = TestScene("Players")

  override func start() {
    push(rootScene)
  }
}

/// How a ``TestFlowCoordinator`` shows its scenes when it starts.
enum TestFlowStyle {
  case present
  case push(count: Int)
}

/// A child flow that ends with a `String`; its scenes each hold a view model.
@MainActor
final class TestFlowCoordinator: BaseCoordinator<String> {
  let title: String
  let style: TestFlowStyle
  private(set) var shownScenes: [TestScene] = []

  init(_ title: String, style: TestFlowStyle, navigator: Navigator) {
    self.title = title
    self.style = style
    super.init(navigator: navigator)
  }

  override var name: String { title }

  override func start() {
    switch style {
    case .present:
      let scene = makeScene(title)
      present(scene)
    case .push(let count):
      for index in 1...count { push(makeScene("\(title) \(index)")) }
    }
  }

  private func makeScene(_ sceneTitle: String) -> TestScene {
    let scene = TestScene(sceneTitle, viewModel: TestViewModel(caption: sceneTitle))
    shownScenes.append(scene)
    return scene
  }
}

/// A test root coordinator started on a new navigator, and a recorder of the flows under it.
@MainActor
func startTestRoot() -> (TestRootCoordinator, FlowRecorder) {
  let root = TestRootCoordinator(navigator: Navigator())
  return (root, FlowRecorder(starting: root))
}

extension Navigator {
  /// The stack's titles, root first, then ` | ` and the modal scene's title if there is one.
  var stackDescription: String {
    let titles = scenes.map(\.title).joined(separator: " > ")
    return modal.map { "\(titles) | \($0.title)" } ?? titles
  }
}
