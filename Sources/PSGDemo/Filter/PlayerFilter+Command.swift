import MVVMC

extension PlayerFilter {
  /// The filter a command names: its number in the list (`1`–`8`) or one of its names in
  /// English or French (see ``PlayerFilter/init(name:)``).
  init?(commandArgument argument: String) {
    let trimmed = argument.trimmingCharacters(in: .whitespaces)
    if let number = Int(trimmed) {
      self.init(number: number)
    } else {
      self.init(name: trimmed)
    }
  }
}
