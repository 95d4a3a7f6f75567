import Foundation
import TestSupport
import Testing

@testable import PSGDemo

@Suite struct TrimmingAndByteSearchTests {
  /// Every space separator (Zs), the tab, other whitespace that is not trimmed, accents and
  /// plain letters, at either end and inside.
  private static let pieces = [
    " ", "\t", "\u{A0}", "\u{3000}", "\u{2009}", "\u{1680}", "\n", "\u{200B}", "é", "e", "MB",
    "\u{301}", "😀", "",
  ]

  @Test func trimsAsFoundationTrimsWhitespace() {
    var random = SeededGenerator(seed: 42)
    for _ in 0..<3000 {
      let text = (0..<Int.random(in: 0...5, using: &random)).map { _ in
        random.pick(Self.pieces)
      }.joined()
      #expect(
        text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)"
      )
    }
  }

  @Test func findsBytesAsASubstringSearchDoes() {
    var random = SeededGenerator(seed: 7)
    let letters = ["a", "b", "m", "é", " "]
    for _ in 0..<3000 {
      let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in random.pick(letters) }
        .joined()
      let needle = (0..<Int.random(in: 0...3, using: &random)).map { _ in random.pick(letters) }
        .joined()
      #expect(
        text.containsBytes(of: needle) == (text.utf8.firstRange(of: needle.utf8) != nil),
        "\(text.debugDescription) \(needle.debugDescription)")
    }
  }
}
