import MVVMC
import TerminalUI
import Testing

/// The words of events live with the inspector; `MVVMC` writes its events in English on its
/// own (`description`, which `FlowRecorder` and tests read). The English words say the same.
@Suite struct EventWordsTests {
  @Test func theEnglishWordsWriteEveryEventAsItsDescription() {
    let navigation: [NavigationEvent] =
      [
        .pushed("Players"), .popped("Kylian MBAPPÉ"), .presented("Filters"),
        .dismissed("Filters"), .replacedStack(from: ["Players"], to: ["Players", "Top scorers"]),
      ] + NavigationRequest.allCases.map { .ignored($0, reason: "already at the root scene") }
    for event in navigation {
      #expect(event.line(.english) == event.description)
    }
    let coordinator: [CoordinatorEvent] = [
      .childAdded(parent: "AppCoordinator", child: "PickerCoordinator<PlayerFilter>"),
      .childFinished(child: "PickerCoordinator<PlayerFilter>", outcome: "cancelled"),
      .childRemoved(parent: "AppCoordinator", child: "PickerCoordinator<PlayerFilter>"),
    ]
    for event in coordinator {
      #expect(event.line(.english) == event.description)
    }
  }
}
