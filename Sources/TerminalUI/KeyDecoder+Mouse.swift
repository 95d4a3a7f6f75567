import MVVMC


extension KeyDecoder {
  /// The mouse event of an SGR mouse report (`ESC [ < button ; column ; row M` or `m`), given
  /// its parameter bytes (from `<`) and its final byte; `nil` when it is not one, or reports
  /// something the host does not use (another button, a drag, a motion).
  ///
  /// The button number's low bits say which button (0 is the main one), 4, 8 and 16 add Shift,
  /// Meta and Ctrl (ignored here), 32 marks a motion, and 64 the wheel (64 up, 65 down).
  /// Columns and rows count from 1 in the report and from 0 in the event; a 0 is not a place.
  static func mouseEvent(parameters: [UInt8], final: UInt8) -> MouseEvent? {
    guard parameters.first == 0x3C, final == 0x4D || final == 0x6D else { return nil }  // < M m
    var numbers: [Int] = []
    var current: Int?
    for byte in parameters.dropFirst() {
      switch byte {
      case 0x30...0x39:
        // At most 16 parameter bytes are kept, so this cannot overflow.
        current = (current ?? 0) * 10 + Int(byte - 0x30)
      case 0x3B:
        guard let value = current else { return nil }
        numbers.append(value)
        current = nil
      default:
        return nil
      }
    }
    guard let last = current else { return nil }
    numbers.append(last)
    guard numbers.count == 3, numbers[1] > 0, numbers[2] > 0 else { return nil }
    let button = numbers[0]
    let (column, row) = (numbers[1] - 1, numbers[2] - 1)
    guard button & 32 == 0, button < 128 else { return nil }  // motion, extra buttons
    if button & 64 != 0 {
      guard final == 0x4D else { return nil }
      switch button & 3 {
      case 0: return MouseEvent(.wheelUp, column: column, row: row)
      case 1: return MouseEvent(.wheelDown, column: column, row: row)
      default: return nil
      }
    }
    guard button & 3 == 0 else { return nil }
    return MouseEvent(final == 0x4D ? .press : .release, column: column, row: row)
  }
}
