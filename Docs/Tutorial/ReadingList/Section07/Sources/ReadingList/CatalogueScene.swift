import MVVMC
import Rendering

/// The "add a book" picker: the catalogue, one book highlighted. It only calls its
/// `PickerViewModel`; the `PickerCoordinator` bound to the view model's outcome ends the flow.
@MainActor
package final class CatalogueScene: Scene {
  package let viewModel: PickerViewModel<Book>
  // What the bindings last delivered: the books a search keeps, the window and its highlight.
  private var matches: [Int] = []
  private var viewport = Viewport(count: 0, pageSize: 0)

  package init(viewModel: PickerViewModel<Book>) {
    self.viewModel = viewModel
    viewModel.matches.bindAndFire(self) { scene, matches in scene.matches = matches }
    viewModel.viewport.bindAndFire(self) { scene, viewport in scene.viewport = viewport }
  }

  package var title: String { "Add a book" }

  package func makeScreen() -> Screen {
    let rows = viewport.visibleRows.map { row in
      let book = viewModel.options[matches[row]]
      return OptionList.Option(key: "\(row + 1)", label: "\(book.title) (\(book.year))")
    }
    return Screen(
      title: title,
      blocks: [.options(OptionList(options: rows, selectedIndex: viewport.selectionInWindow))])
  }

  package func handle(_ key: Key) -> KeyResponse {
    switch key {
    case .up, .character("k"): viewModel.move(.up)
    case .down, .character("j"): viewModel.move(.down)
    case .enter: viewModel.chooseHighlighted()
    case .escape: viewModel.cancel()
    default: return .ignored
    }
    return .handled
  }

  package var keyHints: [KeyHint] {
    [
      KeyHint(keys: "↑/↓", action: "Move"),
      KeyHint(keys: "Enter", action: "Add", key: .enter),
      KeyHint(keys: "Esc", action: "Cancel", key: .escape),
    ]
  }

  package var viewModelObject: AnyObject? { viewModel }
}
