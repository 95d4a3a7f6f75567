import MVVMC
import Rendering

/// A scene with a fixed title and a view model (its own unless one is given), for navigator and
/// coordinator tests.
@MainActor
final class TestScene: Scene {
  let title: String
  let viewModel: TestViewModel
  var viewModelObject: AnyObject? { viewModel }

  init(_ title: String, viewModel: TestViewModel? = nil) {
    self.title = title
    self.viewModel = viewModel ?? TestViewModel(caption: title)
  }

  func makeScreen() -> Screen {
    Screen(title: title, blocks: [.text(viewModel.caption.value, role: .body)])
  }
}

/// A view model a scene holds, so leak tests can watch it go.
@MainActor
final class TestViewModel {
  let caption: Dynamic<String>

  init(caption: String) {
    self.caption = Dynamic(caption)
  }
}

/// An object with no behaviour, captured by closures so tests can see when they are released.
final class Token {}

/// Collects what listeners, observers and handlers were told, in order.
@MainActor
final class Log<Entry> {
  private(set) var entries: [Entry] = []

  func append(_ entry: Entry) {
    entries.append(entry)
  }
}

/// A scene owner that records which scenes it was told about.
@MainActor
final class RecordingOwner: SceneOwner {
  private(set) var removed: [String] = []

  func navigator(_ navigator: Navigator, didRemove scene: any Scene) {
    removed.append(scene.title)
  }
}
