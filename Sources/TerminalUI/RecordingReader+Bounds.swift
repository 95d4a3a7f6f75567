extension RecordingReader {
  /// Bounds the JSON text `line` of a step before it is decoded, in one pass, in place: cuts
  /// each string that takes more than ``maximumStringBytes`` between its quotes, before a
  /// scalar or an escape (never inside one, nor between the two escapes of a surrogate pair),
  /// ending it with `…` as ``RecordingFile`` writes one; drops the elements of the step's
  /// `events` past ``SessionStep/maximumEvents``; and counts the values left.
  ///
  /// - Returns: How many events were dropped, or `nil` when more than ``maximumLineValues``
  ///   values are left: decoding costs a few dozen bytes a value.
  /// - Complexity: O(*n*) in the line's bytes.
  static func bound(_ line: inout [UInt8]) -> Int? {
    let most = maximumStringBytes
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    let highSurrogateDigits = Array("89ab".utf8)
    let eventsKey = Array("events".utf8)
    let count = line.count
    var read = 0
    var written = 0
    var values = 0
    var inString = false
    var cut = false
    // Where the string's text starts, and where its last unit that leaves room for `…` ends.
    var textStart = 0
    var lastFit = 0
    // Nesting, and the step's `events`: whether its key was just read, the events begun,
    // and whether the rest of them is being skipped (then at what nesting, in a string).
    var depth = 0
    var afterEventsKey = false
    var events = -1
    var skipping = false
    var dropped = 0
    var skippedInString = false
    var skippedEscape = false
    while read < count {
      let byte = line[read]
      if skipping {
        read += 1
        if skippedInString {
          if skippedEscape {
            skippedEscape = false
          } else if byte == backslash {
            skippedEscape = true
          } else if byte == quote {
            skippedInString = false
          }
          continue
        }
        switch byte {
        case quote: skippedInString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 1 {
            // The events' closing bracket.
            skipping = false
            events = -1
            line[written] = byte
            written += 1
          }
        case UInt8(ascii: ","): if depth == 2 { dropped += 1 }
        default: break
        }
        continue
      }
      guard inString, byte != quote else {
        if inString {
          if cut {
            written = lastFit
            for ellipsis: UInt8 in [0xE2, 0x80, 0xA6] {
              line[written] = ellipsis
              written += 1
            }
          }
          // A key of the step's own object, or a value.
          afterEventsKey = depth == 1 && !cut && line[textStart..<written].elementsEqual(eventsKey)
        } else {
          switch byte {
          case quote, UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ","):
            values += 1
            guard values <= maximumLineValues else { return nil }
          default: break
          }
          switch byte {
          case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            if depth == 2, afterEventsKey, byte == UInt8(ascii: "[") { events = 0 }
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 1 { events = -1 }
          case UInt8(ascii: ","):
            if depth == 2, events >= 0 {
              events += 1
              if events >= SessionStep.maximumEvents {
                // The comma goes too: the rest of the events, to the closing bracket.
                skipping = true
                dropped += 1
                read += 1
                continue
              }
            }
          case quote: break
          default:
            if byte > 0x20, byte != UInt8(ascii: ":") { afterEventsKey = false }
          }
        }
        line[written] = byte
        written += 1
        read += 1
        if byte == quote {
          inString.toggle()
          textStart = written
          lastFit = written
          cut = false
        }
        continue
      }
      // One unit: an escape (a surrogate pair's two together), or one scalar's bytes.
      var length = 1
      if byte == backslash {
        length = read + 1 < count && line[read + 1] == UInt8(ascii: "u") ? 6 : 2
        if length == 6, read + 12 <= count, line[read + 2] | 0x20 == UInt8(ascii: "d"),
          highSurrogateDigits.contains(line[read + 3] | 0x20), line[read + 6] == backslash
        {
          length = 12
        }
      } else if byte >= 0xC0 {
        length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      }
      length = min(length, count - read)
      if !cut {
        if written - textStart + length > most {
          cut = true
        } else {
          for offset in 0..<length { line[written + offset] = line[read + offset] }
          written += length
          if written - textStart <= most - 3 { lastFit = written }
        }
      }
      read += length
    }
    line.removeLast(count - written)
    return dropped
  }
}
