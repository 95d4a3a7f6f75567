import MVVMC
import Testing

/// The framework's picker: search, a window over the matches, and a typed outcome delivered to
/// the parent exactly once, however the flow ends.
@MainActor
@Suite struct PickerFlowTests {
  private let names = ["MESSI", "NEYMAR", "MBAPPÉ", "MARQUINHOS", "VERRATTI"]

  private func start(
    _ presentation: PickerCoordinator<String>.Presentation = .modal
  ) -> (TestRootCoordinator, PickerCoordinator<String>, Log<CoordinatorOutcome<String>>) {
    let root = TestRootCoordinator(navigator: Navigator())
    root.start()
    let picker = PickerViewModel(options: names) { $0.lowercased() }
    let flow = PickerCoordinator(
      navigator: root.navigator, viewModel: picker, presentation: presentation
    ) {
      _ in TestScene("Pick")
    }
    let outcomes = Log<CoordinatorOutcome<String>>()
    root.startChild(flow) { outcomes.append($0) }
    return (root, flow, outcomes)
  }

  @Test func searchKeepsTheMatchesAndTheHighlightFollows() {
    let picker = PickerViewModel(options: names, pageSize: 2) { $0.lowercased() }
    #expect(picker.visibleOptions == ["MESSI", "NEYMAR"])
    picker.move(.last)
    #expect(picker.visibleOptions == ["MARQUINHOS", "VERRATTI"])
    picker.search("m")
    #expect(picker.matches.value == [0, 1, 2, 3])
    #expect(picker.highlightedOption == "MESSI")
    picker.search("mb")
    #expect(picker.visibleOptions == ["MBAPPÉ"])
    picker.search("zzz")
    #expect(picker.highlightedOption == nil)
    picker.chooseHighlighted()
    #expect(!picker.isDecided)
  }

  /// A picker given its own matching offers only what it keeps, searches through it, and
  /// holds the options it was given, not a copy of those it offers.
  @Test func aPickerWithItsOwnMatchingOffersWhatItKeeps() {
    var queries: [String] = []
    let picker = PickerViewModel(options: names, pageSize: 2) { query in
      queries.append(query)
      return names.indices.filter {
        $0 != 1 && (query.isEmpty || names[$0].lowercased().contains(query))
      }
    }
    #expect(picker.matches.value == [0, 2, 3, 4])
    #expect(picker.visibleOptions == ["MESSI", "MBAPPÉ"])
    #expect(picker.viewport.value.count == 4)
    picker.move(.last)
    #expect(picker.highlightedOption == "VERRATTI")
    picker.search("m")
    #expect(picker.matches.value == [0, 2, 3])
    #expect(picker.highlightedIndex == 0)
    picker.search("ney")
    #expect(picker.highlightedOption == nil)
    #expect(queries == ["", "m", "ney"])
    #expect(
      picker.options.withUnsafeBufferPointer { $0.baseAddress }
        == names.withUnsafeBufferPointer { $0.baseAddress })
  }

  @Test func aChoiceEndsTheFlowOnceWithTheOption() {
    let (root, flow, outcomes) = start()
    #expect(root.navigator.top?.title == "Pick")
    flow.viewModel.move(.down)
    flow.viewModel.chooseHighlighted()
    flow.viewModel.cancel()
    flow.cancel()
    #expect(outcomes.entries == [.finished("NEYMAR")])
    #expect(root.navigator.top?.title == "Players")
    #expect(root.children.isEmpty)
  }

  @Test(arguments: [PickerCoordinator<String>.Presentation.modal, .push])
  func backEndsTheFlowOnceCancelled(presentation: PickerCoordinator<String>.Presentation) {
    let (root, flow, outcomes) = start(presentation)
    root.navigator.back()
    flow.viewModel.choose("MESSI")
    #expect(outcomes.entries == [.cancelled])
    #expect(root.navigator.scenes.map(\.title) == ["Players"])
  }

  /// A route that replaces the stack, or a parent that ends, ends the picker first: once.
  @Test func replacingTheStackEndsTheFlowOnceCancelled() {
    let (root, flow, outcomes) = start(.push)
    root.replaceStack(with: [TestScene("Elsewhere")])
    flow.viewModel.choose("MESSI")
    #expect(outcomes.entries == [.cancelled])
    #expect(root.children.isEmpty)
  }
}
