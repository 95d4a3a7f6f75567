import Foundation
import Rendering

/// The text `JSONEncoder` writes for a screen with the JSON renderer's options, then the
/// scalars the renderer escapes beyond it: what `JSONRenderer` wrote before it wrote in pieces,
/// and what its pieces, joined, must equal byte for byte.
///
/// ```swift
/// let line = try EncoderReference.line(of: screen, indented: false)
/// #expect(JSONRenderer().render(screen, in: RenderContext()) == line)
/// ```
public enum EncoderReference {
  /// The screen's line, ending with a newline.
  public static func line(of screen: Screen, indented: Bool) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if indented { encoder.outputFormatting.insert(.prettyPrinted) }
    let json = String(decoding: try encoder.encode(screen), as: UTF8.self)
    var escaped = ""
    for scalar in json.unicodeScalars {
      if isEscapedByTheRenderer(scalar) {
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\n"
  }

  /// DEL, the C1 controls, the bidirectional controls and the line and paragraph separators:
  /// JSON allows them as they are, the renderer writes them as `\u` escapes.
  private static func isEscapedByTheRenderer(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x7F, 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028,
      0x2029:
      true
    default: false
    }
  }
}
