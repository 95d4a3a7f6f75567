import Testing

extension Trait where Self == ConditionTrait {
  /// Skips a test of slow work when `PSG_FAST=1` asks for the fast loop
  /// (`TestEnvironment.isFastLoop`). It goes with the tag that says which slow work:
  ///
  /// ```swift
  /// @Suite(.tags(.process), .skippedInFastLoop) struct UsageTests { ... }
  /// ```
  public static var skippedInFastLoop: Self {
    .disabled(if: TestEnvironment.isFastLoop, "slow work: PSG_FAST=1 runs the fast loop")
  }
}
