/// A fenced Swift block of a `///` documentation comment: an example of the API it documents.
struct DocCommentExample: Equatable {
  /// The source file, as a path from the package root.
  var file: String
  /// The line of the opening fence, from 1.
  var line: Int
  /// The block's lines, without `///` and the fence's indentation.
  var lines: [String]

  /// The fenced `swift` blocks of the `///` comments of `source`, in order.
  static func examples(in source: String, file: String) -> [DocCommentExample] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var examples: [DocCommentExample] = []
    var index = 0
    while index < lines.count {
      guard let comment = Self.commentText(of: lines[index]),
        comment.trimmingWhitespace() == "```swift"
      else {
        index += 1
        continue
      }
      let indentation = comment.prefix { $0 == " " }.count
      var body: [String] = []
      var end = index + 1
      // The block ends at its closing fence, or where the comment ends.
      while end < lines.count, let text = Self.commentText(of: lines[end]),
        text.trimmingWhitespace() != "```"
      {
        body.append(String(text.dropLeadingSpaces(indentation)))
        end += 1
      }
      examples.append(DocCommentExample(file: file, line: index + 1, lines: body))
      index = end + 1
    }
    return examples
  }

  /// The text of a `///` line after the slashes and one space; `nil` for any other line.
  private static func commentText(of line: Substring) -> Substring? {
    let code = line.drop { $0 == " " }
    guard code.hasPrefix("///") else { return nil }
    let text = code.dropFirst(3)
    return text.first == " " ? text.dropFirst() : text
  }
}
