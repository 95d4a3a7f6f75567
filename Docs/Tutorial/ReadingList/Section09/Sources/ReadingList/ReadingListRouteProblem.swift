import MVVMC
import Rendering

/// What can be wrong with a reading list's route, as a value the route error carries; its
/// words are written where the error is shown.
package enum ReadingListRouteProblem: AppRouteProblem {
  /// A book's number that is not a whole number from 1.
  case notABookNumber(String)
  /// A book's number past the end of the list, which holds `count` books.
  case noSuchBook(count: Int)

  package var description: String {
    switch self {
    case .notABookNumber(let text): "“\(text)” is not a number from 1"
    case .noSuchBook(let count): "the list has \(count) books"
    }
  }

  /// The reading list speaks English only.
  package func description(in language: Language) -> String { description }
}
