/// The plain-text output of `psg-demo`, cut into the frames it printed.
///
/// A frame starts with the screen's title and, on the next line, its breadcrumb, which ends
/// with the title: `Players` / `Players`, or `Filters` / `Players > Filters`. Frames are set
/// apart by a blank line.
///
/// ```swift
/// let transcript = Transcript("Players\nPlayers\n\nFilters\nPlayers > Filters\n")
/// transcript.breadcrumbs  // ["Players", "Players > Filters"]
/// ```
struct Transcript {
  /// The frames, each as its lines.
  var frames: [[String]]

  /// Cuts `text` into frames.
  init(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var starts: [Int] = []
    for index in lines.indices.dropLast() where index == 0 || lines[index - 1].isEmpty {
      let title = lines[index]
      let breadcrumb = lines[index + 1]
      if !title.isEmpty, breadcrumb == title || breadcrumb.hasSuffix(" > " + title) {
        starts.append(index)
      }
    }
    frames = starts.indices.map { position in
      let end = position + 1 < starts.count ? starts[position + 1] : lines.count
      return Array(lines[starts[position]..<end])
    }
  }

  /// The breadcrumb of every frame, in order: where the user was after each step.
  var breadcrumbs: [String] { frames.map { $0[1] } }

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
