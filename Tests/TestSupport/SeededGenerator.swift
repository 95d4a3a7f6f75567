/// A random number generator that repeats itself for a given seed (SplitMix64), so that a
/// randomised test fails the same way on every run and every machine.
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let roll = Int.random(in: 1...6, using: &random)   // the same on every run
/// ```
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator that starts from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// One of `choices`, which must not be empty.
  public mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[Int.random(in: 0..<choices.count, using: &self)]
  }

  /// Whether an event of probability `chance` (0 to 1) happens.
  public mutating func chance(_ chance: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < chance
  }
}
