import MVVMC
import MVVMCTesting
import Rendering
import TerminalUI
import Testing

/// What the inspector says beyond what happened: who listens to a box, the chain a derived
/// box follows, what a key caused, and what was freed.
@MainActor
@Suite struct InspectorExplainsTests {
  @Test func aBoxNamesItsListenersByOwner() {
    let box = Dynamic(0, label: "Counter.value")
    let owner = TestViewModel(caption: "owner")
    box.bind(owner: "CounterScene") { _ in }
    box.bind(owner) { _, _ in }
    box.bind(owner, as: "Summary") { _, _ in }
    let token = box.bind { _ in }
    #expect(box.listenerOwners == ["CounterScene", "TestViewModel", "Summary", "closure"])
    token.unbind()
    #expect(box.listenerOwners == ["CounterScene", "TestViewModel", "Summary"])
    #expect(InspectedBox("value", box).listenerOwners == box.listenerOwners)
  }

  @Test func aDerivedBoxKnowsItsChainAndAPendingDebounce() {
    let scheduler = ManualScheduler()
    let query = Dynamic("", label: "SearchViewModel.query")
    let settled = query.removingDuplicates().debounced(
      for: .milliseconds(250), scheduler: scheduler)
    #expect(settled.derivationChain == "query · removingDuplicates · debounced 250 ms")
    #expect(query.listenerOwners == ["removingDuplicates"])
    #expect(query.map(\.count).derivationChain == "query · map")
    #expect(query.derivationChain == nil)
    #expect(!settled.isPending)
    query.value = "mba"
    #expect(settled.isPending)
    scheduler.advance(by: .milliseconds(250))
    #expect(!settled.isPending)
    #expect(settled.value == "mba")
    let shown = InspectedBox("settled", settled)
    #expect(shown.chain == "query · removingDuplicates · debounced 250 ms")
    let screen = Inspection(
      coordinators: [], stack: [], topScene: nil, boxes: [shown], events: []
    ).makeScreen()
    #expect(
      Self.rows(of: screen).contains("    ← query · removingDuplicates · debounced 250 ms"),
      "\(Self.rows(of: screen))")
  }

  /// The inspector finds every box of a view model by itself, in the order they are declared:
  /// a plain one, an optional one once it is set, a derived one with its chain, and one held
  /// in a value the view model holds.
  @Test func theInspectorListsEveryBoxAViewModelDeclares() {
    let viewModel = SearchViewModel()
    #expect(
      InspectedBox.boxes(of: viewModel).map(\.name) == [
        "query", "settled", "count", "window.start", "window.size",
      ])
    viewModel.highlighted = Dynamic(2)
    let boxes = InspectedBox.boxes(of: viewModel)
    #expect(
      boxes.map(\.name) == [
        "query", "settled", "highlighted", "count", "window.start", "window.size",
      ])
    #expect(boxes.map(\.value) == ["mba", "mba", "2", "3", "0", "10"])
    #expect(boxes[1].chain == "query · removingDuplicates")
    #expect(boxes[1].listenerOwners == ["SearchViewModel"])
    #expect(boxes[0].chain == nil && boxes[2].chain == nil)

    let navigator = Navigator()
    let inspector = Inspector(navigator: navigator)
    navigator.push(SearchScene(viewModel: viewModel))
    #expect(inspector.inspection().boxes == boxes)
  }

  /// The rows of the inspection's one-column table.
  static func rows(of screen: Screen) -> [String] {
    guard case .table(let table) = screen.blocks.first else { return [] }
    return table.rows.map { $0.cells[0].text }
  }

  @Test func eventsSitUnderTheCauseThatSetThemOffAndAQuietKeyLeavesNone() {
    let navigator = Navigator()
    let inspector = Inspector(navigator: navigator)
    let box = Dynamic(0, label: "Counter.value", tracer: inspector.tracer)
    box.bind(owner: "CounterScene") { _ in }
    inspector.noteCause("key ↑")  // sets nothing off: no trace of it
    inspector.noteCause("key j")
    box.value = 1
    box.value = 2
    let events = inspector.inspection().events.reversed().map { $0.line() }
    #expect(
      events == [
        "key j", "binding value = 1 → CounterScene",
        "binding value = 2 → CounterScene",
      ])
    let rows = Self.rows(of: inspector.inspection().makeScreen())
    let start = rows.firstIndex(of: "Events") ?? rows.count
    #expect(
      Array(rows[(start + 1)...]) == [
        "  #1 key j", "    #2 binding value = 1 → CounterScene",
        "    #3 binding value = 2 → CounterScene",
      ])
  }

  @Test func whatTheTreeLetsGoOfIsFreed() {
    let (root, _) = startTestRoot()
    let inspector = Inspector(navigator: root.navigator, root: root)
    do {
      let child = TestFlowCoordinator("Picker", style: .present, navigator: root.navigator)
      root.startChild(child) { _ in }
      inspector.noteCause("key f")
      inspector.record(.navigation(.presented("Picker")))
      inspector.noteCause("key Esc")
      child.finish(with: "done")
    }
    let events = inspector.inspection().events.reversed().map { $0.line() }
    let esc = events.drop { $0 != "key Esc" }
    #expect(esc.contains("freed Picker"), "\(events)")
    #expect(esc.contains("freed TestScene: Picker"), "\(events)")
    #expect(esc.contains("freed TestViewModel"), "\(events)")
  }

  @Test func theLegendExplainsEverySymbolOfThePanel() throws {
    let screen = Inspection.legendScreen()
    guard case .fields(let fields) = screen.blocks.first else {
      Issue.record("the legend is not fields: \(screen.blocks)")
      return
    }
    let symbols = fields.map(\.label)
    for symbol in ["└", "·", "modal", "Name: title", "→ Owner", "← chain", "freed Name"] {
      #expect(symbols.contains(symbol), "\(symbol)")
    }
    #expect(fields.allSatisfy { !$0.value.isEmpty })
  }

  @Test func theBoxesOfAnySceneOnTheStackUntilTheNextNavigation() {
    let (root, _) = startTestRoot()
    let inspector = Inspector(navigator: root.navigator, root: root)
    let child = TestFlowCoordinator("Detail", style: .push(count: 1), navigator: root.navigator)
    root.startChild(child) { _ in }
    #expect(inspector.inspection().boxesScene == "Detail 1")
    inspector.inspectedSceneIndex = 0
    #expect(inspector.inspection().boxesScene == "Players")
    #expect(inspector.inspection().topScene == "Detail 1")
    inspector.inspectedSceneIndex = 7  // past the stack: the top
    #expect(inspector.inspection().boxesScene == "Detail 1")
    inspector.inspectedSceneIndex = 0
    child.finish(with: "done")
    #expect(inspector.inspectedSceneIndex == nil)
    #expect(inspector.inspection().boxesScene == "Players")
  }
}

/// A view model with a box of each kind the inspector finds, and things that are not boxes.
@MainActor
private final class SearchViewModel {
  /// Boxes one level down, in a value of the view model's.
  @MainActor
  struct Window {
    let start = Dynamic(0)
    let size = Dynamic(10)
    let caption = "window"
  }

  let query = Dynamic("mba", label: "SearchViewModel.query")
  let settled: Dynamic<String>
  var highlighted: Dynamic<Int>?
  let title = "Search"
  let count = Dynamic(3)
  let window = Window()

  init() {
    settled = query.removingDuplicates()
    settled.bind(self) { _, _ in }
  }
}

/// The scene of ``SearchViewModel``: the inspector reads its boxes through the scene.
@MainActor
private final class SearchScene: Scene {
  let viewModel: SearchViewModel
  var viewModelObject: AnyObject? { viewModel }
  var title: String { "Search" }

  init(viewModel: SearchViewModel) {
    self.viewModel = viewModel
  }

  func makeScreen() -> Screen {
    Screen(title: title, blocks: [.text(viewModel.query.value, role: .body)])
  }
}
