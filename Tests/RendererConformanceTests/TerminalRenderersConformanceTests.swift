import ANSIRendering
import PlainTextRendering
import RendererConformance
import Testing

@Suite struct TerminalRenderersConformanceTests {
  @Test func plainTextRendererConforms() {
    let report = RendererConformance.check(PlainTextRenderer())
    #expect(report.failures.isEmpty, "\(report)")
  }

  @Test func ansiRendererConforms() {
    let report = RendererConformance.check(ANSIRenderer())
    #expect(report.failures.isEmpty, "\(report)")
  }
}
