import MVVMC
import PSGDemo
import PlayerFeed
import Rendering

/// `initialize`: the params checked, the version chosen, the session started on the feed and
/// at `--open`'s address, as line mode starts.
extension RPCSession {
  func initialize(_ params: RPCMethods.Initialize) async throws(RPCError) -> RPCResult {
    if let name = params.clientName, name.utf8.count > Self.maximumClientNameLength {
      throw .invalidParams(
        "clientName is longer than \(Self.maximumClientNameLength) bytes",
        parameter: "clientName", details: ["maximum": .number(Self.maximumClientNameLength)])
    }
    let versions = params.protocolVersions ?? [Self.protocolVersion]
    guard versions.contains(Self.protocolVersion) else {
      throw RPCError(
        code: RPCError.invalidParamsCode,
        message: "this server speaks protocol version \(Self.protocolVersion) only",
        name: "unsupportedProtocolVersion",
        details: [
          "parameter": .text("protocolVersions"), "supported": .number(Self.protocolVersion),
        ])
    }
    let language = try Self.language(params.language) ?? options.language
    let width = try Self.number(
      params.width, "width", RenderContext.minimumWidth...RenderContext.maximumWidth)
    let rows = try Self.number(params.rows, "rows", 1...10_000)
    let source = self.source
    let configuration = DemoConfiguration(
      language: language, pageSize: rows ?? options.rows ?? 50,
      width: width ?? options.width ?? 80
    ) { () async throws(FeedError) -> [Player] in
      try await source.load(with: FeedLoader(timeout: .seconds(10)))
    }
    let session = DemoSession(configuration: configuration, trace: trace?.record)
    session.start()
    await session.load()
    if let error = session.loadError {
      session.end()
      throw .refused(CommandError(session.strings.describe(error), hint: "", code: "feed"))
    }
    if let route = options.route {
      do throws(RouteError) {
        try session.open(route)
      } catch {
        session.end()
        let usage = UsageError(error).description(in: language)
        throw .refused(
          CommandError(
            usage, hint: "", code: "invalidRoute",
            details: error.problem.details.merging(["route": .text(error.route)]) { old, _ in old }
          ))
      }
    }
    state = .running(session)
    return .initialize(
      RPCMethods.InitializeResult(
        protocolVersion: Self.protocolVersion, serverName: CommandName.current,
        appVersion: DemoHelp.version,
        capabilities: RPCMethods.Capabilities(
          methods: RPCMethods.requests, notifications: RPCMethods.notifications,
          sends: RPCMethods.sentNotifications),
        screen: session.currentScreen(), address: session.currentRoute?.address))
  }

  /// `en` or `fr`, in any case; `nil` when absent.
  private static func language(_ code: String?) throws(RPCError) -> Language? {
    guard let code else { return nil }
    guard ["en", "fr"].contains(code.lowercased()) else {
      throw .invalidParams(
        "language is en or fr", parameter: "language", details: ["accepted": .text("en, fr")])
    }
    return Language(rawValue: code.lowercased())
  }

  /// `value` when it lies in `range`; `nil` when absent.
  private static func number(
    _ value: Int?, _ name: String, _ range: ClosedRange<Int>
  ) throws(RPCError) -> Int? {
    guard let value else { return nil }
    guard range.contains(value) else {
      throw .invalidParams(
        "\(name) is a whole number from \(range.lowerBound) to \(range.upperBound)",
        parameter: name,
        details: ["minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)])
    }
    return value
  }
}
