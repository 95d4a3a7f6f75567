import MVVMC


extension KeyDecoder {
  /// The mouse event of a mouse report in one of its two decimal forms, given its parameter
  /// bytes and its final byte; `nil` when it is not one, or reports something the host does
  /// not use (another button, a drag, a motion).
  ///
  /// - SGR (mode 1006): `ESC [ < button ; column ; row M` for a press, `m` for a release.
  /// - urxvt (mode 1015): `ESC [ button ; column ; row M`, the button plus 32 as in the X10
  ///   form, a release written as button 3.
  ///
  /// Columns and rows count from 1 in the report and from 0 in the event; a 0 is not a place.
  static func mouseEvent(parameters: [UInt8], final: UInt8) -> MouseEvent? {
    let isSGR = parameters.first == 0x3C  // <
    guard final == 0x4D || (isSGR && final == 0x6D) else { return nil }  // M, m
    var numbers: [Int] = []
    var current: Int?
    for byte in parameters.dropFirst(isSGR ? 1 : 0) {
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
    let (column, row) = (numbers[1] - 1, numbers[2] - 1)
    if isSGR {
      return event(button: numbers[0], isRelease: final == 0x6D, column: column, row: row)
    }
    guard numbers[0] >= 32 else { return nil }
    return legacyEvent(button: numbers[0] - 32, column: column, row: row)
  }

  /// The mouse event of an X10 report's three bytes after `ESC [ M`: the button, the column
  /// and the row, each plus 32 (columns and rows from 1), so `ESC [ M` `SP` `q` `%` is a
  /// press at column 81, row 5. Beyond column 223 a terminal cannot say where: a byte under
  /// 33 is no place.
  static func legacyMouseEvent(_ bytes: [UInt8]) -> MouseEvent? {
    guard bytes.count == 3, bytes[0] >= 32, bytes[1] >= 33, bytes[2] >= 33 else { return nil }
    return legacyEvent(
      button: Int(bytes[0]) - 32, column: Int(bytes[1]) - 33, row: Int(bytes[2]) - 33)
  }

  /// The event of the X10 and urxvt forms' button number, which says "released" as button 3
  /// without saying which button was.
  private static func legacyEvent(button: Int, column: Int, row: Int) -> MouseEvent? {
    let isRelease = button & 64 == 0 && button & 3 == 3
    return event(
      button: isRelease ? button & ~3 : button, isRelease: isRelease, column: column, row: row)
  }

  /// The event of a button number: its low bits say which button (0 is the main one), 4, 8
  /// and 16 add Shift, Meta and Ctrl (ignored here), 32 marks a motion, and 64 the wheel (64
  /// up, 65 down).
  private static func event(button: Int, isRelease: Bool, column: Int, row: Int) -> MouseEvent? {
    guard button & 32 == 0, button < 128 else { return nil }  // motion, extra buttons
    if button & 64 != 0 {
      guard !isRelease else { return nil }
      switch button & 3 {
      case 0: return MouseEvent(.wheelUp, column: column, row: row)
      case 1: return MouseEvent(.wheelDown, column: column, row: row)
      default: return nil
      }
    }
    guard button & 3 == 0 else { return nil }
    return MouseEvent(isRelease ? .release : .press, column: column, row: row)
  }
}
