import JSONRendering
import RendererConformance
import Rendering
import TestSupport
import Testing

/// The JSON renderer writes a screen in pieces of about 64 KiB, so that a long name shown
/// several times is never held whole as text; the pieces, joined, are the text `JSONEncoder`
/// wrote before, byte for byte.
@Suite struct JSONPiecesTests {
  /// The most a piece may pass its size by: what is written after the last look at the size
  /// (a scalar's escape, a key, a number, the brackets and commas around them).
  static let pieceSlack = 256

  /// A screen showing `name` where a player's page shows it: the title, the breadcrumb, a
  /// table row and a photo's text.
  static func page(showing name: String) -> Screen {
    Screen(
      title: name, breadcrumb: ["Players", name],
      blocks: [
        .table(
          Table(
            columns: [Table.Column("No"), Table.Column("Name", isFlexible: true)],
            rows: [Table.Row(["7", Table.Cell(name, data: .number(7))])])),
        .image(ImageReference(url: "p.png", alternativeText: name)),
      ],
      actions: [ScreenAction(command: "back", label: "Go back")],
      address: Destination("player/id/7"))
  }

  @Test(arguments: [false, true])
  func theSampleScreensAreJSONEncodersTextByteForByte(indented: Bool) throws {
    let renderer = JSONRenderer(indented: indented)
    for sample in RendererConformance.sampleScreens {
      let expected = try EncoderReference.line(of: sample.screen, indented: indented)
      #expect(renderer.render(sample.screen, in: RenderContext()) == expected, "\(sample.name)")
    }
  }

  /// Every scalar from U+0000 to U+10FFFF, in the title and a row: each escaped, or not, as
  /// before.
  @Test(arguments: [false, true])
  func everyScalarIsWrittenAsBefore(indented: Bool) throws {
    var name = ""
    for value in UInt32(0)...0x10FFFF {
      if let scalar = Unicode.Scalar(value) { name.unicodeScalars.append(scalar) }
    }
    let screen = Self.page(showing: name)
    let expected = try EncoderReference.line(of: screen, indented: indented)
    let text = JSONRenderer(indented: indented).render(screen, in: RenderContext())
    #expect(text.utf8.count == expected.utf8.count)
    #expect(
      text.utf8.elementsEqual(expected.utf8), "differs from byte \(firstDifference(text, expected))"
    )
  }

  @Test func aLongNameIsHandedOverInBoundedPiecesThatJoinToTheText() throws {
    let name = String(repeating: "Kylian MBAPPÉ 語 \u{7}\u{9B}\"", count: 40_000)
    let screen = Self.page(showing: name)
    var pieces: [String] = []
    JSONRenderer().render(screen, in: RenderContext()) { pieces.append($0) }

    let text = pieces.joined()
    let expected = try EncoderReference.line(of: screen, indented: false)
    #expect(
      text.utf8.elementsEqual(expected.utf8), "differs from byte \(firstDifference(text, expected))"
    )
    // The name is about 1.2 MB written four times: many pieces, none much past the size.
    #expect(pieces.count > 4 * name.utf8.count / (64 << 10))
    let largest = pieces.map(\.utf8.count).max() ?? 0
    #expect(largest <= (64 << 10) + Self.pieceSlack, "\(largest) bytes")
  }

  /// Where two texts of megabytes part, rather than both in a failure's message.
  func firstDifference(_ text: String, _ expected: String) -> Int {
    zip(text.utf8, expected.utf8).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(text.utf8.count, expected.utf8.count)
  }

  struct Stop: Error, Equatable {}

  @Test func theFirstErrorOfTheOutputEndsTheWriting() {
    let screen = Self.page(showing: String(repeating: "a", count: 1 << 20))
    var calls = 0
    #expect(throws: Stop()) {
      try JSONRenderer().render(screen, in: RenderContext()) { (_: String) throws(Stop) in
        calls += 1
        if calls == 2 { throw Stop() }
      }
    }
    #expect(calls == 2)
  }

  /// A renderer that does not write in pieces hands over its whole text at once.
  @Test func aRendererWithoutPiecesHandsOverItsTextOnce() {
    struct Shouting: Renderer {
      func render(_ screen: Screen, in context: RenderContext) -> String {
        screen.title.uppercased() + "\n"
      }
    }
    var pieces: [String] = []
    Shouting().render(Screen(title: "Players"), in: RenderContext()) { pieces.append($0) }
    #expect(pieces == ["PLAYERS\n"])
  }
}
