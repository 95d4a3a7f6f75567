import MVVMC

/// Control sequences (`ESC [` … final byte) and single shifts (`ESC O` …): the arrows, the
/// function keys and the rest a terminal sends as escape sequences, and where a paste starts.
extension KeyDecoder {
  mutating func consumeInControlSequence(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x20...0x3F:
      // Parameter and intermediate bytes: kept up to a bound, then the sequence is unknown.
      if parameters.count < Self.maximumParameterBytes {
        parameters.append(byte)
      } else {
        parametersOverflowed = true
      }
    case 0x5B where parameters.isEmpty && !parametersOverflowed:
      // ESC [ [ x: the Linux console's F1–F5.
      state = .consoleFunctionKey
    case 0x4D where parameters.isEmpty && !parametersOverflowed:
      // ESC [ M: an X10 mouse report, whose three bytes follow.
      state = .legacyMouseReport([])
    case 0x40...0x7E:
      state = .ground
      guard !parametersOverflowed else { return }
      finishControlSequence(final: byte, into: &keys)
    case 0x1B:
      // A new escape interrupts the unfinished sequence, which is dropped.
      state = .escape
    default:
      // A control or non-ASCII byte cannot be part of a sequence: drop the sequence, read the
      // byte on its own.
      state = .ground
      consumeInGround(byte, into: &keys)
    }
  }

  mutating func finishControlSequence(final: UInt8, into keys: inout [Key]) {
    if let event = Self.mouseEvent(parameters: parameters, final: final) {
      keys.append(.mouse(event))
      return
    }
    let fields = Self.numericFields(parameters)
    // Private sequences (`ESC [ < …`, `ESC [ ? …`) and intermediates are not keys.
    guard let fields else { return }
    switch final {
    case 0x41: keys.append(.up)  // A
    case 0x42: keys.append(.down)  // B
    case 0x43: keys.append(.right)  // C
    case 0x44: keys.append(.left)  // D
    case 0x48: keys.append(.home)  // H
    case 0x46: keys.append(.end)  // F
    case 0x5A: keys.append(.backTab)  // Z
    case 0x7E:  // ~
      switch fields.first ?? nil {
      case 1, 7: keys.append(.home)
      case 4, 8: keys.append(.end)
      case 3: keys.append(.delete)
      case 5: keys.append(.pageUp)
      case 6: keys.append(.pageDown)
      case 200:
        pasteBytes.removeAll(keepingCapacity: false)
        pasteTruncated = false
        state = .paste(matched: 0)
      default: break  // Insert, function keys, a stray paste end.
      }
    default:
      break
    }
  }

  /// The `;`-separated numbers of a control sequence (an empty field is `nil`), or `nil` when
  /// the parameters hold anything else.
  static func numericFields(_ parameters: [UInt8]) -> [Int?]? {
    var fields: [Int?] = []
    var current: Int?
    for byte in parameters {
      switch byte {
      case 0x30...0x39:
        // At most 16 digits are kept, so this cannot overflow.
        current = (current ?? 0) * 10 + Int(byte - 0x30)
      case 0x3B:
        fields.append(current)
        current = nil
      default:
        return nil
      }
    }
    fields.append(current)
    return fields
  }

  mutating func consumeInSingleShift(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x30...0x39, 0x3B:
      // Some terminals put a modifier here (ESC O 5 A); it is ignored like CSI modifiers.
      if parameters.count < Self.maximumParameterBytes {
        parameters.append(byte)
      } else {
        parametersOverflowed = true
      }
    case 0x1B:
      state = .escape
    case 0x40...0x7E:
      state = .ground
      guard !parametersOverflowed else { return }
      switch byte {
      case 0x41: keys.append(.up)
      case 0x42: keys.append(.down)
      case 0x43: keys.append(.right)
      case 0x44: keys.append(.left)
      case 0x48: keys.append(.home)
      case 0x46: keys.append(.end)
      case 0x4D: keys.append(.enter)  // M: keypad Enter
      default: break  // F1–F4 and keypad keys the host does not use.
      }
    default:
      state = .ground
      consumeInGround(byte, into: &keys)
    }
  }
}
