import Rendering

/// One colour as each colour depth can show it.
///
/// The 256-colour and 16-colour forms are chosen by hand rather than computed, so that the
/// navy stays blue and the red stays red on terminals with fewer colours.
struct PaletteColor: Equatable, Hashable, Sendable {
  /// The 24-bit colour.
  var red: UInt8
  var green: UInt8
  var blue: UInt8
  /// The closest colour of the 256-colour palette's 6×6×6 cube (16–231).
  var index256: Int
  /// The foreground SGR code among 30–37 and 90–97; the background code is ten more.
  var ansi16Foreground: Int

  /// The club's navy, `#004170`: 256-colour 24 (`#005f87`), 16-colour blue.
  static let navy = PaletteColor(
    red: 0x00, green: 0x41, blue: 0x70, index256: 24, ansi16Foreground: 34)
  /// The club's red, `#DA291C`: 256-colour 160 (`#d70000`), 16-colour red.
  static let red = PaletteColor(
    red: 0xDA, green: 0x29, blue: 0x1C, index256: 160, ansi16Foreground: 31)
  /// White, for text on navy or red: 256-colour 231, 16-colour bright white.
  static let white = PaletteColor(
    red: 0xFF, green: 0xFF, blue: 0xFF, index256: 231, ansi16Foreground: 97)

  /// The SGR parameters that set this colour as the foreground, or as the background.
  func parameters(background: Bool, in colors: ColorSupport) -> [Int] {
    switch colors {
    case .none: []
    case .ansi16: [ansi16Foreground + (background ? 10 : 0)]
    case .ansi256: [background ? 48 : 38, 5, index256]
    case .trueColor: [background ? 48 : 38, 2, Int(red), Int(green), Int(blue)]
    }
  }
}
