import MVVMC
import Rendering
import TerminalUI

/// The reading list, put together: one navigator, the root coordinator over the list's view
/// model, and an inspector that hears the navigator, the coordinators and every box.
///
/// ```swift
/// let app = ReadingListApp()
/// app.navigator.top?.title   // "Reading list"
/// ```
@MainActor
package final class ReadingListApp {
  package let navigator: Navigator
  package let inspector: Inspector
  package let coordinator: ReadingListCoordinator

  /// The app started on the list of `books`; the picker offers `catalogue`.
  package init(
    books: [Book] = Array(Book.catalogue.prefix(2)), catalogue: [Book] = Book.catalogue
  ) {
    let navigator = Navigator()
    self.navigator = navigator
    inspector = Inspector(navigator: navigator) { scene in
      navigator.route(upTo: scene)?.address
    }
    let viewModel = ReadingListViewModel(books: books, tracer: inspector.tracer)
    coordinator = ReadingListCoordinator(
      navigator: navigator, viewModel: viewModel, catalogue: catalogue, tracer: inspector.tracer)
    coordinator.onEvent = { [inspector] event in inspector.record(.coordinator(event)) }
    inspector.root = coordinator
    coordinator.start()
  }

  /// The app as the full-screen host runs it: screens drawn by `renderer` in the context
  /// `context` makes for the terminal's size, the route of the screen on top in the footer,
  /// and the inspector on `i`.
  package func terminalApp(
    renderer: any Renderer,
    context: @escaping @MainActor (TerminalSize) -> RenderContext = {
      RenderContext(width: $0.columns)
    }
  ) -> NavigatorTerminalApp {
    NavigatorTerminalApp(
      navigator: navigator, renderer: renderer, context: context,
      footer: { [navigator] in navigator.route?.address }, inspector: inspector)
  }
}
