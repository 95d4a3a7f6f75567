import Rendering

/// How the host decides colour and width from flags, the environment and the terminal.
///
/// A pure function of its inputs, so the rules are tested without a terminal. The rules, first
/// match wins:
///
/// - colour: `--color always|never`; `NO_COLOR` set and not empty: none; `FORCE_COLOR` set, not
///   empty and not `0`: on; `CLICOLOR_FORCE` set, not empty and not `0`: on; `TERM=dumb`: none; output not a
///   terminal: none; otherwise on. When on, the depth is 24-bit for `COLORTERM=truecolor|24bit`,
///   256 for a `TERM` ending in `256color`, else 16.
/// - width: `--width`; `COLUMNS` when it is a number from 1 to
///   `RenderContext.maximumWidth`; the terminal's
///   width; 80.
enum OutputSettings {
  /// The colours to use.
  static func colors(
    choice: DemoOptions.ColorChoice,
    environment: [String: String],
    outputIsTerminal: Bool
  ) -> ColorSupport {
    switch choice {
    case .never: return .none
    case .always: return depth(environment)
    case .auto: break
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" {
      return depth(environment)
    }
    if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" {
      return depth(environment)
    }
    if environment["TERM"] == "dumb" { return .none }
    return outputIsTerminal ? depth(environment) : .none
  }

  /// The colour depth the terminal announces.
  static func depth(_ environment: [String: String]) -> ColorSupport {
    switch environment["COLORTERM"]?.lowercased() {
    case "truecolor", "24bit": return .trueColor
    default: break
    }
    if environment["TERM"]?.hasSuffix("256color") == true { return .ansi256 }
    return .ansi16
  }

  /// The output width in columns.
  static func width(flag: Int?, environment: [String: String], terminalColumns: Int?) -> Int {
    if let flag { return flag }
    if let columns = environment["COLUMNS"].flatMap(Int.init),
      (1...RenderContext.maximumWidth).contains(columns)
    {
      return columns
    }
    if let terminalColumns, terminalColumns > 0 { return terminalColumns }
    return 80
  }
}
