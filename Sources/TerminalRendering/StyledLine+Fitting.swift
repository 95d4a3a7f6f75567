import Rendering

extension StyledLine {
  /// Appends a run, skipping empty ones.
  mutating func append(_ text: String, style: TerminalStyle = .body) {
    guard !text.isEmpty else { return }
    runs.append(StyledRun(text, style: style))
  }

  /// The line without empty runs and without spaces at its end.
  func trimmingTrailingSpaces() -> StyledLine {
    // Most lines end in text: nothing to filter or trim.
    if let last = runs.last?.text.utf8.last, last != 0x20,
      !runs.contains(where: \.text.isEmpty)
    {
      return self
    }
    var trimmed = runs.contains(where: \.text.isEmpty) ? runs.filter { !$0.text.isEmpty } : runs
    while let last = trimmed.last {
      let kept = last.text.droppingTrailingSpaces()
      if kept.isEmpty {
        trimmed.removeLast()
        continue
      }
      trimmed[trimmed.count - 1].text = kept
      break
    }
    return StyledLine(trimmed)
  }

  /// The line cut to `width` columns, ending with `…` in the style where it was cut.
  ///
  /// Like ``Swift/String/truncated(toWidth:)`` but keeping each run's style: it never splits a
  /// grapheme cluster.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the line.
  func clipped(toWidth width: Int) -> StyledLine {
    // No code point takes more columns than its UTF-8 bytes (a wide one takes three or four
    // bytes), so a line of at most `width` bytes fits without being measured. A checked
    // address is never cut: a reader must be able to copy it whole.
    var bytes = 0
    for run in runs { bytes += run.text.utf8.count }
    TextWork.current?.add(bytes)
    guard bytes > width, displayWidth > width, !runs.contains(where: { $0.link != nil }) else {
      return self
    }
    guard width > 0 else { return StyledLine() }
    // Everything that fits before a one-column ellipsis.
    let budget = width - 1
    var used = 0
    var kept: [StyledRun] = []
    for run in runs {
      var prefix = ""
      var cut = false
      for character in run.text {
        let columns = character.displayWidth
        if used + columns > budget {
          cut = true
          break
        }
        used += columns
        prefix.append(character)
      }
      if cut {
        kept.append(StyledRun(prefix + "…", style: run.style))
        break
      }
      kept.append(run)
    }
    return StyledLine(kept.filter { !$0.text.isEmpty })
  }
}
