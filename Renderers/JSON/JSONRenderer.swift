import Foundation
import Rendering

/// Renders a ``/Rendering/Screen`` as one line of JSON: the screen as data, for programs.
///
/// The line is the screen's `Codable` form (Docs/ScreenFormat.md gives every field, and
/// Docs/ScreenFormat.schema.json is its JSON Schema): a `version`, the `title`, the
/// `breadcrumb`, the `blocks`, each with its `kind`, the `actions`, and the destinations with
/// the `file` each has in a site exported as JSON. Keys are sorted, so the same screen always
/// gives the same bytes, and a transcript of several screens is JSON Lines: one screen a line.
///
/// Every string from the screen stays a string: quotes, backslashes and C0 controls are escaped
/// as JSON asks, and DEL, the C1 controls, the bidirectional controls and the line and
/// paragraph separators are written as `\u` escapes too, so the output holds no control
/// character for a terminal that shows it, and a program that reads it gets the data back
/// exactly. The width, the colours and the words of the context play no part: a program lays
/// out and words the screen itself.
///
/// ```swift
/// let screen = Screen(title: "Players", blocks: [.text("Players 1–35 of 35", role: .secondary)])
/// print(JSONRenderer().render(screen, in: RenderContext()), terminator: "")
/// // {"actions":[],"blocks":[{"kind":"text","role":"secondary","text":"Players 1–35 of 35"}],…
/// ```
///
/// - Complexity: O(*n*) in the total length of the screen's strings.
public struct JSONRenderer: Renderer {
  /// The extension of a site's files when it is exported as JSON: `json`.
  public static let fileExtension = Destination.jsonFileExtension

  /// Whether the JSON is laid out on indented lines, for people and for diffs, rather than
  /// on one line.
  public var isIndented: Bool

  /// Creates a JSON renderer: one line a screen, or indented lines when `indented` is true
  /// (a document then, not JSON Lines).
  public init(indented: Bool = false) {
    self.isIndented = indented
  }

  public func render(_ screen: Screen, in context: RenderContext) -> String {
    // The encoder fails only on a value it cannot write, such as an infinite number; a
    // screen holds none, but a renderer never traps: it writes the empty screen instead.
    line(encoding: screen)
      ?? #"{"actions":[],"blocks":[],"breadcrumb":[],"title":"","version":1}"# + "\n"
  }

  /// `value` written as ``render(_:in:)`` writes a screen: keys sorted, the same escapes, a
  /// newline at the end; `nil` when the encoder cannot write it (an infinite number). A host
  /// writes the other lines of its stream with it, such as a screen with fields around it.
  ///
  /// ```swift
  /// JSONRenderer().line(encoding: ["kind": "end"])  // "{\"kind\":\"end\"}\n"
  /// ```
  ///
  /// - Complexity: O(*n*) in the total length of the value's strings.
  public func line(encoding value: some Encodable) -> String? {
    let encoder = JSONEncoder()
    // Sorted, because the encoder's own order changes from run to run.
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if isIndented { encoder.outputFormatting.insert(.prettyPrinted) }
    guard let data = try? encoder.encode(value) else { return nil }
    return Self.escapingInvisibleScalars(String(decoding: data, as: UTF8.self)) + "\n"
  }

  /// `json` with every scalar a terminal or a script could act on written as a `\u` escape.
  ///
  /// The encoder leaves them as they are, which JSON allows. Outside strings JSON is ASCII, so
  /// each such scalar is inside a string, where an escape means the same.
  static func escapingInvisibleScalars(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: \.needsJSONEscape) else { return json }
    // UTF-8 bytes: appending a sequence to a `String.UnicodeScalarView` copies all before it,
    // which made a name of 160,000 C1 controls take minutes.
    var result = UTF8Builder(capacity: json.utf8.count + json.utf8.count / 2)
    for scalar in json.unicodeScalars {
      guard scalar.needsJSONEscape else {
        result.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16)
      result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
    return result.string()
  }
}

extension Unicode.Scalar {
  /// Whether the JSON renderer writes this scalar as a `\u` escape although JSON allows it
  /// as it is: DEL, a C1 control, a bidirectional control, or the line or paragraph separator.
  fileprivate var needsJSONEscape: Bool {
    switch value {
    case 0x7F, 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028,
      0x2029:
      true
    default: false
    }
  }
}
