/// The line of the team a position belongs to, from the goal outwards.
///
/// The demo's four line filters select players by line (``Position/line``).
package enum Line: Hashable, Sendable, CaseIterable {
  case goalkeeper, defender, midfielder, forward
}
