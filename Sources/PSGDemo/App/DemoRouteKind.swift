/// The demo's routes as one typed value: what each coordinator of the demo switches over to
/// open a segment (``MVVMC/RouteHandling/open(_:)``), the way an XCoordinator coordinator
/// switches over its `Route` enum.
///
/// Each scene the app coordinator knows has its case. A scene another folder adds below a
/// player's page arrives as one generic case, ``belowPlayerDetail(_:)``: the page's coordinator
/// starts the flow the route names with the page's context, without knowing the flow.
///
/// ```swift
/// switch route.kind {
/// case .player(let page): openDetail(of: try page.player(in: listViewModel))
/// case .belowPlayerDetail(let added): startChild(try added.makeFlow(below: playerPage))
/// default: throw RouteError.cannotOpen(route)
/// }
/// ```
package enum DemoRouteKind: Sendable {
  /// The list, the root of every route.
  case players(PlayerListRoute)
  /// The filter picker, over the list.
  case filters(FilterPickerRoute)
  /// A player's page.
  case player(PlayerDetailRoute)
  /// The top scorers, over the list.
  case scorers(TopScorersRoute)
  /// A flow another folder adds below a player's page (the comparison).
  case belowPlayerDetail(any PlayerDetailChildRoute)
}
