/// The line of the team a position belongs to, from the goal outwards.
///
/// The four line filters of ``PlayerFilter`` select players by line.
package enum Line: Hashable, Sendable, CaseIterable {
  case goalkeeper, defender, midfielder, forward
}
