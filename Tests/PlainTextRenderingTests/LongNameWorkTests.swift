import PlainTextRendering
import Rendering
import TestSupport
import Testing

/// A name of control characters costs plain rendering work linear in its length: counted
/// bytes read, written and copied, not seconds.
@Suite struct LongNameWorkTests {
  @Test func aNameOfBellsCostsWorkLinearInItsLength() {
    let renderer = PlainTextRenderer()
    let small = LongNameWork.count(name: LongNameWork.bells(40_000), render: renderer.render)
    let large = LongNameWork.count(name: LongNameWork.bells(160_000), render: renderer.render)
    // Four times the name, at most 4.5 times the work: a quadratic step would give 16.
    #expect(small > 40_000)
    #expect(Double(large) <= 4.5 * Double(small), "40,000: \(small) bytes, 160,000: \(large)")
  }
}
