import JSONRendering
import Rendering
import TestSupport
import Testing

/// A name of C1 controls, which the JSON renderer writes as `\u` escapes itself, costs work
/// linear in its length: counted bytes written and copied, not seconds.
@Suite struct JSONLongNameWorkTests {
  @Test func aNameOfC1ControlsCostsWorkLinearInItsLength() {
    let renderer = JSONRenderer()
    let csi = { String(repeating: "\u{9B}", count: $0) }
    let small = LongNameWork.count(name: csi(40_000), render: renderer.render)
    let large = LongNameWork.count(name: csi(160_000), render: renderer.render)
    // Four times the name, at most 4.5 times the work: a quadratic step would give 16.
    #expect(small > 40_000)
    #expect(Double(large) <= 4.5 * Double(small), "40,000: \(small) bytes, 160,000: \(large)")
  }
}
