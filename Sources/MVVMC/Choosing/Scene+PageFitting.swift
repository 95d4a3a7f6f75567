extension Scene {
  /// Sizes the scene's page so that its screen takes `lines` lines, and returns the lines the
  /// screen takes in the end.
  ///
  /// `measure` draws the current screen and counts its lines. The lines around the list are
  /// measured, not assumed: they depend on the width (a long search wraps), the language and
  /// the renderer. Each row of the page takes one line (``visibleRowCount``), so one measure
  /// usually suffices; a second confirms it. When two sizes alternate (a resize that wraps a
  /// line), the smaller one wins. A scene without a page is measured once and left alone.
  ///
  /// ```swift
  /// // 30 lines for the screen; the list's page becomes 30 less the lines around it.
  /// scene.fitPage(toLines: 30) {
  ///   renderer.render(scene.makeScreen(), in: context).split(separator: "\n").count
  /// }
  /// ```
  ///
  /// - Complexity: at most four measures.
  @discardableResult
  public func fitPage(toLines lines: Int, measuring measure: () -> Int) -> Int {
    var measured = measure()
    var tried: Set<Int> = []
    for _ in 0..<4 {
      guard let size = pageSize, let rows = visibleRowCount, rows > 0 else { return measured }
      let fitting = max(1, lines - (measured - rows))
      // A size seen before means two sizes alternate: the smaller one wins.
      let next = tried.insert(fitting).inserted ? fitting : min(fitting, size)
      if next == size { break }
      resizePage(to: next)
      measured = measure()
    }
    return measured
  }
}
