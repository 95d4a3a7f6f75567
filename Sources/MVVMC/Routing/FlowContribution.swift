import Rendering

/// A place where flows can be added below a scene without editing it: the scene's route
/// segment, and the context its coordinator hands every flow added there.
///
/// The scene's folder declares its point; a flow's folder names it in its
/// ``FlowContribution``, so the flow is built from the context the parent gives, typed.
///
/// ```swift
/// extension ContributionPoint<PlayerDetailContext> {
///   static let playerDetail = ContributionPoint(PlayerDetailRoute.self)
/// }
/// ```
public struct ContributionPoint<Context>: Sendable {
  /// The segment of the scene that flows are added below.
  public let segment: any RouteSegment.Type

  /// The point below the scene that `segment` shows.
  public init(_ segment: any RouteSegment.Type) {
    self.segment = segment
  }
}

/// A flow one folder adds below a scene of another: the segment that shows it, the point it
/// stands below, the action the parent's scene offers for it, and how the parent's
/// coordinator builds its coordinator. A declaration, as a swift-argument-parser subcommand is
/// one line where its parent lists it.
///
/// The route stays data: a segment never builds a coordinator. The parent's coordinator
/// receives the segment as its one generic case (``ContributedRoute``) and builds the flow with
/// its context (``BaseCoordinator/start(_:in:)``). What may follow the flow's segment is what
/// its coordinator opens itself (``RouteHandling/ownRoutes``), so the route tree is derived
/// from the declaration (``RouteTree/add(_:)``).
///
/// ```swift
/// FlowContribution(
///   TopScorersRoute.self, below: .playerList, action: .scorers,
///   route: { _, _ in TopScorersRoute() },
///   // Not started: the list's coordinator starts it.
///   flow: { route, list throws(RouteError) in try TopScorersCoordinator(route, below: list) })
/// ```
public struct FlowContribution: Sendable {
  /// The segment that shows the flow.
  public let segment: any RouteSegment.Type
  /// The segment of the scene it is added below.
  public let parent: any RouteSegment.Type
  /// The action the parent's scene offers to open the flow, if any: its keys, words and help
  /// work wherever the scene's own do.
  public let action: Action?
  /// What may follow the flow's segment: what its coordinator opens itself.
  package let followers: RouteShape
  private let routeForAction:
    (@Sendable (String?, Language) throws(CommandError) -> any RouteSegment)?
  private let build: @MainActor @Sendable (any RouteSegment, Any) throws(RouteError) -> BuiltFlow?
  private let link: @MainActor @Sendable (Any) -> RoutePath?

  /// Declares a flow shown by `segment` below the scene of `point`, which the scene opens by
  /// `action` as well as by route.
  ///
  /// - Parameters:
  ///   - segment: The flow's route segment.
  ///   - point: The place it is added below.
  ///   - action: The action the parent's scene offers to open it.
  ///   - route: The segment the action opens, from the text typed after its word (`nil` from a
  ///     key); it throws a ``CommandError`` in the language given when the text is wrong.
  ///   - link: The route a linked document gives the action, with the parent's context, when
  ///     the document's site holds that page; none by default.
  ///   - flow: Builds the flow's coordinator, not started, from the segment and the parent's
  ///     context. It throws a ``RouteError`` when the segment contradicts the context (a
  ///     player who is not there): the route is refused, with the forms accepted there. A
  ///     coordinator that opens segments after the flow's is a ``RouteHandling``; one that
  ///     opens none need not be.
  public init<Segment: RouteSegment, Context, Flow: BaseCoordinator<Void>>(
    _ segment: Segment.Type, below point: ContributionPoint<Context>, action: Action,
    route: @escaping @Sendable (String?, Language) throws(CommandError) -> Segment,
    link: @escaping @MainActor @Sendable (Context) -> RoutePath? = { _ in nil },
    flow: @escaping @MainActor @Sendable (Segment, Context) throws(RouteError) -> Flow
  ) {
    self.init(
      segment, below: point, action: Optional(action), route: Optional(route), link: link,
      followers: RouteShape(),
      build: { segment, context throws(RouteError) in
        BuiltFlow(coordinator: try flow(segment, context), routes: nil)
      })
  }

