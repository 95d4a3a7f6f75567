import Foundation
import TestSupport
import Testing

@testable import PlayerFeed

/// Deep feeds end with the documented error (status 65), whatever the depth and wherever the
/// document stops: the toolchain's parser, which traps when a document's last byte opens its
/// 513th level, never sees more than 512 levels.
@Suite(.tags(.slow), .skippedInFastLoop) struct FeedNestingTests {
  private static let tooDeep = "too many nested arrays or dictionaries"

  private func error(decoding text: String) -> FeedError? {
    do {
      _ = try FeedDecoder.decode(Data(text.utf8), source: "feed.json")
      return nil
    } catch {
      return error
    }
  }

  /// Every depth from 1 to 2,000, the last byte being the deepest bracket: after nothing, after
  /// the feed's own object, and with objects for levels.
  @Test(arguments: ["", #"{"players":"#, #"{"players": [{"a":"#])
  func everyDepthEndingOnItsDeepestBracketIsADataError(prefix: String) throws {
    let prefixDepth = prefix.filter { $0 == "[" || $0 == "{" }.count
    let prefixColumns = prefix.unicodeScalars.count
    var text = prefix
    for depth in (prefixDepth + 1)...2_000 {
      text += depth.isMultiple(of: 3) ? "{\"a\":" : "["
      let failure = try #require(error(decoding: text), "depth \(depth)")
      #expect(failure.exitCode == 65, "depth \(depth)")
      if depth <= FeedNestingCheck.maximumDepth {
        #expect(!failure.message.hasSuffix(Self.tooDeep), "depth \(depth): \(failure.message)")
      } else {
        // The bracket that opens level 513 is named, however deep the document goes on.
        let column = columnOfLevel513(in: text)
        #expect(
          failure.message == "not valid JSON at line 1, column \(column): \(Self.tooDeep)",
          "depth \(depth)")
        #expect(column > prefixColumns)
      }
    }
  }

  /// The column of the bracket that opens level 513 (0 when there is none).
  private func columnOfLevel513(in text: String) -> Int {
    var depth = 0
    var column = 0
    var isInString = false
    for scalar in text.unicodeScalars {
      column += 1
      if scalar == "\"" { isInString.toggle() }
      guard !isInString else { continue }
      if scalar == "[" || scalar == "{" {
        depth += 1
        if depth == 513 { return column }
      }
    }
    return 0
  }

  /// A document 600 levels deep, closed again, cut after every byte: each cut either names the
  /// level too many or is an error of the parser's own, never a trap.
  @Test func aDeepDocumentCutAtEveryByteIsADataError() throws {
    let depth = 600
    let document = Array(
      (String(repeating: "[ ", count: depth) + String(repeating: "]\n", count: depth)).utf8)
    for end in 1...document.count {
      let text = String(decoding: document[..<end], as: UTF8.self)
      let failure = try #require(error(decoding: text), "cut at \(end)")
      #expect(failure.exitCode == 65)
      let reachesLevel513 = end >= 2 * FeedNestingCheck.maximumDepth + 1
      #expect(failure.message.hasSuffix(Self.tooDeep) == reachesLevel513, "cut at \(end)")
    }
  }

  @Test func exactlyTheLimitIsReadByTheParser() throws {
    let limit = FeedNestingCheck.maximumDepth
    let closed = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    let failure = try #require(error(decoding: closed))
    #expect(failure.message.hasPrefix("the top level must be an object"), "\(failure.message)")
    let oneMore = "[" + closed + "]"
    #expect(
      error(decoding: oneMore)?.message
        == "not valid JSON at line 1, column 513: \(Self.tooDeep)")
  }

  /// Brackets in strings, after escaped quotes, are text: a name of 10,000 `[` is a name.
  @Test func bracketsInsideStringsDoNotCount() throws {
    let name = #"\"["# + String(repeating: "[{", count: 5_000) + #"\\"#
    let feed = FeedText.feed(FeedText.player(["name": "\"\(name)\""]))
    let players = try FeedDecoder.decode(Data(feed.utf8), source: "feed.json")
    #expect(players.first?.name.hasPrefix("\"[[{") == true)
  }

  /// Lines and columns count as the parser's messages do: lines from 1, columns in scalars.
  @Test func namesTheLineAndColumnOfTheLevelTooMany() {
    let text = "{\"é\":\n" + String(repeating: "[", count: 600)
    #expect(
      FeedNestingCheck.tooDeepProblem(in: Array(text.utf8))?.description
        == "not valid JSON at line 2, column 512: \(Self.tooDeep)")
    #expect(FeedNestingCheck.tooDeepProblem(in: Array("]]]]".utf8) + [0x5B]) == nil)
  }
}
