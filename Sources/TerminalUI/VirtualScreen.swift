import Rendering
import TerminalRendering

/// A character grid that applies the escape sequences the host writes, so tests can read what
/// a person would see.
///
/// It understands what the host and the renderers write: printable text (UTF-8, wide
/// characters take two cells, combining marks join the cell before them), CR, LF, BS, cursor
/// position and movement (`H`, `f`, `A`–`D`), erase in line and display (`K`, `J`), SGR
/// (`m`, tracked only as "reset or not"), and the private modes alternate screen (`?1049`),
/// cursor (`?25`), bracketed paste (`?2004`), line wrap (`?7`) and mouse reports (`?1000`
/// with `?1006`: on only while both are). Other sequences are skipped. The main screen keeps
/// its text while the alternate screen is shown, as a real terminal does.
///
/// ```swift
/// var screen = VirtualScreen(size: TerminalSize(columns: 10, rows: 2), lines: ["$ ls"])
/// screen.apply(Array("\u{1B}[?1049h\u{1B}[2;3Hhi".utf8))
/// screen.lines  // ["", "  hi"]
/// screen.apply(Array("\u{1B}[?1049l".utf8))
/// screen.lines  // ["$ ls", ""]
/// ```
public struct VirtualScreen: Sendable {
  /// The grid's size.
  public private(set) var size: TerminalSize
  /// Whether the alternate screen is shown.
  public private(set) var isAlternateScreen = false
  /// Whether the cursor is shown.
  public private(set) var isCursorVisible = true
  /// Whether bracketed paste is on.
  public private(set) var isBracketedPasteEnabled = false
  /// Whether text wraps at the right edge (on by default, as in a terminal).
  public private(set) var isAutowrapEnabled = true
  /// Whether the last SGR sequence reset every colour and style (true before any).
  public private(set) var isStyleReset = true
  /// Whether clicks and the wheel are reported in SGR form: `?1000` and `?1006` both on.
  public var isMouseReportingEnabled: Bool { isMouseClickReporting && isSGRMouseFormat }
  private var isMouseClickReporting = false
  private var isSGRMouseFormat = false
  /// The cursor's row and column, from 0.
  public private(set) var cursor: (row: Int, column: Int) = (0, 0)

  /// One cell per column; a wide character's second cell is `""`.
  private var cells: [[String]]
  private var savedMainCells: [[String]] = []
  private var savedMainCursor: (row: Int, column: Int) = (0, 0)
  private var pending: [UInt8] = []
  // A character was written in the last column: the cursor stays on that column, as in a
  // terminal, and the next character wraps first (when wrapping is on) or overwrites it.
  // Anything that moves the cursor or erases ends this state.
  private var isWrapPending = false

  /// Creates a grid showing `lines` on the main screen, cursor on the row after them.
  public init(size: TerminalSize, lines: [String] = []) {
    self.size = size
    cells = Self.blankCells(size)
    for line in lines.prefix(size.rows) {
      apply(Array(line.utf8) + [0x0D, 0x0A])
    }
  }

