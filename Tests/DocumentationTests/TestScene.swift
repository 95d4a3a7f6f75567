import MVVMC
import Rendering

/// A scene with a fixed title and nothing else, as the guides' examples use it.
@MainActor
final class TestScene: Scene {
  let title: String

  init(_ title: String) {
    self.title = title
  }

  func makeScreen() -> Screen {
    Screen(title: title)
  }
}
