extension Collection where Element == Player {
  /// A digest of every fact of these players, in order, as `fnv1a64:` and 16 hexadecimal
  /// digits: the same players give the same digest on every run and platform (unlike
  /// `hashValue`), so a recording can say which data it showed without holding it.
  ///
  /// ```swift
  /// Squad.paris2021.digest  // "fnv1a64:…", the same on every machine
  /// [Player]().digest       // "fnv1a64:cbf29ce484222325"
  /// ```
  ///
  /// It tells data apart; it is no protection against a feed made to collide.
  ///
  /// - Complexity: O(*n*) in the total length of the players' texts.
  package var digest: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ text: String) {
      for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      // A unit separator between facts, so "ab" + "c" and "a" + "bc" differ.
      hash = (hash ^ 0x1F) &* 0x100_0000_01b3
    }
    for player in self {
      add(String(player.id))
      add(player.name)
      add(String(player.number))
      add(player.country)
      add(String(player.heightCentimetres))
      add(String(player.weightKilograms))
      add(player.birthDate.formatted)
      add(String(describing: player.position))
      add(String(player.goals))
      add(String(player.matches))
      add(player.isAcademyGraduate ? "1" : "0")
      add(player.photoURL)
    }
    let digits = String(hash, radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
  }
}
