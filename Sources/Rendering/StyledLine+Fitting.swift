extension StyledLine {
  /// Appends a run, skipping empty ones.
  mutating func append(_ text: String, style: TerminalStyle = .body) {
    guard !text.isEmpty else { return }
    runs.append(StyledRun(text, style: style))
  }

  /// The line without empty runs and without spaces at its end.
  func trimmingTrailingSpaces() -> StyledLine {
    var trimmed = runs.filter { !$0.text.isEmpty }
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
    // A checked address is never cut: a reader must be able to copy it whole.
    guard displayWidth > width, !runs.contains(where: { $0.link != nil }) else { return self }
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

extension String {
  /// The string without the spaces at its end.
  package func droppingTrailingSpaces() -> String {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " {
      end = index(before: end)
    }
    return String(self[..<end])
  }
}
