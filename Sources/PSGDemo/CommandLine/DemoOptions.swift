import Rendering

/// The command line of `psg-demo`, parsed.
///
/// ```swift
/// let options = try DemoOptions(parsing: ["--renderer", "markdown", "--width=100"])
/// options.renderer  // .markdown
/// options.width     // 100
/// ```
public struct DemoOptions: Equatable, Sendable {
  /// The renderers the executable offers.
  public enum RendererChoice: String, Equatable, Sendable, CaseIterable {
    case plain, ansi, markdown
  }

  /// The `--color` setting.
  public enum ColorChoice: String, Equatable, Sendable, CaseIterable {
    case auto, always, never
  }

  /// `--renderer`; `nil` means: ANSI on a terminal, plain otherwise.
  public var renderer: RendererChoice?
  /// `--data PATH|URL`; `nil` means the embedded squad.
  public var data: String?
  /// `--script FILE|-`.
  public var script: String?
  /// `--open ROUTE`, parsed.
  public var route: Route?
  /// `--color`.
  public var color: ColorChoice = .auto
  /// `--width N`.
  public var width: Int?
  /// `--rows N`.
  public var rows: Int?
  /// `--lang en|fr`.
  public var language: Language = .english
  /// `--trace`.
  public var trace = false
  /// `--help`.
  public var help = false
  /// `--version`.
  public var version = false

  /// Options with every default.
  public init() {}

  /// Parses the arguments after the program's name. Both `--flag value` and `--flag=value`.
  ///
  /// - Throws: ``UsageError`` for an unknown flag, a missing or invalid value, or an argument
  ///   that is not a flag.
  public init(parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("--") else {
        if argument == "-h" {
          help = true
          continue
        }
        throw UsageError("unexpected argument “\(argument)”")
      }
      var flag = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
        return next
      }
      func noValue() throws(UsageError) {
        if inlineValue != nil { throw UsageError("\(flag) takes no value") }
      }
      switch flag {
      case "--renderer":
        renderer = try Self.choice(flag, try value())
      case "--data":
        data = try value()
      case "--script":
        script = try value()
      case "--open":
        let text = try value()
        do throws(RouteError) {
          route = try Route(parsing: text)
        } catch {
          throw UsageError(error.description)
        }
      case "--color", "--colour":
        color = try Self.choice(flag, try value())
      case "--width":
        width = try Self.count(
          flag, try value(), minimum: RenderContext.minimumWidth,
          maximum: RenderContext.maximumWidth)
      case "--rows":
        rows = try Self.count(flag, try value(), minimum: 1, maximum: 10_000)
      case "--lang":
        let code = try value().lowercased()
        guard code == "en" || code == "fr" else {
          throw UsageError("--lang must be en or fr, not “\(code)”")
        }
        language = Language(rawValue: code)
      case "--trace":
        try noValue()
        trace = true
      case "--help":
        try noValue()
        help = true
      case "--version":
        try noValue()
        version = true
      default:
        throw UsageError("unknown option “\(flag)”")
      }
    }
  }

  private static func choice<Choice: RawRepresentable & CaseIterable>(
    _ flag: String, _ text: String
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    guard let choice = Choice(rawValue: text.lowercased()) else {
      let accepted = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("\(flag) must be one of \(accepted), not “\(text)”")
    }
    return choice
  }

  private static func count(
    _ flag: String, _ text: String, minimum: Int, maximum: Int
  ) throws(UsageError) -> Int {
    guard let number = Int(text), (minimum...maximum).contains(number) else {
      throw UsageError(
        "\(flag) must be a whole number from \(minimum) to \(maximum), not “\(text)”")
    }
    return number
  }
}
