import MVVMC
import Rendering

extension Action.Name {
  /// The action's key in the screen format, never localised: its word, such as `search`, or
  /// `choose` for the action of a line no other action reads (a picker's number).
  package var key: String { word.isEmpty ? "choose" : word }
}

extension ScreenAction.Argument {
  /// A row number among `count` rows, counted from 1, as `open N` takes it; the declared
  /// text when there is no row.
  func rowNumber(among count: Int) -> ScreenAction.Argument {
    guard count > 0 else { return self }
    return ScreenAction.Argument(
      .number, placeholder: placeholder, isOptional: isOptional, minimum: 1, maximum: count)
  }
}
