import Foundation
import MVVMC

/// The `key=value&…` query of a route segment, read once: values percent-decoded, `+` as a
/// space, every key checked against the ones the segment takes.
///
/// ```swift
/// let parameters = try RouteParameters(
///   "page=2&row=3", accepting: ["page", "row"], route: "scorers?page=2&row=3")
/// try parameters.positiveNumber(.page)   // 2
/// ```
struct RouteParameters {
  private var values: [String: String] = [:]
  private let route: String

  /// Reads `query` (none when `nil`).
  ///
  /// - Throws: ``MVVMC/RouteError`` naming the first key not in `keys`.
  init(_ query: String?, accepting keys: Set<String>, route: String) throws(RouteError) {
    self.route = route
    for pair in (query ?? "").split(separator: "&") {
      let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = String(keyValue[0])
      guard keys.contains(key) else {
        throw RouteError(route: route, .unknownParameter(key))
      }
      let raw = keyValue.count > 1 ? String(keyValue[1]) : ""
      values[key] = raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? raw
    }
  }

  /// The text given for `key`, if any.
  subscript(key: String) -> String? { values[key] }

  /// A key whose value is a number counted from 1.
  enum NumberKey: String {
    case page, row
  }

  /// The number given for `key`, if any, counted from 1.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the value is not a number from 1 up.
  func positiveNumber(_ key: NumberKey) throws(RouteError) -> Int? {
    guard let value = values[key.rawValue] else { return nil }
    guard let number = Int(value), number >= 1 else {
      let problem: DemoRouteProblem =
        switch key {
        case .page: .notAPageNumber(value)
        case .row: .notARowNumber(value)
        }
      throw RouteError(route: route, problem)
    }
    return number
  }

  /// The player id given for `key`, if any: any whole number, as in `player/id/ID`.
  ///
  /// - Throws: ``MVVMC/RouteError`` when the value is not a whole number (or is past `Int`'s
  ///   range).
  func playerID(_ key: String) throws(RouteError) -> Int? {
    guard let value = values[key] else { return nil }
    guard let id = Int(value) else {
      throw RouteError(route: route, .notAPlayerID(value))
    }
    return id
  }

  /// `pairs` as a query, `?` first, leaving out those without a value; empty when none has.
  static func text(_ pairs: [(String, String?)]) -> String {
    let written = pairs.compactMap { key, value in
      value.map { "\(key)=\(RoutePath.percentEncoded($0))" }
    }
    return written.isEmpty ? "" : "?" + written.joined(separator: "&")
  }
}