  /// Declares a flow shown by `segment` below the scene of `point`, opened by `action` or by
  /// route, whose coordinator opens the segments after its own (``RouteHandling/ownRoutes``).
  public init<Segment: RouteSegment, Context, Flow: ContributedFlowCoordinator>(
    _ segment: Segment.Type, below point: ContributionPoint<Context>, action: Action,
    route: @escaping @Sendable (String?, Language) throws(CommandError) -> Segment,
    link: @escaping @MainActor @Sendable (Context) -> RoutePath? = { _ in nil },
    flow: @escaping @MainActor @Sendable (Segment, Context) throws(RouteError) -> Flow
  ) {
    self.init(
      segment, below: point, action: Optional(action), route: Optional(route), link: link,
      followers: Flow.ownRoutes.shape,
      build: { segment, context throws(RouteError) in
        let built = try flow(segment, context)
        return BuiltFlow(coordinator: built, routes: built)
      })
  }

  /// Declares a flow shown by `segment` below the scene of `point`, opened by route only.
  public init<Segment: RouteSegment, Context, Flow: ContributedFlowCoordinator>(
    _ segment: Segment.Type, below point: ContributionPoint<Context>,
    flow: @escaping @MainActor @Sendable (Segment, Context) throws(RouteError) -> Flow
  ) {
    self.init(
      segment, below: point, action: nil, route: nil, link: { (_: Context) in nil },
      followers: Flow.ownRoutes.shape,
      build: { segment, context throws(RouteError) in
        let built = try flow(segment, context)
        return BuiltFlow(coordinator: built, routes: built)
      })
  }

  private init<Segment: RouteSegment, Context>(
    _ segment: Segment.Type, below point: ContributionPoint<Context>, action: Action?,
    route: (@Sendable (String?, Language) throws(CommandError) -> Segment)?,
    link: @escaping @MainActor @Sendable (Context) -> RoutePath?,
    followers: RouteShape,
    build: @escaping @MainActor @Sendable (Segment, Context) throws(RouteError) -> BuiltFlow
  ) {
    self.segment = segment
    self.parent = point.segment
    self.action = route == nil ? nil : action
    self.followers = followers
    if let route {
      self.routeForAction = { argument, language throws(CommandError) in
        try route(argument, language)
      }
    } else {
      self.routeForAction = nil
    }
    // The one place the erased segment and context meet their types: `ContributedFlows` hands
    // a contribution only segments of its type and contexts of its point.
    self.build = { segment, context throws(RouteError) in
      guard let segment = segment as? Segment, let context = context as? Context else {
        return nil
      }
      return try build(segment, context)
    }
    self.link = { context in (context as? Context).flatMap(link) }
  }

  @MainActor fileprivate func makeFlow(for segment: any RouteSegment, in context: Any)
    throws(RouteError) -> BuiltFlow?
  {
    try build(segment, context)
  }

  fileprivate func segment(for argument: String?, in language: Language) throws(CommandError)
    -> (any RouteSegment)?
  {
    try routeForAction?(argument, language)
  }

  @MainActor fileprivate func link(in context: Any) -> RoutePath? {
    link(context)
  }

  /// `link` with its last segment, the flow's, as the action typed alone makes it: the
  /// picker's `compare` where the link is `compare/31`; `nil` when the action needs its text.
  fileprivate func pathWithoutArgument(_ link: RoutePath) -> RoutePath? {
    // The language only words an error, which is not kept.
    guard let parent = link.parent,
      let segment = try? routeForAction?(nil, .english)
    else { return nil }
    return parent.appending(segment)
  }

  /// Whether `segment` is of this flow's type.
  fileprivate func shows(_ segment: any RouteSegment) -> Bool {
    ObjectIdentifier(type(of: segment)) == ObjectIdentifier(self.segment)
  }
}

extension RouteTree {
  /// Lets each flow of `contributions` follow the scene it is added below, and what its
  /// coordinator opens follow it (``RouteTree/add(_:below:)-(RouteShape,_)``).
  public mutating func add(_ contributions: [FlowContribution]) {
    for contribution in contributions {
      add(contribution.segment, below: contribution.parent)
      add(contribution.followers, below: contribution.segment)
    }
  }
}

/// The coordinator of a flow added below a scene that opens the segments after its own: a
/// child that ends with no result.
public typealias ContributedFlowCoordinator = BaseCoordinator<Void> & RouteHandling

/// A flow built from its segment: its coordinator, and what opens the segments after its own.
@MainActor
struct BuiltFlow {
  let coordinator: BaseCoordinator<Void>
  let routes: (any RouteHandling)?
}

/// What opens the segments after a flow that opens none: it refuses every one.
@MainActor
private final class NoFurtherRoutes: RouteHandling {
  func open(_ segment: any RouteSegment) throws(RouteError) -> any RouteHandling {
    throw RouteError.cannotOpen(segment)
  }
}