  /// The visible rows, top first, without trailing spaces.
  public var lines: [String] {
    cells.map { row in
      var line = row.joined()
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Changes the size, keeping the text that still fits.
  public mutating func resize(to newSize: TerminalSize) {
    cells = Self.resized(cells, to: newSize)
    if !savedMainCells.isEmpty { savedMainCells = Self.resized(savedMainCells, to: newSize) }
    size = newSize
    cursor = (min(cursor.row, max(0, newSize.rows - 1)), min(cursor.column, newSize.columns))
  }

  /// Applies written bytes; a sequence cut at the end is completed by the next call.
  public mutating func apply(_ bytes: [UInt8]) {
    pending.append(contentsOf: bytes)
    var index = 0
    while index < pending.count {
      guard let end = applyOne(at: index) else { break }
      index = end
    }
    pending.removeFirst(index)
  }

  /// Applies the item (a character, a control or a sequence) at `index`; returns the index
  /// after it, or `nil` if it is incomplete.
  private mutating func applyOne(at index: Int) -> Int? {
    let byte = pending[index]
    switch byte {
    case 0x1B:
      return applyEscape(at: index)
    case 0x0D:
      isWrapPending = false
      cursor.column = 0
    case 0x0A:
      isWrapPending = false
      lineFeed()
    case 0x08:
      isWrapPending = false
      cursor.column = max(0, cursor.column - 1)
    case 0x00..<0x20, 0x7F:
      break
    default:
      let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      guard index + length <= pending.count else { return nil }
      let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
      if let scalar = text.unicodeScalars.first { put(Character(scalar)) }
      return index + length
    }
    return index + 1
  }

  private mutating func applyEscape(at index: Int) -> Int? {
    guard let end = pending.endOfCompleteEscapeSequence(at: index) else { return nil }
    if pending[index + 1] == 0x5B {  // [: a control sequence, its final byte last
      let parameters = String(decoding: pending[(index + 2)..<(end - 1)], as: UTF8.self)
      applyControlSequence(parameters, final: pending[end - 1])
    }
    return end
  }

  private mutating func applyControlSequence(_ parameters: String, final: UInt8) {
    let isPrivate = parameters.starts(with: "?")
    let numbers = parameters.drop { $0 == "?" }.split(
      separator: ";", omittingEmptySubsequences: false
    )
    .map { Int($0) }
    let first = numbers.first ?? nil
    let count = max(1, first ?? 1)
    if final != 0x6D { isWrapPending = false }  // every sequence but SGR moves or erases
    switch final {
    case 0x48, 0x66:  // H, f
      let row = max(1, first ?? 1)
      let column = max(1, numbers.count > 1 ? numbers[1] ?? 1 : 1)
      cursor = (min(row, size.rows) - 1, min(column, size.columns) - 1)
      cursor = (max(0, cursor.row), max(0, cursor.column))
    case 0x41: cursor.row = max(0, cursor.row - count)
    case 0x42: cursor.row = min(max(0, size.rows - 1), cursor.row + count)
    case 0x43: cursor.column = min(max(0, size.columns - 1), cursor.column + count)
    case 0x44: cursor.column = max(0, cursor.column - count)
    case 0x4B:  // K
      guard cursor.row < cells.count else { return }
      let range: Range<Int>
      switch first ?? 0 {
      case 1: range = 0..<min(cursor.column + 1, size.columns)
      case 2: range = 0..<size.columns
      default: range = min(cursor.column, size.columns)..<size.columns
      }
      for column in range { cells[cursor.row][column] = " " }
    case 0x4A:  // J
      switch first ?? 0 {
      case 2, 3:
        cells = Self.blankCells(size)
      default:
        guard cursor.row < cells.count else { return }
        for column in min(cursor.column, size.columns)..<size.columns {
          cells[cursor.row][column] = " "
        }
        for row in (cursor.row + 1)..<max(cursor.row + 1, size.rows) {
          cells[row] = Array(repeating: " ", count: size.columns)
        }
      }
    case 0x6D:  // m
      let last = numbers.last ?? nil
      isStyleReset = parameters.isEmpty || last == 0
    case 0x68, 0x6C:  // h, l
      guard isPrivate else { return }
      let on = final == 0x68
      for number in numbers {
        switch number {
        case 1049: switchAlternateScreen(on)
        case 25: isCursorVisible = on
        case 2004: isBracketedPasteEnabled = on
        case 7: isAutowrapEnabled = on
        case 1000: isMouseClickReporting = on
        case 1006: isSGRMouseFormat = on
        default: break
        }
      }
    default:
      break
    }
  }

  private mutating func switchAlternateScreen(_ on: Bool) {
    guard on != isAlternateScreen else { return }
    isAlternateScreen = on
    if on {
      savedMainCells = cells
      savedMainCursor = cursor
      cells = Self.blankCells(size)
    } else {
      cells = savedMainCells
      cursor = savedMainCursor
      savedMainCells = []
    }
  }

  private mutating func put(_ character: Character) {
    let width = character.displayWidth
    guard size.rows > 0, size.columns > 0 else { return }
    if width == 0 {
      // A combining mark joins the character before it (under the cursor when it waits to wrap).
      let column = isWrapPending ? cursor.column : cursor.column - 1
      if column >= 0, column < size.columns { cells[cursor.row][column].append(character) }
      return
    }
    if isWrapPending {
      isWrapPending = false
      if isAutowrapEnabled {
        cursor.column = 0
        lineFeed()
      }
    }
    if cursor.column + width > size.columns {
      guard isAutowrapEnabled else { return }
      cursor.column = 0
      lineFeed()
    }
    cells[cursor.row][cursor.column] = String(character)
    if width == 2 { cells[cursor.row][cursor.column + 1] = "" }
    if cursor.column + width >= size.columns {
      cursor.column = size.columns - 1
      isWrapPending = true
    } else {
      cursor.column += width
    }
  }

  private mutating func lineFeed() {
    if cursor.row + 1 < size.rows {
      cursor.row += 1
    } else if size.rows > 0 {
      cells.removeFirst()
      cells.append(Array(repeating: " ", count: size.columns))
    }
  }

  private static func blankCells(_ size: TerminalSize) -> [[String]] {
    Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows)
  }

  private static func resized(_ cells: [[String]], to size: TerminalSize) -> [[String]] {
    (0..<size.rows).map { row in
      (0..<size.columns).map { column in
        row < cells.count && column < cells[row].count ? cells[row][column] : " "
      }
    }
  }
}
