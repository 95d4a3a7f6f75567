import Foundation

/// The lines `psg-demo --renderer json` writes, each read as JSON with its envelope's fields:
/// what kind of line it is, what it answers, and the fields a test checks most.
///
/// ```swift
/// let stream = try StreamLines(result.standardOutput)
/// stream.lines.map(\.kind)   // ["screen", "screen", "error", "end"]
/// stream.lines[2].code       // "unknownCommand"
/// ```
struct StreamLines {
  /// One line of the stream.
  struct Line {
    /// The line as written, without its newline.
    var text: String
    /// The line's JSON object.
    var object: [String: Any]

    var kind: String? { object["kind"] as? String }
    var seq: Int? { object["seq"] as? Int }
    var command: String? { object["command"] as? String }
    var scene: String? { object["scene"] as? String }
    var code: String? { object["code"] as? String }
    var message: String? { object["message"] as? String }
    var status: Int? { object["status"] as? Int }
    var details: [String: Any]? { object["details"] as? [String: Any] }
    var title: String? { object["title"] as? String }
  }

  /// The lines, in order.
  var lines: [Line]

  /// Reads `output`, which must end with a newline after its last line.
  init(_ output: String) throws {
    guard output.isEmpty || output.hasSuffix("\n") else { throw NotALine(text: output) }
    lines = try output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      let text = String($0)
      guard
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      else { throw NotALine(text: text) }
      return Line(text: text, object: object)
    }
  }

  /// A line that is not a JSON object, or output that does not end with a newline.
  struct NotALine: Error, CustomStringConvertible {
    var text: String
    var description: String { "not a line of the stream: \(text.prefix(200))" }
  }
}