/// The flows added below one scene, as its coordinator holds them: what turns a segment into
/// its one generic case (``route(for:)``) and what the scene offers
/// (``actions(in:)``).
///
/// ```swift
/// let flows = ContributedFlows(.playerDetail, from: scenes.flows)
/// flows.route(for: ComparisonRoute(other: 30))   // a ContributedRoute the page's coordinator starts
/// ```
public struct ContributedFlows<Context>: Sendable {
  private let here: [FlowContribution]

  /// The flows of `contributions` added below `point`, in order.
  public init(_ point: ContributionPoint<Context>, from contributions: [FlowContribution]) {
    here = contributions.filter { ObjectIdentifier($0.parent) == ObjectIdentifier(point.segment) }
  }

  /// `segment` as a flow added here, or `nil` when none is of its type.
  ///
  /// - Complexity: O(*n*) for *n* flows added here.
  public func route(for segment: any RouteSegment) -> ContributedRoute<Context>? {
    here.first { $0.shows(segment) }.map { ContributedRoute(segment: segment, contribution: $0) }
  }

  /// The actions the scene offers for its flows, with the link of each in `context`.
  @MainActor public func actions(in context: Context) -> ContributedActions<Context> {
    ContributedActions(
      offers: here.compactMap { contribution in
        contribution.action.map {
          let link = contribution.link(in: context)
          return ContributedActions.Offer(
            action: $0, destination: link?.destination,
            destinationWithoutArgument: link.flatMap(contribution.pathWithoutArgument)?
              .destination,
            contribution: contribution)
        }
      })
  }
}

/// A segment of a flow added below a scene, with its declaration: the one generic case a
/// coordinator's `switch` has for every flow other folders add below its scene.
public struct ContributedRoute<Context>: Sendable {
  /// The flow's segment, as read or as an action made it.
  public let segment: any RouteSegment
  fileprivate let contribution: FlowContribution

  /// The flow's coordinator, not started, built from the parent's `context`, and what opens
  /// the segments after the flow's.
  ///
  /// - Throws: ``RouteError`` when the segment contradicts the context.
  @MainActor func makeFlow(in context: Context) throws(RouteError) -> BuiltFlow {
    guard let flow = try contribution.makeFlow(for: segment, in: context) else {
      throw RouteError.cannotOpen(segment)
    }
    return flow
  }
}

/// The actions a scene offers for the flows added below it, each with its link: what it lists,
/// the keys it answers, and the route each opens.
public struct ContributedActions<Context>: Sendable {
  fileprivate struct Offer: Sendable {
    let action: Action
    let destination: Destination?
    let destinationWithoutArgument: Destination?
    let contribution: FlowContribution
  }

  private let offers: [Offer]

  fileprivate init(offers: [Offer]) {
    self.offers = offers
  }

  /// None: a scene below which no flow is added.
  public init() {
    offers = []
  }

  /// The actions, in the order the flows were added.
  public var actions: [Action] { offers.map(\.action) }

  /// Where the action named `name` leads in a linked document, if it is one of these and the
  /// site holds its page.
  public func destination(of name: Action.Name) -> Destination? {
    offers.first { $0.action.name == name }?.destination
  }

  /// Where the action named `name` leads typed alone, without its text, if it is one of
  /// these: `compare` opens the picker where ``destination(of:)`` links a comparison.
  public func destinationWithoutArgument(of name: Action.Name) -> Destination? {
    offers.first { $0.action.name == name }?.destinationWithoutArgument
  }

  /// The flow the action named `name` opens, with the text typed after its word (`nil` from a
  /// key), or `nil` when it is none of these.
  ///
  /// - Throws: ``CommandError`` in `language` when the text is wrong.
  public func route(for name: Action.Name, argument: String?, in language: Language)
    throws(CommandError) -> ContributedRoute<Context>?
  {
    guard let offer = offers.first(where: { $0.action.name == name }),
      let segment = try offer.contribution.segment(for: argument, in: language)
    else { return nil }
    return ContributedRoute(segment: segment, contribution: offer.contribution)
  }
}

extension BaseCoordinator {
  /// Builds the flow `route` names with `context`, starts it as a child and returns it, so the
  /// segments after the flow's open there.
  ///
  /// - Throws: ``RouteError`` when the flow refuses its segment; nothing is started then.
  @discardableResult
  public func start<Context>(_ route: ContributedRoute<Context>, in context: Context)
    throws(RouteError) -> any RouteHandling
  {
    let flow = try route.makeFlow(in: context)
    startChild(flow.coordinator)
    return flow.routes ?? NoFurtherRoutes()
  }
}
