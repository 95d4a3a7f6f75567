import MVVMC

/// The pin flow's route, over the list: `pin/id/ID`, the question that pins the player whose
/// feed id is ID to the top of the list, or unpins them when they are pinned.
///
/// A question is no page of an exported site: it shows nothing of its own, and its answer
/// changes the list, which a site's pages cannot. So it has no site routes.
///
/// ```swift
/// PinRoute(id: 32).overTheList.address   // "players/pin/id/32"
/// ```
package struct PinRoute: DemoRoute {
  /// The feed id of the player to pin or unpin.
  var id: Int

  package static let forms = [RouteForm("pin/id/ID") { DemoStrings($0).pin.form }]

  package static func read(path: String, query: String?, route: String) throws(RouteError) -> Self?
  {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard components.count == 3, components[0] == "pin", components[1] == "id", query == nil
    else { return nil }
    guard let id = Int(components[2]) else {
      throw RouteError(route: route, .notAPlayerID(String(components[2])))
    }
    return PinRoute(id: id)
  }

  package var address: String { "pin/id/\(id)" }
}
