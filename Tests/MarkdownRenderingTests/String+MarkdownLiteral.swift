import Foundation
import Rendering

extension String {
  /// What a parser should read back for a data string: the string with controls made visible,
  /// without surrounding whitespace, and with the word joiner that follows every `@`.
  var markdownLiteral: String {
    var text = sanitizedForTerminal
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return text.replacingOccurrences(of: "@", with: "@\u{2060}")
  }
}
