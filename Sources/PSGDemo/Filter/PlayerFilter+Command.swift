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

extension CommandError {
  static func unknownFilter(_ argument: String) -> CommandError {
    let names = PlayerFilter.allCases.map(\.commandName).joined(separator: ", ")
    return CommandError(
      "unknown filter “\(argument.truncated(toWidth: 40))”",
      hint: "type a number from 1 to \(PlayerFilter.allCases.count) or one of: \(names)")
  }
}
