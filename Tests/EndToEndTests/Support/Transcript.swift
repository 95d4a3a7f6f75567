/// The plain-text output of `psg-demo`, cut into the frames it printed.
///
/// In a transcript, frames are set apart by a line of `=` across the width (with a blank line
/// on each side). A frame starts with the screen's title; below the root, the next line is the
/// breadcrumb (`Players > Filters`); on the root it is blank.
///
/// ```swift
/// let transcript = Transcript("Players\n\nSearch:\n\n====\n\nFilters\nPlayers > Filters\n")
/// transcript.breadcrumbs  // ["Players", "Players > Filters"]
/// ```
struct Transcript {
  /// The frames, each as its lines (without the separators around them).
  var frames: [[String]]

  /// Cuts `text` into frames.
  init(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var frames: [[String]] = []
    var current: [String] = []
    for line in lines {
      if !line.isEmpty, line.allSatisfy({ $0 == "=" }) {
        frames.append(current)
        current = []
      } else {
        current.append(line)
      }
    }
    frames.append(current)
    // Drop the blank lines a separator leaves at both ends of a frame.
    self.frames = frames.map { frame in
      Array(frame.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
    }.filter { !$0.isEmpty }
  }

  /// Where the user was after each step: the breadcrumb of every frame, or its title on the
  /// root, where the breadcrumb is left out.
  var breadcrumbs: [String] {
    frames.map { frame in frame.count > 1 && !frame[1].isEmpty ? frame[1] : frame[0] }
  }

  /// The rows of the first table in `frame`: the lines between its rule and the next blank.
  ///
  /// The rule is the line made of dashes under the column headings. No rows when there is no
  /// such frame or table.
  func tableRows(inFrame frame: Int) -> [String] {
    guard frames.indices.contains(frame) else { return [] }
    let lines = frames[frame]
    guard
      let rule = lines.firstIndex(where: {
        $0.contains("-") && $0.allSatisfy { $0 == "-" || $0 == " " }
      })
    else { return [] }
    return Array(lines[(rule + 1)...].prefix { !$0.isEmpty })
  }
}
