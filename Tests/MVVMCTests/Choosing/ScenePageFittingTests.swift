import MVVMC
import Rendering
import Testing

/// The one page fitter: the scene names the rows that scroll, a host measures its lines.
@MainActor
@Suite struct ScenePageFittingTests {
  /// A list of `count` rows in a window, drawn with `chrome` lines around the window, plus one
  /// more line once the window shows `wrapsFrom` rows or more (a line around the list that
  /// wraps when the page is long, such as a row count that grows a digit).
  final class WindowScene: Scene {
    var viewport: Viewport
    let chrome: Int
    let wrapsFrom: Int
    private(set) var resizes: [Int] = []

    init(count: Int, pageSize: Int, chrome: Int, wrapsFrom: Int = .max) {
      viewport = Viewport(count: count, pageSize: pageSize)
      self.chrome = chrome
      self.wrapsFrom = wrapsFrom
    }

    var title: String { "Rows" }
    func makeScreen() -> Screen { Screen(title: title, blocks: []) }
    var pageSize: Int? { viewport.pageSize }
    var visibleRowCount: Int? { viewport.visibleRows.count }
    func resizePage(to rows: Int) {
      resizes.append(rows)
      viewport.resize(pageSize: rows)
    }

    var lines: Int {
      chrome + viewport.visibleRows.count + (viewport.visibleRows.count >= wrapsFrom ? 1 : 0)
    }
  }

  @Test func thePageFillsTheLinesLeftAroundIt() {
    let scene = WindowScene(count: 100, pageSize: 50, chrome: 6)
    let lines = scene.fitPage(toLines: 24) { scene.lines }
    #expect(scene.pageSize == 18)
    #expect(lines == 24)
    #expect(scene.resizes == [18], "one resize, then a measure that confirms it")
  }

  @Test func twoSizesThatAlternateSettleOnTheSmaller() {
    // 50 rows wrap a line, so 17 are tried (24 less 7); 17 take 23 lines, which asks for 18;
    // 18 wrap again and take 25. The fitter then keeps 17 instead of going back and forth.
    let scene = WindowScene(count: 100, pageSize: 50, chrome: 6, wrapsFrom: 18)
    let lines = scene.fitPage(toLines: 24) { scene.lines }
    #expect(scene.resizes == [17, 18, 17])
    #expect(scene.pageSize == 17)
    #expect(lines == 23)
  }

  @Test func aSceneWithoutAWindowIsMeasuredOnceAndLeftAlone() {
    final class Still: Scene {
      var title: String { "Still" }
      func makeScreen() -> Screen { Screen(title: title, blocks: []) }
    }
    var measures = 0
    let lines = Still().fitPage(toLines: 24) {
      measures += 1
      return 40
    }
    #expect(lines == 40)
    #expect(measures == 1)
  }

  @Test func aShortListKeepsItsPageWhenTheRoomIsLarger() {
    let scene = WindowScene(count: 5, pageSize: 5, chrome: 6)
    _ = scene.fitPage(toLines: 24) { scene.lines }
    #expect(scene.viewport.visibleRows == 0..<5)
    #expect(scene.lines == 11)
  }
}
