import Rendering

extension Table.Paging {
  /// How many pages of `pageSize` rows `rowCount` rows fill: at least 1, so an empty list is
  /// one empty page.
  static func pageCount(of rowCount: Int, pageSize: Int) -> Int {
    let size = max(1, pageSize)
    return max(1, rowCount / size + (rowCount % size == 0 ? 0 : 1))
  }
}
