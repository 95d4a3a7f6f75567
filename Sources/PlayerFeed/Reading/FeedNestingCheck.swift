/// Refuses a feed nested deeper than ``maximumDepth`` before any JSON parser sees it.
///
/// Foundation's parser also stops at 512 levels, but a document whose last byte opens the
/// 513th level makes it report the error at an offset past the end, and the toolchain traps
/// there instead of throwing. Checking the depth first, in one pass that only follows strings
/// and brackets, keeps every deep document away from that path: what reaches the parser is at
/// most 512 levels deep.
///
/// Brackets inside strings do not count, and brackets that do not match are left for the
/// parser to report: the check answers only "how deep does this go?".
///
/// ```swift
/// FeedNestingCheck.tooDeepProblem(in: Array(#"{"players": [[[]]]}"#.utf8))  // nil
/// FeedNestingCheck.tooDeepProblem(in: Array(repeating: UInt8(ascii: "["), count: 513))
/// // "not valid JSON at line 1, column 513: too many nested arrays or dictionaries"
/// ```
package enum FeedNestingCheck {
  /// The most levels of arrays and objects a feed may hold: Foundation's own limit, so that
  /// the check refuses exactly what the parser would have.
  package static let maximumDepth = 512

  /// The problem of a document nested deeper than ``maximumDepth``, at the line and column of
  /// the bracket that opens the first level too many (columns count Unicode scalars); `nil`
  /// when the document is shallow enough.
  ///
  /// - Complexity: O(*n*) in the number of bytes, with constant memory.
  package static func tooDeepProblem(in bytes: some Sequence<UInt8>) -> FeedProblem? {
    var depth = 0
    var isInString = false
    var isEscaped = false
    var line = 1
    var column = 0
    for byte in bytes {
      if byte == 0x0A {
        line += 1
        column = 0
      } else if byte & 0xC0 != 0x80 {
        // Continuation bytes (10xxxxxx) belong to the scalar already counted.
        column += 1
      }
      if isInString {
        if isEscaped {
          isEscaped = false
        } else if byte == UInt8(ascii: "\\") {
          isEscaped = true
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        isInString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > maximumDepth {
          return .notJSON(at: FeedTextPosition(line: line, column: column), .tooDeep)
        }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth = max(0, depth - 1)
      default:
        break
      }
    }
    return nil
  }
}
