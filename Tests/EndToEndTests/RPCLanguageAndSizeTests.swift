import Foundation
import TestSupport
import Testing

/// What a program reads from `--rpc` does not depend on the language or the size: in French,
/// at 5 rows and 40 columns, the replies carry the same ids, action keys, addresses and typed
/// values as in English at the default size.
@Suite(.tags(.process), .skippedInFastLoop) struct RPCLanguageAndSizeTests {
  /// A walk made of language-independent requests only.
  static let walk = [
    RPCTests.request(1, "initialize"),
    RPCTests.request(2, "perform", #"{"action":"search","argument":"mba"}"#),
    RPCTests.request(3, "perform", #"{"action":"open","argument":1}"#),
    RPCTests.request("four", "perform", #"{"action":"back"}"#),
    RPCTests.request(5, "perform", #"{"action":"filter"}"#),
    RPCTests.request(6, "perform", #"{"action":"choose","argument":"forwards"}"#),
    RPCTests.request(7, "goto", #"{"address":"player/id/32"}"#),
    RPCTests.request(8, "perform", #"{"action":"teammates"}"#),
    RPCTests.request(9, "goto", #"{"address":"scorers"}"#),
    RPCTests.request(10, "perform", #"{"action":"open","argument":99}"#),
    RPCTests.request(11, "shutdown"),
  ].joined()

  /// What a program reads of each reply: its id, the address, each action's key (but the
  /// page turns, which only a page too short to hold every row has), every typed value of
  /// the blocks (the rows of a table as far as both sizes show them), the error's code.
  static func readable(_ reply: [String: Any], rows: Int) -> String {
    var parts = ["id \(reply["id"] ?? "none")"]
    if let error = reply["error"] as? [String: Any], let data = error["data"] as? [String: Any] {
      let details = typedValues(in: ["data": data["details"] ?? [:]])
      parts.append("error \(error["code"] ?? "") \(data["code"] ?? "") \(details)")
    }
    let result = reply["result"] as? [String: Any]
    parts.append("address \(result?["address"] ?? "none")")
    if let screen = result?["screen"] as? [String: Any] {
      let actions = (screen["actions"] as? [[String: Any]] ?? []).compactMap {
        $0["key"] as? String
      }
      parts.append("actions \(actions.filter { $0 != "next" && $0 != "previous" })")
      for block in screen["blocks"] as? [[String: Any]] ?? [] {
        var shown = block
        if let rowsShown = block["rows"] as? [Any] { shown["rows"] = Array(rowsShown.prefix(rows)) }
        parts.append("\(block["kind"] ?? "") " + typedValues(in: shown).joined(separator: " "))
      }
    }
    return parts.joined(separator: "\n")
  }

  /// Every `data` object in `value` (a cell's, a field's, a filter's), as JSON with sorted
  /// keys, in the order they come.
  static func typedValues(in value: Any) -> [String] {
    switch value {
    case let object as [String: Any]:
      let own = object["data"].flatMap {
        try? JSONSerialization.data(withJSONObject: $0, options: .sortedKeys)
      }
      return (own.map { [String(decoding: $0, as: UTF8.self)] } ?? [])
        + object.keys.sorted().filter { $0 != "data" }.flatMap {
          typedValues(in: object[$0] as Any)
        }
    case let array as [Any]:
      return array.flatMap(typedValues)
    default:
      return []
    }
  }

  @Test func frenchAtFiveRowsAndFortyColumnsReadsAsEnglishAtTheDefaultSize() async throws {
    let english = try await DemoExecutable.run(["--rpc"], input: .pipe(Self.walk))
    let french = try await DemoExecutable.run(
      ["--rpc", "--lang", "fr", "--rows", "5", "--width", "40"], input: .pipe(Self.walk))
    #expect(english.exitCode == 0 && french.exitCode == 0)
    let inEnglish = try RPCTests.replies(english.standardOutput)
    let inFrench = try RPCTests.replies(french.standardOutput)
    #expect(inEnglish.count == 11 && inFrench.count == 11)
    for (one, other) in zip(inEnglish, inFrench) {
      #expect(Self.readable(one, rows: 5) == Self.readable(other, rows: 5))
    }
    // The comparison can fail: the words differ, and so would a typed value.
    #expect(english.standardOutput != french.standardOutput)
    let refused = try #require(inEnglish.last(where: { $0["error"] != nil }))
    #expect(Self.readable(refused, rows: 5).contains("noRow"))
    let page = Self.readable(inEnglish[2], rows: 5)
    #expect(page.contains(#"{"centimetres":178,"type":"length"}"#), "\(page)")
  }
}
