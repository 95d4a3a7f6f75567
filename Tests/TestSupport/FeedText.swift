/// Feeds written as JSON text for the tests of the feed's decoder and loader, and of the demo
/// that reads them.
public enum FeedText {
  /// Keylor NAVAS's fields in the feed's order, as raw JSON.
  public static let navas: [(key: String, json: String)] = [
    ("id", "1"), ("name", #""Keylor NAVAS""#), ("number", "1"), ("country", #""Costa Rica""#),
    ("size", "185"), ("weight", "80"), ("birthDate", #""16/12/1986""#),
    ("position", #""Gardien de but""#), ("goals", "0"), ("matches", "90"),
    ("fromPSGformation", "false"), ("imageURL", #""https://example.com/navas.png""#),
  ]

  /// A player object: Keylor NAVAS with some fields replaced, removed or added.
  ///
  /// - Parameters:
  ///   - changes: Raw JSON by key; `nil` removes the field, a new key is added at the end.
  public static func player(_ changes: [String: String?] = [:]) -> String {
    var fields = navas.compactMap { field -> String? in
      guard let change = changes[field.key] else { return #""\#(field.key)": \#(field.json)"# }
      return change.map { #""\#(field.key)": \#($0)"# }
    }
    for (key, json) in changes.sorted(by: { $0.key < $1.key })
    where !navas.contains(where: { $0.key == key }) {
      if let json { fields.append(#""\#(key)": \#(json)"#) }
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// A feed of the given player objects.
  public static func feed(_ players: String...) -> String {
    #"{"players": ["# + players.joined(separator: ", ") + "]}"
  }
}
