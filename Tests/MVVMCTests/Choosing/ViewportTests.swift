import MVVMC
import TestSupport
import Testing

/// The viewport keeps its selection visible and its window inside the list, whatever the list's
/// length, the page size and the moves.
@Suite struct ViewportTests {
  @Test func endShowsTheLastPageAndPageUpStaysOnScreen() {
    var viewport = Viewport(count: 35, pageSize: 10)
    #expect(viewport.visibleRows == 0..<10)
    #expect(viewport.selection == 0)
    viewport.move(.last)
    #expect(viewport.visibleRows == 25..<35)
    #expect(viewport.selection == 34)
    viewport.move(.pageUp)
    #expect(viewport.selection == 24)
    #expect(viewport.visibleRows == 20..<30)
    viewport.resize(pageSize: 3)
    #expect(viewport.visibleRows == 24..<27)
  }

  @Test func downPastTheWindowShowsTheNextPage() {
    var viewport = Viewport(count: 5, pageSize: 2)
    viewport.move(.down)
    #expect(viewport.visibleRows == 0..<2)
    viewport.move(.down)
    #expect(viewport.visibleRows == 2..<4)
    #expect(viewport.selectionInWindow == 0)
    // The last page ends at the last row: it shows two rows, not one and a blank.
    viewport.move(.down)
    viewport.move(.down)
    #expect(viewport.visibleRows == 3..<5)
  }

  /// The window is a function of the selection: any way to a row shows the same rows.
  @Test func theWindowDependsOnTheSelectionAloneNotOnTheWayThere() {
    for count in 0...30 {
      for pageSize in 1...12 {
        for target in 0..<max(count, 1) {
          var direct = Viewport(count: count, pageSize: pageSize, selection: target)
          var walked = Viewport(count: count, pageSize: pageSize)
          walked.move(.last)
          walked.move(.by(target - (walked.selection ?? 0)))
          direct.resize(pageSize: pageSize)
          #expect(walked.visibleRows == direct.visibleRows, "\(count) \(pageSize) \(target)")
          #expect(walked.selection == direct.selection)
        }
      }
    }
  }

  @Test func anEmptyListHasNoSelectionAndNoRows() {
    var viewport = Viewport(count: 0, pageSize: 10)
    viewport.move(.down)
    viewport.move(.last)
    #expect(viewport.selection == nil)
    #expect(viewport.visibleRows.isEmpty)
    viewport.update(count: 3)
    #expect(viewport.selection == 0)
  }

  @Test func hostileNumbersAreClamped() {
    var viewport = Viewport(count: 10, pageSize: -5, selection: .max)
    #expect(viewport.pageSize == 1)
    #expect(viewport.selection == 9)
    viewport.move(.by(.min))
    #expect(viewport.selection == 0)
    viewport.resize(pageSize: .max)
    viewport.move(.pageDown)
    #expect(viewport.selection == 9)
    #expect(viewport.visibleRows == 0..<10)
  }

  /// 2,000 seeded runs of random lists, page sizes, resizes and moves.
  @Test(.tags(.slow), .skippedInFastLoop) func theSelectionIsAlwaysVisibleAndNoRowIsPastTheEnd() {
    var random = SeededGenerator(seed: 16)
    let moves: [Viewport.Move] = [.up, .down, .pageUp, .pageDown, .first, .last, .by(7), .by(-7)]
    for run in 0..<2_000 {
      let count = Int.random(in: 0...120, using: &random)
      var viewport = Viewport(
        count: count, pageSize: Int.random(in: -2...60, using: &random),
        selection: Int.random(in: -5...130, using: &random))
      for step in 0..<40 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: viewport.resize(pageSize: Int.random(in: 0...60, using: &random))
        case 1: viewport.update(count: Int.random(in: 0...120, using: &random))
        default: viewport.move(random.pick(moves))
        }
        let rows = viewport.visibleRows
        let context = "run \(run) step \(step): \(viewport)"
        #expect(rows.lowerBound >= 0 && rows.upperBound <= viewport.count, "\(context)")
        #expect(rows.count <= viewport.pageSize, "\(context)")
        if let selection = viewport.selection {
          #expect(rows.contains(selection), "\(context)")
          // The window is full unless the list is shorter than the page.
          #expect(rows.count == min(viewport.pageSize, viewport.count), "\(context)")
        } else {
          #expect(viewport.count == 0 && rows.isEmpty, "\(context)")
        }
      }
    }
  }
}
