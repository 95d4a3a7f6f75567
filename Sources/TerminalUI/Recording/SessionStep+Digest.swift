import MVVMC

extension SessionStep.Start {
  /// A digest of an app's data, given as its facts in order, for ``data``: `fnv1a64:` and 16
  /// hexadecimal digits, the same on every run and platform (unlike `hashValue`), so a
  /// recording names the data it showed without holding it.
  ///
  /// ```swift
  /// SessionStep.Start.digest(of: ["Dune", "Frank Herbert", "1965"])  // "fnv1a64:…"
  /// SessionStep.Start.digest(of: [])                                  // "fnv1a64:cbf29ce484222325"
  /// ```
  ///
  /// It tells data apart; it is no protection against data made to collide.
  ///
  /// - Complexity: O(*n*) in the total length of the facts.
  public static func digest(of facts: some Sequence<String>) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for fact in facts {
      for byte in fact.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      // A unit separator between facts, so "ab" + "c" and "a" + "bc" differ.
      hash = (hash ^ 0x1F) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
  }
}
