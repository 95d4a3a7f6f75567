/// Which colours the output may use: the colour mode and depth in one value.
///
/// The host decides it from `--color`, `NO_COLOR`, `FORCE_COLOR`, `TERM`, `COLORTERM` and whether
/// the output is a terminal. Renderers that have no colour ignore it.
public enum ColorSupport: String, Equatable, Hashable, Sendable, CaseIterable, Comparable {
  /// No colour and no other escape sequence.
  case none
  /// The 16 standard terminal colours (SGR 30–37, 90–97).
  case ansi16
  /// The 256-colour palette (SGR 38;5;N).
  case ansi256
  /// 24-bit colour (SGR 38;2;R;G;B).
  case trueColor

  /// Whether any colour or style escape may be written.
  public var allowsEscapes: Bool { self != .none }

  private var rank: Int {
    switch self {
    case .none: 0
    case .ansi16: 1
    case .ansi256: 2
    case .trueColor: 3
    }
  }

  public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool { lhs.rank < rhs.rank }
}
