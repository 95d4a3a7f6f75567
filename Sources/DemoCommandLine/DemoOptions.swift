import MVVMC
import PSGDemo
import Rendering

/// The command line of `psg-demo`, parsed.
///
/// ```swift
/// let options = try DemoOptions(parsing: ["--renderer", "markdown", "--width=100"])
/// options.renderer  // "markdown"
/// options.width     // 100
/// ```
struct DemoOptions: Equatable, Sendable {
  /// The `--color` setting.
  enum ColorChoice: String, Equatable, Sendable, CaseIterable {
    case auto, always, never
  }

  /// `--renderer`, one of the names given to the parser, lowercased; `nil` means: ANSI on a
  /// terminal, plain otherwise.
  var renderer: String?
  /// `--data PATH|URL`, as its bytes; `nil` means the embedded squad.
  var dataArgument: CommandLineArgument?
  /// `--script FILE|-`, as its bytes.
  var scriptArgument: CommandLineArgument?
  /// `--data` as text (bytes that are not UTF-8 replaced).
  var data: String? { dataArgument?.text }
  /// `--script` as text (bytes that are not UTF-8 replaced).
  var script: String? { scriptArgument?.text }
  /// `--open ROUTE`, parsed.
  var route: RoutePath?
  /// `--color`.
  var color: ColorChoice = .auto
  /// `--width N`.
  var width: Int?
  /// `--rows N`.
  var rows: Int?
  /// `--lang en|fr`.
  var language: Language = .english
  /// `--trace`.
  var trace = false
  /// `--trace-file FILE`: trace lines appended to FILE.
  var traceFile: String?
  /// `--record FILE`: the run recorded into FILE, as its bytes.
  var recordFile: CommandLineArgument?
  /// `--line`: line mode even on a terminal.
  var line = false
  /// `--rpc`: JSON-RPC 2.0 on standard input and output (Docs/Protocol.md).
  var rpc = false
  /// `--help`.
  var help = false
  /// `--version`.
  var version = false

  /// Options with every default.
  init() {}

  /// Parses the arguments after the program's name. Both `--flag value` and `--flag=value`.
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - rendererNames: What `--renderer` accepts.
  /// - Throws: ``UsageError`` for an unknown flag, a missing or invalid value, or an argument
  ///   that is not a flag.
  init(
    parsing arguments: [String], rendererNames: [String] = RendererRegistry().names
  ) throws(UsageError) {
    try self.init(
      parsingBytes: arguments.map(CommandLineArgument.init), rendererNames: rendererNames)
  }

  /// Parses the arguments as the system passed them, keeping the bytes of the paths, which
  /// need not be UTF-8.
  init(
    parsingBytes arguments: [CommandLineArgument],
    rendererNames: [String] = RendererRegistry().names
  ) throws(UsageError) {
    var remaining = arguments[...]
    while let raw = remaining.popFirst() {
      let argument = raw.text
      guard argument.starts(with: "--") else {
        if argument == "-h" {
          help = true
          continue
        }
        throw UsageError(.unexpectedArgument(argument))
      }
      let (flag, inlineValue) = raw.flagAndInlineValue
      func pathValue() throws(UsageError) -> CommandLineArgument {
        try remaining.value(of: flag, inline: inlineValue)
      }
      func value() throws(UsageError) -> String {
        try pathValue().text
      }
      func noValue() throws(UsageError) {
        if inlineValue != nil { throw UsageError(.takesNoValue(flag: flag)) }
      }
      switch flag {
      case "--renderer":
        let name = try value()
        guard rendererNames.contains(name.lowercased()) else {
          throw UsageError(.notOneOf(flag: flag, accepted: rendererNames, value: name))
        }
        renderer = name.lowercased()
      case "--data":
        dataArgument = try pathValue()
      case "--script":
        scriptArgument = try pathValue()
      case "--open":
        let text = try value()
        do throws(RouteError) {
          route = try RoutePath(parsing: text)
        } catch {
          throw UsageError(error)
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
          throw UsageError(.unknownLanguage(code))
        }
        language = Language(rawValue: code)
      case "--trace":
        try noValue()
        trace = true
      case "--trace-file":
        traceFile = try value()
      case "--record":
        recordFile = try pathValue()
      case "--line":
        try noValue()
        line = true
      case "--rpc":
        try noValue()
        rpc = true
      case "--help":
        try noValue()
        help = true
      case "--version":
        try noValue()
        version = true
      default:
        throw UsageError(.unknownOption(flag))
      }
    }
    // As the help's `[--trace | --trace-file FILE]` says: one or the other.
    if trace, traceFile != nil { throw UsageError(.traceWithTraceFile) }
    // JSON-RPC owns standard input and output: no script, prompt, renderer or recording.
    if rpc, let flag = rpcConflict { throw UsageError(.notWithRPC(flag: flag)) }
  }

  /// An option given with `--rpc` that cannot go with it.
  private var rpcConflict: String? {
    if scriptArgument != nil { return "--script" }
    if line { return "--line" }
    if renderer != nil { return "--renderer" }
    if recordFile != nil { return "--record" }
    return nil
  }

  /// `text` as one of `Choice`'s values, in any case; a usage error naming them otherwise.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ flag: String, _ text: String
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    guard let choice = Choice(rawValue: text.lowercased()) else {
      let accepted = Choice.allCases.map(\.rawValue)
      throw UsageError(.notOneOf(flag: flag, accepted: accepted, value: text))
    }
    return choice
  }

  private static func count(
    _ flag: String, _ text: String, minimum: Int, maximum: Int
  ) throws(UsageError) -> Int {
    guard let number = Int(text), (minimum...maximum).contains(number) else {
      throw UsageError(
        .notAWholeNumber(flag: flag, minimum: minimum, maximum: maximum, value: text))
    }
    return number
  }
}
