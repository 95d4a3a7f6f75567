// The test Docs/WritingARenderer.md tells a renderer's author to paste, quoted there from this
// file, run on the guide's renderer.

import RendererConformance
import Testing

@Test func conformsToRendererRequirements() {
  let report = RendererConformance.check(BoxedRenderer())
  #expect(report.failures.isEmpty, "\(report)")
}
