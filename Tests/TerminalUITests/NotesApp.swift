import MVVMC
import Rendering
import TerminalUI

/// A two-scene app that is not the demo, for the inspector's tests: a list of notes whose
/// Enter opens a note through a child coordinator, and whose note goes back with Esc.
@MainActor
final class NotesViewModel {
  let notes: Dynamic<[String]>
  let selected: Dynamic<Int>

  init(notes: [String], tracer: BindingTracer?) {
    self.notes = Dynamic(notes, label: "NotesViewModel.notes", tracer: tracer)
    self.selected = Dynamic(0, label: "NotesViewModel.selected", tracer: tracer)
  }
}

/// Names its place in the notes app, which the inspector shows beside each scene.
@MainActor
protocol NotesPlace: Scene {
  var place: String { get }
}

@MainActor
final class NotesScene: NotesPlace {
  let viewModel: NotesViewModel
  var viewModelObject: AnyObject? { viewModel }
  private var selected = 0
  var open: (String) -> Void = { _ in }

  init(viewModel: NotesViewModel) {
    self.viewModel = viewModel
    viewModel.selected.bindAndFire(self) { scene, index in scene.selected = index }
  }

  var title: String { "Notes" }
  var place: String { "notes" }

  func makeScreen() -> Screen {
    Screen(
      title: title,
      blocks: viewModel.notes.value.enumerated().map { index, note in
        .text((index == selected ? "> " : "  ") + note)
      })
  }

  func handle(_ key: Key) -> KeyResponse {
    switch key {
    case .character("j"):
      viewModel.selected.value = min(selected + 1, viewModel.notes.value.count - 1)
    case .enter:
      open(viewModel.notes.value[selected])
    default:
      return .ignored
    }
    return .handled
  }

  var keyHints: [KeyHint] { [KeyHint(keys: "j", action: "Down")] }
}

@MainActor
final class NoteScene: NotesPlace {
  let note: String
  var back: () -> Void = {}

  init(note: String) {
    self.note = note
  }

  var title: String { note }
  var place: String { "note/\(note)" }

  func makeScreen() -> Screen {
    Screen(title: title, blocks: [.text("The note \(note)")])
  }

  func handle(_ key: Key) -> KeyResponse {
    guard key == .escape else { return .ignored }
    back()
    return .handled
  }

  var keyHints: [KeyHint] { [KeyHint(keys: "Esc", action: "Back")] }
}

@MainActor
final class NotesCoordinator: BaseCoordinator<Never> {
  let viewModel: NotesViewModel

  init(navigator: Navigator, viewModel: NotesViewModel) {
    self.viewModel = viewModel
    super.init(navigator: navigator)
  }

  override func start() {
    let scene = NotesScene(viewModel: viewModel)
    scene.open = { [weak self] note in self?.showNote(note) }
    push(scene)
  }

  private func showNote(_ note: String) {
    startChild(NoteCoordinator(navigator: navigator, note: note))
  }
}

@MainActor
final class NoteCoordinator: BaseCoordinator<Void> {
  let note: String

  init(navigator: Navigator, note: String) {
    self.note = note
    super.init(navigator: navigator)
  }

  override func start() {
    let scene = NoteScene(note: note)
    scene.back = { [weak self] in self?.cancel() }
    push(scene)
  }
}

/// The notes app with an inspector, started.
@MainActor
struct NotesApp {
  let navigator = Navigator()
  let inspector: Inspector
  let coordinator: NotesCoordinator

  init(notes: [String] = ["groceries", "ideas", "todo"]) {
    inspector = Inspector(navigator: navigator) { ($0 as? any NotesPlace)?.place }
    coordinator = NotesCoordinator(
      navigator: navigator, viewModel: NotesViewModel(notes: notes, tracer: inspector.tracer))
    coordinator.onEvent = { [inspector] in inspector.record(.coordinator($0)) }
    inspector.root = coordinator
    coordinator.start()
  }

  /// A recorder of the app's steps, as `--record` makes one; `route` names each step's
  /// screen, the navigator's route unless given.
  func makeRecorder(route: (@MainActor () -> String?)? = nil) -> SessionRecorder {
    SessionRecorder(
      inspector: inspector,
      start: SessionStep.Start(
        data: "fnv1a64:0000000000000000", width: 80, rows: 24, language: "en"),
      route: route ?? { [navigator] in navigator.route?.address },
      screen: { [navigator] in navigator.currentScreen() ?? Screen(title: "") })
  }
}
