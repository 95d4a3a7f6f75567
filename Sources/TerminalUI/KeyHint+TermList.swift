import MVVMC
import Rendering

extension KeyHint {
  /// The hint as a line of the `?` overlay: its keys, then its action, control characters made
  /// visible.
  var termListEntry: TermList.Entry {
    TermList.Entry(keys.sanitizedForTerminal, action.sanitizedForTerminal)
  }
}
