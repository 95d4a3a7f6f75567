import MVVMC
import ReadingList
import Testing

/// Step 7: a route's segments are values: each reads its own form, and names a place.
@Suite struct Step7RouteSegmentTests {
  @Test func aSegmentReadsItsFormAndWritesItBack() throws {
    let page = try #require(try BookRoute.read(path: "book/2", query: nil, route: "book/2"))
    #expect(page.place == .book(number: 2))
    #expect(page.address == "book/2")
    #expect(try ShelfRoute.read(path: "books", query: nil, route: "books")?.place == .shelf)
    // Not its form: another segment may read it.
    #expect(try BookRoute.read(path: "books", query: nil, route: "books") == nil)
  }

  @Test func aWrongNumberSaysWhatIsWrong() {
    var problems: [String] = []
    for path in ["book/zero", "book/0"] {
      do throws(RouteError) {
        _ = try BookRoute.read(path: path, query: nil, route: path)
      } catch {
        problems.append(error.description)
      }
    }
    #expect(
      problems == [
        "invalid route “book/zero”: “zero” is not a number from 1",
        "invalid route “book/0”: “0” is not a number from 1",
      ])
  }
}
