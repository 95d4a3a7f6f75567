import MVVMC
import Rendering
import Testing

@testable import PSGDemo

/// Help and the inspector are shown over the screen on top, not pushed: their `back` is where
/// `back` then leads, their address the screen's, and their breadcrumb the stack's titles then
/// their own.
@MainActor
@Suite struct OverlaidScreenTests {
  @Test func helpAndTheInspectorSayWhatBackDoes() async throws {
    let session = await DemoSession.loaded(pageSize: 5)
    for line in ["next", "next", "open 11"] {
      _ = try await session.execute(try #require(Command(parsing: line)))
    }
    let player = session.currentScreen()
    for overlay in [session.helpScreen(), session.inspectionScreen()] {
      #expect(overlay.back == player.back)
      #expect(overlay.address == player.address)
      #expect(overlay.breadcrumb == ["Players", "Colin DAGBA", overlay.title])
    }
    // `back` typed after help leaves the player's page, as help's `back` said.
    _ = try await session.execute(.back)
    #expect(session.currentScreen().address == player.back)
  }

  @Test func onTheRootTheBreadcrumbStartsAtTheRoot() async throws {
    let session = await DemoSession.loaded()
    #expect(session.helpScreen().breadcrumb == ["Players", "Help"])
    #expect(session.helpScreen().back == nil)
    #expect(session.inspectionScreen().breadcrumb == ["Players", "Inspector"])
  }
}
